import { describe, expect, it } from '@rstest/core';
import { cashOutValue, judgeLeg, payoutOf, settleBet } from './settlement';
import { acceptable, checkSlip } from './slip';

const football = (market: string, outcome: string, home: number, away: number) =>
  judgeLeg('football', market, outcome, { home, away });

describe('settlement of every market', () => {
  it('1X2 and double chance', () => {
    expect([
      football('1x2', '1', 2, 1),
      football('1x2', 'X', 2, 1),
      football('1x2', '2', 2, 1),
    ]).toEqual(['win', 'lose', 'lose']);
    expect([
      football('1x2', '1', 1, 1),
      football('1x2', 'X', 1, 1),
      football('1x2', '2', 1, 1),
    ]).toEqual(['lose', 'win', 'lose']);
    expect([
      football('dc', '1X', 1, 1),
      football('dc', '12', 1, 1),
      football('dc', 'X2', 1, 1),
    ]).toEqual(['win', 'lose', 'win']);
    expect([
      football('dc', '1X', 0, 2),
      football('dc', '12', 0, 2),
      football('dc', 'X2', 0, 2),
    ]).toEqual(['lose', 'win', 'win']);
  });

  it('over/under: half lines win or lose, whole lines push on the line', () => {
    expect([football('ou:2.5', 'over', 2, 1), football('ou:2.5', 'under', 2, 1)]).toEqual([
      'win',
      'lose',
    ]);
    expect([football('ou:2.5', 'over', 1, 1), football('ou:2.5', 'under', 1, 1)]).toEqual([
      'lose',
      'win',
    ]);
    expect([football('ou:2', 'over', 1, 1), football('ou:2', 'under', 1, 1)]).toEqual([
      'push',
      'push',
    ]);
    expect([football('ou:3', 'over', 3, 1), football('ou:3', 'under', 3, 1)]).toEqual([
      'win',
      'lose',
    ]);
  });

  it('both teams to score', () => {
    expect([football('btts', 'yes', 1, 1), football('btts', 'no', 1, 1)]).toEqual(['win', 'lose']);
    expect([football('btts', 'yes', 3, 0), football('btts', 'no', 3, 0)]).toEqual(['lose', 'win']);
  });

  it('Asian handicap on the final score: half lines, whole lines with push, level ball', () => {
    expect([football('ah:-1.5', 'home', 2, 0), football('ah:-1.5', 'away', 2, 0)]).toEqual([
      'win',
      'lose',
    ]);
    expect([football('ah:-1.5', 'home', 1, 0), football('ah:-1.5', 'away', 1, 0)]).toEqual([
      'lose',
      'win',
    ]);
    expect([football('ah:-1', 'home', 1, 0), football('ah:-1', 'away', 1, 0)]).toEqual([
      'push',
      'push',
    ]);
    expect([football('ah:0', 'home', 1, 1), football('ah:0', 'away', 1, 1)]).toEqual([
      'push',
      'push',
    ]);
    expect([football('ah:1', 'home', 0, 1), football('ah:1', 'away', 0, 1)]).toEqual([
      'push',
      'push',
    ]);
    expect([football('ah:0.5', 'home', 1, 1), football('ah:0.5', 'away', 1, 1)]).toEqual([
      'win',
      'lose',
    ]);
  });

  it('Asian handicap quarter lines: half the stake on each line beside it (every half case)', () => {
    const both = (line: string, home: number, away: number) => [
      football(line, 'home', home, away),
      football(line, 'away', home, away),
    ];
    // −0.25 = half on 0, half on −0.5: a home win wins, a draw half loses, an away win loses.
    expect(both('ah:-0.25', 1, 0)).toEqual(['win', 'lose']);
    expect(both('ah:-0.25', 1, 1)).toEqual(['half_lose', 'half_win']);
    expect(both('ah:-0.25', 0, 1)).toEqual(['lose', 'win']);
    // −0.75 = half on −0.5, half on −1: by one goal half wins, by two wins, a draw loses.
    expect(both('ah:-0.75', 1, 0)).toEqual(['half_win', 'half_lose']);
    expect(both('ah:-0.75', 2, 0)).toEqual(['win', 'lose']);
    expect(both('ah:-0.75', 0, 0)).toEqual(['lose', 'win']);
    // +0.25 and +0.75: the mirror images.
    expect(both('ah:0.25', 0, 0)).toEqual(['half_win', 'half_lose']);
    expect(both('ah:0.25', 0, 1)).toEqual(['lose', 'win']);
    expect(both('ah:0.75', 0, 1)).toEqual(['half_lose', 'half_win']);
    expect(both('ah:0.75', 0, 2)).toEqual(['lose', 'win']);
    expect(both('ah:0.75', 1, 1)).toEqual(['win', 'lose']);
    // −1.25 = half on −1, half on −1.5: by one goal half loses; −1.75 by two half wins.
    expect(both('ah:-1.25', 1, 0)).toEqual(['half_lose', 'half_win']);
    expect(both('ah:-1.75', 2, 0)).toEqual(['half_win', 'half_lose']);
    expect(both('ah:1.25', 0, 1)).toEqual(['half_win', 'half_lose']);
    // Lines off the quarter grid do not exist.
    expect(judgeLeg('football', 'ah:-0.3', 'home', { home: 1, away: 0 })).toBe('void');
  });

  it('correct score, with any other score outside 0–3', () => {
    expect([
      football('cs', '2-1', 2, 1),
      football('cs', '1-2', 2, 1),
      football('cs', 'other', 2, 1),
    ]).toEqual(['win', 'lose', 'lose']);
    expect([football('cs', '3-3', 4, 1), football('cs', 'other', 4, 1)]).toEqual(['lose', 'win']);
  });

  it('basketball and tennis winners and totals', () => {
    expect(judgeLeg('basketball', 'ml', '1', { home: 101, away: 99 })).toBe('win');
    expect(judgeLeg('basketball', 'ml', '2', { home: 101, away: 99 })).toBe('lose');
    expect(judgeLeg('basketball', 'tp:199.5', 'over', { home: 101, away: 99 })).toBe('win');
    expect(judgeLeg('basketball', 'tp:200.5', 'under', { home: 101, away: 99 })).toBe('win');
    expect(judgeLeg('tennis', 'ml', '2', { home: 1, away: 2, games: 30 })).toBe('win');
    expect(judgeLeg('tennis', 'tg:22.5', 'over', { home: 2, away: 0, games: 18 })).toBe('lose');
    expect(judgeLeg('tennis', 'tg:22.5', 'under', { home: 2, away: 0, games: 18 })).toBe('win');
  });

  it('an abandoned event voids every leg on it; an unknown market or outcome is void', () => {
    expect(judgeLeg('football', '1x2', '1', null)).toBe('void');
    expect(judgeLeg('football', 'xyz', '1', { home: 1, away: 0 })).toBe('void');
    expect(judgeLeg('football', '1x2', 'Z', { home: 1, away: 0 })).toBe('void');
  });
});

