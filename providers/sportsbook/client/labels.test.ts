/**
 * The wallet's responsible-gambling refusals reach the player in their own words, in every
 * language, instead of the generic error.
 */
import { describe, expect, it } from '@rstest/core';
import { failureText, localeOf } from './labels';
import { money } from './format';

describe('responsible-gambling refusals in the bet slip', () => {
  for (const lang of ['fr', 'en', 'ar'] as const)
    it(`names a limit and an exclusion in ${lang}`, () => {
      const locale = localeOf(lang);
      const generic = failureText(locale, { status: 'database exploded' }, money);
      const limit = failureText(locale, { status: 'limit_reached' }, money);
      const excluded = failureText(locale, { status: 'player_excluded' }, money);
      expect(limit).toBe(locale.t('rgLimitReached'));
      expect(excluded).toBe(locale.t('rgExcluded'));
      expect(new Set([generic, limit, excluded]).size).toBe(3);
    });

  it('writes Arabic in Arabic', () => {
    expect(failureText(localeOf('ar'), { status: 'limit_reached' }, money)).toMatch(
      /[\u0600-\u06FF]/,
    );
  });
});
