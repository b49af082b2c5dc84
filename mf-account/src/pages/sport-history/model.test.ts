import { describe, expect, it } from '@rstest/core';
import { shownStatus, type SportHistoryRow } from './model';

const names = { fr: 'x', en: 'x', ar: 'x' };
const single = (
  status: SportHistoryRow['status'],
  result: SportHistoryRow['legs'][number]['result'],
  amount: number,
  winAmount: number,
) =>
  ({
    created_at: '2026-11-23T10:00:00.000Z',
    game_date: '2026-11-23T12:00:00.000Z',
    num_id: '1',
    event_id: 'b-1',
    game_name: 'Sports bet',
    pro_name: 'SPORTSBOOK',
    game_type: null,
    direction: winAmount > 0 ? 'credit' : 'debit',
    amount,
    win_amount: winAmount,
    status,
    bet_kind: 'single',
    odds: 190,
    potential: 19_000,
    legs: [{ event: names, market: names, selection: names, odds: 190, result }],
  }) as unknown as SportHistoryRow;

describe('sport history status', () => {
  it('a single on a quarter line with half the stake lost shows Half lost, not Won', () => {
    // 10 TND at 1.90: half lost, half refunded — the sportsbook reports it "won" (5 TND back).
    expect(shownStatus(single('Win', 'half_lose', 10_000, 5_000))).toBe('HalfLost');
  });

  it('a single with half the stake won and half refunded shows Half won', () => {
    expect(shownStatus(single('Win', 'half_win', 10_000, 14_500))).toBe('HalfWin');
  });

  it('a single whose line ended level shows Push, and a voided one Void, whatever it paid', () => {
    expect(shownStatus(single('Win', 'push', 10_000, 10_000))).toBe('Push');
    expect(shownStatus(single('Void', 'push', 10_000, 10_000))).toBe('Push');
    expect(shownStatus(single('Win', 'void', 10_000, 10_000))).toBe('Void');
  });

  it('whole results keep the status the API gave', () => {
    expect(shownStatus(single('Win', 'win', 10_000, 19_000))).toBe('Win');
    expect(shownStatus(single('Lost', 'lose', 10_000, 0))).toBe('Lost');
    expect(shownStatus(single('Open', null, 10_000, 0))).toBe('Open');
    expect(shownStatus(single('Void', 'void', 10_000, 10_000))).toBe('Void');
    expect(shownStatus(single('CashedOut', null, 10_000, 7_000))).toBe('CashedOut');
  });

  it('a multiple keeps its status (one half leg is not the whole bet)', () => {
    const multi = {
      ...single('Win', 'half_lose', 10_000, 20_000),
      bet_kind: 'multi',
    } as SportHistoryRow;
    multi.legs = [...multi.legs, { ...multi.legs[0]!, result: 'win' }];
    expect(shownStatus(multi)).toBe('Win');
  });
});
