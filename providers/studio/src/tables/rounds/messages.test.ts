/** The table socket's one message shape: accepted as the pages send it, anything else refused. */
import { describe, expect, it } from '@rstest/core';
import { parseTableBetMessage } from './messages';

const KINDS = ['dragon', 'tiger', 'tie'];
const parse = (message: unknown) => parseTableBetMessage(JSON.stringify(message), KINDS);

describe('table bet messages', () => {
  it('accepts a bet as the pages send it', () => {
    expect(parse({ type: 'bet', tag: '7', bet: { kind: 'tie', amount: 500 } })).toEqual({
      ok: true,
      message: { type: 'bet', tag: '7', bet: { kind: 'tie', amount: 500 } },
    });
    expect(parse({ type: 'bet', bet: { kind: 'dragon', amount: 100 } })).toMatchObject({
      ok: true,
    });
  });

  it('refuses other kinds, loose numbers, stray and missing fields, with the field at fault', () => {
    const refused = (message: unknown) => (parse(message) as { detail: string }).detail;
    expect(refused({ type: 'bet', bet: { kind: 'banker', amount: 100 } })).toMatch(/^bet\.kind/);
    expect(refused({ type: 'bet', bet: { kind: 'toString', amount: 100 } })).toMatch(/^bet\.kind/);
    expect(refused({ type: 'bet', bet: { kind: 'tie', amount: '100' } })).toMatch(/^bet\.amount/);
    expect(refused({ type: 'bet', bet: { kind: 'tie', amount: 100.5 } })).toMatch(/^bet\.amount/);
    expect(refused({ type: 'bet', bet: { kind: 'tie', amount: 1e300 } })).toMatch(/^bet\.amount/);
    expect(refused({ type: 'bet', bet: { kind: 'tie' } })).toBe('bet.amount: required');
    expect(refused({ type: 'bet', bet: { kind: 'tie', amount: 1, numbers: [1] } })).toMatch(
      /^bet\.numbers/,
    );
    expect(refused({ type: 'bet', bet: { kind: 'tie', amount: 1 }, player: 3 })).toMatch(/^player/);
    expect(refused({ type: 'bet', tag: 5, bet: { kind: 'tie', amount: 1 } })).toMatch(/^tag/);
    expect(refused({ type: 'cashout' })).toBe('type: bet');
    expect(parseTableBetMessage('not json', KINDS)).toMatchObject({ ok: false });
    expect(parseTableBetMessage('[1]', KINDS)).toMatchObject({ ok: false });
  });
});
