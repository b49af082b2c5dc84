/**
 * How the public verifier recomputes a finished round of each table family from its revealed
 * seed: the family's own `deal`, run on the same fair stream (`fair-draw.ts`) the server used.
 * Pure, so the browser runs it. Families whose rounds are not the shared "bet then draw" ones
 * (per-player decision games) add their own recompute function here.
 */
import type { TableFamily } from '../../catalogue/games';
import { TABLE_ENGINES } from '../engines';
import { FairDraw } from '../fair-draw';

export interface RevealedRound {
  family: TableFamily;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export type Recompute = (round: RevealedRound) => unknown;

const dealt =
  (family: TableFamily): Recompute =>
  (round) =>
    TABLE_ENGINES.get(family)!.deal(new FairDraw(round.serverSeed, round.clientSeed, round.nonce));

export const RECOMPUTE = new Map<TableFamily, Recompute>(
  [...TABLE_ENGINES.keys()].map((family) => [family, dealt(family)]),
);

/** Key order does not matter: two outcomes agree when their JSON values are equal. */
export function sameOutcome(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
