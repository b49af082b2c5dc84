/**
 * The studio's slot math models. Each states its paytable, lines, free spins and declared RTP;
 * the symbol counts of its reels live in `reel-counts.json` (written by scripts/tune-models.ts,
 * which searches counts whose exact RTP meets the declared target) and become strips through
 * `stripFromCounts`. `pnpm --filter @casino/studio rtp` prints the exact figures of each.
 */
import { connectedLines, stripFromCounts } from './layout';
import type { FreeSpins, SlotModel, SlotSymbol } from './model';
import reelCounts from './reel-counts.json' with { type: 'json' };

/** pays[n] for runs of 3, 4 and 5 (index = run length). */
const five = (three: number, four: number, fiveOf: number) => [0, 0, 0, three, four, fiveOf];
const sym = (code: string, kind: SlotSymbol['kind'], pays: number[] = []): SlotSymbol => ({
  code,
  kind,
  pays,
});

/** The nine symbols of the five-reel models, from a table of their 3/4/5 pays. */
function fiveReelSymbols(
  table: Record<'W' | 'H1' | 'H2' | 'H3' | 'L1' | 'L2' | 'L3' | 'L4', [number, number, number]>,
): SlotSymbol[] {
  return [
    sym('W', 'wild', five(...table.W)),
    sym('S', 'scatter'),
    ...(['H1', 'H2', 'H3', 'L1', 'L2', 'L3', 'L4'] as const).map((code) =>
      sym(code, 'regular', five(...table[code])),
    ),
  ];
}

export interface ModelRecipe extends Omit<SlotModel, 'baseStrips' | 'freeStrips'> {
  reels: number;
  /** Extra wilds per reel on the free-spin reels (added to the base counts). */
  freeExtraWilds: number[];
}

type Counts = Record<string, number[][]>;

