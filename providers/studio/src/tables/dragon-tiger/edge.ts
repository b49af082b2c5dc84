/**
 * Dragon Tiger's exact return per bet: every ordered pair of the first two cards of an 8-deck
 * shoe, weighted by how many ways it is dealt (8 × 8 copies, 8 × 7 for the same card twice), each
 * bet paid by the table's own `dragonTigerReturn` on an even stake (so the tie's half-back is
 * exact).
 */
import type { BetEdge } from '../edges/registry';
import { DRAGON_TIGER_DECKS, DRAGON_TIGER_KINDS, dragonTigerReturn } from './rules';

const STAKE = 1_000;

/** The published RTP range of each bet (8 decks, tie 11:1, suited tie 50:1). */
const PUBLISHED: Record<(typeof DRAGON_TIGER_KINDS)[number], [number, number]> = {
  dragon: [0.96, 0.97],
  tiger: [0.96, 0.97],
  tie: [0.89, 0.9],
  'suited-tie': [0.86, 0.87],
};

export function dragonTigerEdges(): BetEdge[] {
  const copies = DRAGON_TIGER_DECKS;
  return DRAGON_TIGER_KINDS.map((kind) => {
    let returned = 0n;
    let staked = 0n;
    for (let dragon = 0; dragon < 52; dragon++)
      for (let tiger = 0; tiger < 52; tiger++) {
        const ways = BigInt(copies * (dragon === tiger ? copies - 1 : copies));
        returned += ways * BigInt(dragonTigerReturn({ kind, amount: STAKE }, { dragon, tiger }));
        staked += ways * BigInt(STAKE);
      }
    return { kind, returned, staked, published: PUBLISHED[kind] };
  });
}
