import { describe, expect, it } from '@rstest/core';
import { SharedRoundBets, type SharedRound } from './state';

interface Round extends SharedRound {
  phase: 'betting' | 'drawing' | 'result';
  outcome?: string;
}

const table = () =>
  new SharedRoundBets<Round>((round) => round.phase === 'result' && round.outcome !== undefined);

describe('a shared-round table page state', () => {
  it('sends bets only while betting, and counts a stake only once it is accepted', () => {
    const bets = table();
    expect(bets.sending('player', 1_000)).toBeNull();
    bets.follow({ id: 1, phase: 'betting', bettingEndsIn: 15_000 }, 100);
    const first = bets.sending('player', 1_000)!;
    const second = bets.sending('player', 500)!;
    const refused = bets.sending('tie', 500)!;
    expect(new Set([first, second, refused]).size).toBe(3);
    expect(bets.answered(refused, false)).toBe(false);
    expect(bets.answered(first, true)).toBe(true);
    expect(bets.answered(second, true)).toBe(true);
    // An answer repeated or never asked adds nothing.
    expect(bets.answered(second, true)).toBe(false);
    expect(bets.answered('99', true)).toBe(false);
    expect([...bets.stakes]).toEqual([['player', 1_500]]);
    expect(bets.total()).toBe(1_500);
    bets.follow({ id: 1, phase: 'drawing' }, 15_100);
    expect(bets.sending('player', 1_000)).toBeNull();
  });

  it('says when a round is another one, and starts it with no stakes', () => {
    const bets = table();
    expect(bets.follow({ id: 1, phase: 'betting', bettingEndsIn: 1_000 }, 0)).toBe(true);
    bets.answered(bets.sending('banker', 2_000), true);
    expect(bets.follow({ id: 1, phase: 'drawing' }, 1_000)).toBe(false);
    expect(bets.total()).toBe(2_000);
    expect(bets.follow({ id: 2, phase: 'betting', bettingEndsIn: 1_000 }, 5_000)).toBe(true);
    expect(bets.total()).toBe(0);
  });

  it('reads the balance once the wins of a round it bet in are paid, and only then', () => {
    const bets = table();
    bets.follow({ id: 1, phase: 'betting', bettingEndsIn: 1_000 }, 0);
    bets.answered(bets.sending('player', 1_000), true);
    bets.follow({ id: 1, phase: 'drawing' }, 1_000);
    expect(bets.settled(1)).toBe(false);
    // A result without its outcome is not one whose wins follow.
    bets.follow({ id: 1, phase: 'result' }, 2_000);
    expect(bets.settled(1)).toBe(false);
    bets.follow({ id: 1, phase: 'result', outcome: 'player' }, 2_000);
    expect(bets.settled(2)).toBe(false);
    expect(bets.settled(1)).toBe(true);
    expect(bets.settled(1)).toBe(false);
    // A round without bets awaits nothing.
    bets.follow({ id: 2, phase: 'betting', bettingEndsIn: 1_000 }, 3_000);
    bets.follow({ id: 2, phase: 'result', outcome: 'tie' }, 4_000);
    expect(bets.settled(2)).toBe(false);
  });

  it("awaits the greeting's round's payment: bets from before a reload are not known", () => {
    const bets = table();
    bets.greeted(undefined, 0);
    expect(bets.round).toBeUndefined();
    bets.greeted({ id: 5, phase: 'drawing' }, 0);
    expect(bets.round?.id).toBe(5);
    expect(bets.settled(5)).toBe(true);
  });

  it('counts the whole seconds of betting left on the page clock, none out of betting', () => {
    const bets = table();
    expect(bets.secondsLeft(0)).toBe(-1);
    bets.follow({ id: 1, phase: 'betting', bettingEndsIn: 15_000 }, 1_000);
    expect(bets.phaseEndsAt).toBe(16_000);
    expect(bets.secondsLeft(1_000)).toBe(15);
    expect(bets.secondsLeft(15_001)).toBe(1);
    expect(bets.secondsLeft(16_000)).toBe(0);
    expect(bets.secondsLeft(20_000)).toBe(0);
    bets.follow({ id: 1, phase: 'drawing' }, 16_000);
    expect(bets.secondsLeft(16_000)).toBe(-1);
  });
});