describe('bets: singles, accumulators, void and push', () => {
  it('a single pays stake × odds rounded down to the millime', () => {
    expect(settleBet(1_000, [{ odds: 235, result: 'win' }])).toEqual({
      status: 'won',
      payout: 2_350,
    });
    expect(settleBet(333, [{ odds: 187, result: 'win' }])).toEqual({ status: 'won', payout: 622 });
    expect(settleBet(1_000, [{ odds: 235, result: 'lose' }])).toEqual({
      status: 'lost',
      payout: 0,
    });
    expect(settleBet(1_000, [{ odds: 190, result: 'push' }])).toEqual({
      status: 'void',
      payout: 1_000,
    });
    expect(settleBet(1_000, [{ odds: 190, result: 'void' }])).toEqual({
      status: 'void',
      payout: 1_000,
    });
  });

  it('a half win pays half the stake at the odds and half back; a half loss pays half back', () => {
    expect(settleBet(1_000, [{ odds: 190, result: 'half_win' }])).toEqual({
      status: 'won',
      payout: 1_450,
    });
    expect(settleBet(1_000, [{ odds: 190, result: 'half_lose' }])).toEqual({
      status: 'won',
      payout: 500,
    });
    expect(settleBet(333, [{ odds: 187, result: 'half_win' }])).toEqual({
      status: 'won',
      payout: 477,
    });
    // In an accumulator each counts as its factor: (1.90 + 1) / 2 × 2.00 × 0.5.
    expect(
      settleBet(2_000, [
        { odds: 190, result: 'half_win' },
        { odds: 200, result: 'win' },
        { odds: 175, result: 'half_lose' },
      ]),
    ).toEqual({ status: 'won', payout: 2_900 });
  });

  it('an accumulator multiplies its legs, a void or push leg counts 1.00, a lost leg loses it at once', () => {
    expect(
      settleBet(2_000, [
        { odds: 150, result: 'win' },
        { odds: 210, result: 'win' },
        { odds: 175, result: 'win' },
      ]),
    ).toEqual({ status: 'won', payout: 11_025 });
    expect(
      settleBet(2_000, [
        { odds: 150, result: 'win' },
        { odds: 210, result: 'void' },
      ]),
    ).toEqual({ status: 'won', payout: 3_000 });
    expect(
      settleBet(2_000, [
        { odds: 150, result: 'push' },
        { odds: 210, result: 'void' },
      ]),
    ).toEqual({ status: 'void', payout: 2_000 });
    expect(
      settleBet(2_000, [
        { odds: 150, result: null },
        { odds: 210, result: 'lose' },
      ]),
    ).toEqual({ status: 'lost', payout: 0 });
    expect(
      settleBet(2_000, [
        { odds: 150, result: 'win' },
        { odds: 210, result: null },
      ]),
    ).toEqual({ status: 'open' });
  });

  it('payouts are exact for long accumulators (no float rounding)', () => {
    const odds = Array.from({ length: 12 }, () => 333);
    expect(payoutOf(1_000, odds)).toBe(Number((1_000n * 333n ** 12n) / 100n ** 12n));
  });
});

