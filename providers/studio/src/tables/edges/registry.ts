/**
 * Every table family's exact return per bet, by family: the house-edge script prints them, the
 * help screens show them, the tests hold them. Each family adds its computation here (full
 * enumeration or a closed form over its real `betReturn`, never a simulation).
 */
import type { TableFamily } from '../../catalogue/games';
import { baccaratEdges } from '../baccarat/edge';
import { dragonTigerEdges } from '../dragon-tiger/edge';
import type { ExactReturn } from '../exact-ratio';

export interface BetEdge extends ExactReturn {
  /** The bet's kind as the table's socket takes it (a variant in brackets when it has one). */
  kind: string;
  /** The published range of the bet's RTP for the game (a figure outside it is an error). */
  published: [number, number];
}

export const HOUSE_EDGES = new Map<TableFamily, () => BetEdge[]>([
  ['baccarat', baccaratEdges],
  ['dragon-tiger', dragonTigerEdges],
]);

const computed = new Map<TableFamily, BetEdge[]>();

/** A family's edges, computed once per process. */
export function edgesOf(family: TableFamily): BetEdge[] | undefined {
  const compute = HOUSE_EDGES.get(family);
  if (!compute) return undefined;
  let edges = computed.get(family);
  if (!edges) computed.set(family, (edges = compute()));
  return edges;
}
