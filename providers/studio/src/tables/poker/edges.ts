/**
 * The AA bonus's exact return: every one of the C(52, 5) = 2,598,960 five-card hands (the
 * player's two cards and the flop) is equally likely, so counting the hands of each category
 * gives the bet's return exactly.
 */
import { rankFive, type Category } from './hands';
import { aaBonusPays } from './rules';

export function fiveCardCounts(): {
  counts: Map<Category | 'pair-of-aces', number>;
  returned: number;
  hands: number;
} {
  const counts = new Map<Category | 'pair-of-aces', number>();
  let returned = 0;
  let hands = 0;
  const five = [0, 0, 0, 0, 0];
  for (five[0] = 0; five[0] < 48; five[0]++)
    for (five[1] = five[0] + 1; five[1] < 49; five[1]++)
      for (five[2] = five[1] + 1; five[2] < 50; five[2]++)
        for (five[3] = five[2] + 1; five[3] < 51; five[3]++)
          for (five[4] = five[3] + 1; five[4] < 52; five[4]++) {
            const hand = rankFive(five);
            const key =
              hand.category === 'pair' && hand.ranks[0] === 14 ? 'pair-of-aces' : hand.category;
            counts.set(key, (counts.get(key) ?? 0) + 1);
            const pays = aaBonusPays(five);
            if (pays !== undefined) returned += pays + 1;
            hands++;
          }
  return { counts, returned, hands };
}

/** The AA bonus's exact count (`fiveCardCounts`, held by a test): returned per hand dealt. */
export const AA_BONUS_RETURN = { returned: 2_436_308, hands: 2_598_960 } as const;

/**
 * The ante game's exact house edge, every deal counted (`pnpm --filter @casino/studio poker-edge`,
 * exact-ante.ts): the house's net over the 25,989,600 decisions times 1,070,190 deals each, with
 * perfect play and with the simple strategy the help states (call with a pair using a hole card,
 * a four-card flush or open-ended straight draw, or a ten or better in hand).
 */
export const ANTE_EDGE = {
  deals: 27_813_810_024_000,
  perfect: { houseNet: 600_123_513_880, foldsPercent: 18.01 },
  simple: { houseNet: 1_020_643_896_088, foldsPercent: 20.09 },
} as const;

/** An ante edge in percent of the ante. */
export const antePercent = (houseNet: number): number => (houseNet / ANTE_EDGE.deals) * 100;