export const RECIPES: ModelRecipe[] = [
  {
    id: 'classic-3x3',
    targetRtp: 95.0,
    volatilityLabel: 'low',
    reels: 3,
    rows: 3,
    lines: connectedLines(3, 3, 5),
    symbols: [
      sym('W', 'wild', [0, 0, 0, 100]),
      sym('S', 'scatter'),
      sym('H1', 'regular', [0, 0, 0, 40]),
      sym('H2', 'regular', [0, 0, 0, 20]),
      sym('L1', 'regular', [0, 0, 0, 10]),
      sym('L2', 'regular', [0, 0, 0, 5]),
      sym('L3', 'regular', [0, 0, 0, 3]),
    ],
    scatterPays: [0, 0, 0, 5],
    freeSpins: { awards: [0, 0, 0, 8], multiplier: 2, retrigger: false },
    freeExtraWilds: [0, 1, 0],
    lineBets: [20, 50, 100, 200, 500, 1000],
  },
  {
    id: 'fruit-5x3-10',
    targetRtp: 96.0,
    volatilityLabel: 'low',
    reels: 5,
    rows: 3,
    lines: connectedLines(5, 3, 10),
    symbols: fiveReelSymbols({
      W: [20, 80, 300],
      H1: [15, 50, 200],
      H2: [10, 30, 100],
      H3: [8, 20, 60],
      L1: [5, 12, 40],
      L2: [4, 10, 30],
      L3: [3, 8, 20],
      L4: [2, 6, 15],
    }),
    scatterPays: [0, 0, 0, 2, 10, 50],
    freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 1, retrigger: true },
    freeExtraWilds: [0, 1, 1, 1, 0],
    lineBets: [10, 20, 50, 100, 200, 500],
  },
  {
    id: 'quest-5x3-20',
    targetRtp: 96.2,
    volatilityLabel: 'medium',
    reels: 5,
    rows: 3,
    lines: connectedLines(5, 3, 20),
    symbols: fiveReelSymbols({
      W: [50, 200, 1000],
      H1: [25, 100, 500],
      H2: [15, 50, 200],
      H3: [10, 30, 100],
      L1: [5, 15, 50],
      L2: [5, 10, 40],
      L3: [3, 8, 25],
      L4: [2, 6, 20],
    }),
    scatterPays: [0, 0, 0, 2, 10, 50],
    freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 2, retrigger: true },
    freeExtraWilds: [0, 1, 1, 1, 0],
    lineBets: [5, 10, 20, 50, 100, 250],
  },
  {
    id: 'blaze-5x3-25',
    targetRtp: 95.5,
    volatilityLabel: 'high',
    reels: 5,
    rows: 3,
    lines: connectedLines(5, 3, 25),
    symbols: fiveReelSymbols({
      W: [100, 500, 5000],
      H1: [50, 250, 2000],
      H2: [20, 100, 500],
      H3: [15, 50, 200],
      L1: [5, 20, 80],
      L2: [4, 15, 60],
      L3: [3, 10, 40],
      L4: [2, 8, 30],
    }),
    scatterPays: [0, 0, 0, 3, 20, 100],
    freeSpins: { awards: [0, 0, 0, 8, 12, 20], multiplier: 3, retrigger: true },
    freeExtraWilds: [0, 1, 1, 1, 0],
    lineBets: [4, 10, 20, 40, 100, 200],
  },
  {
    id: 'tower-5x4-40',
    targetRtp: 96.5,
    volatilityLabel: 'medium',
    reels: 5,
    rows: 4,
    lines: connectedLines(5, 4, 40),
    symbols: fiveReelSymbols({
      W: [40, 150, 750],
      H1: [20, 80, 400],
      H2: [12, 40, 150],
      H3: [8, 25, 80],
      L1: [4, 10, 40],
      L2: [3, 8, 30],
      L3: [2, 6, 20],
      L4: [2, 5, 15],
    }),
    scatterPays: [0, 0, 0, 2, 10, 40],
    freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 2, retrigger: true },
    freeExtraWilds: [0, 1, 1, 1, 0],
    lineBets: [5, 10, 25, 50, 100, 125],
  },
  {
    id: 'vault-5x3-15',
    targetRtp: 94.5,
    volatilityLabel: 'high',
    reels: 5,
    rows: 3,
    lines: connectedLines(5, 3, 15),
    symbols: fiveReelSymbols({
      W: [60, 300, 2500],
      H1: [30, 150, 1000],
      H2: [15, 60, 300],
      H3: [10, 40, 150],
      L1: [5, 15, 60],
      L2: [4, 12, 50],
      L3: [3, 8, 30],
      L4: [2, 6, 25],
    }),
    scatterPays: [0, 0, 0, 2, 15, 75],
    freeSpins: { awards: [0, 0, 0, 12, 15, 25], multiplier: 2, retrigger: true },
    freeExtraWilds: [0, 1, 1, 1, 0],
    lineBets: [10, 20, 40, 100, 200, 400],
  },
];

/** The counts a recipe starts from before tuning: per reel, for each symbol. */
export function defaultCounts(recipe: ModelRecipe): number[][] {
  const row = recipe.reels === 3 ? [1, 1, 3, 4, 6, 7, 8] : [2, 1, 2, 3, 4, 5, 5, 6, 6];
  return Array.from({ length: recipe.reels }, () => [...row]);
}

export function buildModel(recipe: ModelRecipe, counts: number[][]): SlotModel {
  const freeCounts = counts.map((reel, r) =>
    reel.map((count, s) => (s === 0 ? count + (recipe.freeExtraWilds[r] ?? 0) : count)),
  );
  const { reels: _reels, freeExtraWilds: _extra, ...rest } = recipe;
  return {
    ...rest,
    baseStrips: counts.map(stripFromCounts),
    freeStrips: freeCounts.map(stripFromCounts),
  };
}

const tuned = reelCounts as Counts;

export const MODELS: SlotModel[] = RECIPES.map((recipe) =>
  buildModel(recipe, tuned[recipe.id] ?? defaultCounts(recipe)),
);

export function modelById(id: string): SlotModel {
  const model = MODELS.find((candidate) => candidate.id === id);
  if (!model) throw new Error(`unknown slot model ${id}`);
  return model;
}

export type { FreeSpins };