describe('cash-out', () => {
  it('stake × odds taken / odds now × (1 − margin), rounded down', () => {
    // Taken at 3.00, now 1.50 (it became twice as likely): fair 20.00 TND, 5 % off → 19.00 TND.
    expect(cashOutValue(10_000, 300, 150, 500)).toBe(19_000);
    // Now 6.00 (half as likely): 5.00 TND fair, 4.75 TND offered.
    expect(cashOutValue(10_000, 300, 600, 500)).toBe(4_750);
    expect(cashOutValue(10_000, 300, 300, 0)).toBe(10_000);
    expect(cashOutValue(7, 333, 101, 500)).toBe(21);
  });
});

describe('the bet slip', () => {
  const limits = { minStake: 500, maxStake: 100_000, maxPayout: 1_000_000 };
  const leg = (event: number, odds = 200) => ({ event, market: '1x2', outcome: '1', odds });

  it('refuses empty slips, two legs on one event, stakes out of limits, returns over the maximum', () => {
    expect(checkSlip(1_000, [], limits)?.status).toBe('invalid_slip');
    expect(checkSlip(1_000, [leg(1), leg(1)], limits)?.status).toBe('invalid_slip');
    expect(checkSlip(499, [leg(1)], limits)).toEqual({ status: 'stake_too_low', limit: 500 });
    expect(checkSlip(100_001, [leg(1)], limits)).toEqual({
      status: 'stake_too_high',
      limit: 100_000,
    });
    const over = checkSlip(100_000, [leg(1, 1000), leg(2, 300)], limits);
    expect(over).toEqual({ status: 'payout_too_high', limit: 1_000_000, maxStake: 33_333 });
    expect(payoutOf(33_333, [1000, 300])).toBeLessThanOrEqual(1_000_000);
    expect(payoutOf(33_334, [1000, 300])).toBeGreaterThan(1_000_000);
    expect(checkSlip(1_000, [leg(1), leg(2), leg(3)], limits)).toBeNull();
  });

  it("takes a moved price only within the player's tolerance", () => {
    expect([
      acceptable(200, 200, 'none'),
      acceptable(200, 201, 'none'),
      acceptable(200, 199, 'none'),
    ]).toEqual([true, false, false]);
    expect([acceptable(200, 210, 'higher'), acceptable(200, 190, 'higher')]).toEqual([true, false]);
    expect(acceptable(200, 150, 'any')).toBe(true);
  });
});
