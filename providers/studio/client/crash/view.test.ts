import { describe, expect, it } from '@rstest/core';
import { refusalKey, verifyLinkAttributes } from './view';

describe('crash page texts and links', () => {
  it('names a known refusal by its status and any other as the generic error', () => {
    expect(refusalKey('one_bet_per_round')).toBe('one_bet_per_round');
    expect(refusalKey('bet_out_of_limits')).toBe('bet_out_of_limits');
    expect(refusalKey('limit_reached')).toBe('limit_reached');
    expect(refusalKey('player_excluded')).toBe('player_excluded');
    expect(refusalKey('database exploded')).toBe('error');
    expect(refusalKey(undefined)).toBe('error');
  });

  it("links a finished round to the verifier in the page's language, left to right", () => {
    expect(verifyLinkAttributes('/providers/studio', 'ar', 42)).toEqual({
      href: '/providers/studio/crash/verify?lang=ar&round=42',
      target: '_blank',
      rel: 'noopener',
      dir: 'ltr',
    });
  });
});
