import { describe, expect, it } from '@rstest/core';
import { sfc32 } from '../blackjack/simulate';
import { BoardScorer } from './board-scorer';
import { DEALS_PER_DECISION, flopCalls, flopClasses } from './exact-ante';
import { bestScore } from './fast-hands';
import { callNet } from './strategy';

const card = (text: string) => 'cdhs'.indexOf(text[1]!) * 13 + 'A23456789TJQK'.indexOf(text[0]!);
const cards = (text: string) => text.split(' ').map(card);

/** A call's net over every turn, river and dealer holding, one deal at a time. */
function bruteCallSum(player: number[], flop: number[]): number {
  const rest = Array.from({ length: 52 }, (_, c) => c).filter(
    (c) => !flop.includes(c) && !player.includes(c),
  );
  let sum = 0;
  for (let i = 0; i < rest.length; i++)
    for (let j = i + 1; j < rest.length; j++) {
      const board = [...flop, rest[i]!, rest[j]!];
      const dealers = rest.filter((c) => c !== rest[i] && c !== rest[j]);
      for (let x = 0; x < dealers.length; x++)
        for (let y = x + 1; y < dealers.length; y++)
          sum += callNet(player, [dealers[x]!, dealers[y]!], board);
    }
  return sum;
}

describe("the ante game's exact enumeration", () => {
  it('scores a holding on a board exactly as bestScore scores the seven cards', () => {
    const next = sfc32(5);
    const scorer = new BoardScorer();
    for (let i = 0; i < 20_000; i++) {
      const deck = Array.from({ length: 52 }, (_, k) => k);
      const seven: number[] = [];
      for (let k = 0; k < 7; k++) seven.push(deck.splice(Math.floor(next() * deck.length), 1)[0]!);
      scorer.setBoard(seven.slice(2));
      expect(scorer.score(seven[0]!, seven[1]!)).toBe(bestScore(seven));
    }
  });

  it('plays each of the 22,100 flops through one of 1,755 suit-relabelled classes', () => {
    const classes = flopClasses();
    expect(classes).toHaveLength(1755);
    expect(classes.reduce((sum, { weight }) => sum + weight, 0)).toBe(22_100);
    // Three of one rank: four suit choices, all one class.
    const trips = classes.find(({ flop }) => flop.every((c) => c % 13 === 5));
    expect(trips?.weight).toBe(4);
  });

  it('sums a call over every deal as the deal-by-deal count does', () => {
    const flop = cards('7h 9s Kd');
    const { holdings, callSums } = flopCalls(flop);
    const sumFor = (player: number[]) => {
      for (let h = 0; h < callSums.length; h++)
        if (holdings[2 * h] === Math.min(...player) && holdings[2 * h + 1] === Math.max(...player))
          return callSums[h]!;
      throw new Error('no such holding');
    };
    // A high hand below a pair of 4s, a pair with the board, and a flush draw.
    for (const player of [cards('2c 3d'), cards('Kc 4c'), cards('Ah 2h')])
      expect(sumFor(player)).toBe(bruteCallSum(player, flop));
  });

  it('pays a royal flush made on the flop at least 100 antes a deal, at most 102', () => {
    const flop = cards('Qs Js Ts');
    const { holdings, callSums } = flopCalls(flop);
    const royal = cards('As Ks');
    const h = Array.from(callSums.keys()).find(
      (k) => holdings[2 * k] === Math.min(...royal) && holdings[2 * k + 1] === Math.max(...royal),
    )!;
    const perDeal = callSums[h]! / DEALS_PER_DECISION;
    expect(perDeal).toBeGreaterThan(100);
    expect(perDeal).toBeLessThan(102);
  });
});
