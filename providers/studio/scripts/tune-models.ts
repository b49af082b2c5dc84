/**
 * Searches reel symbol counts whose exact (analytic) RTP meets each model's declared target, and
 * writes them to src/slots/reel-counts.json. A development tool: the committed counts are what the
 * games use, and `pnpm rtp` / the tests prove their figures. Deterministic (seeded search).
 *
 *   pnpm --filter @casino/studio tune [model-id ...]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyticRtp } from '../src/slots/math';
import { buildModel, defaultCounts, RECIPES, type ModelRecipe } from '../src/slots/models';

const file = fileURLToPath(new URL('../src/slots/reel-counts.json', import.meta.url));
const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[][]>;
const only = process.argv.slice(2);

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Within 0.01 % of the target, a trigger every 70 to 400 spins, retriggers rare, strips short. */
function score(recipe: ModelRecipe, counts: number[][]): number {
  const figures = analyticRtp(buildModel(recipe, counts));
  let penalty = Math.abs(figures.rtp * 100 - recipe.targetRtp);
  const trigger = figures.triggerProbability;
  if (trigger < 1 / 400) penalty += (1 / 400 - trigger) * 5000;
  if (trigger > 1 / 70) penalty += (trigger - 1 / 70) * 5000;
  if (figures.retriggerRate > 0.3) penalty += figures.retriggerRate * 10;
  return penalty;
}

function tune(recipe: ModelRecipe, start: number[][]): number[][] {
  const random = seeded(recipe.id.length * 7919 + recipe.lines.length);
  const maxLength = recipe.rows === 4 ? 34 : recipe.reels === 3 ? 40 : 36;
  let best = start.map((reel) => [...reel]);
  let bestScore = score(recipe, best);
  for (let step = 0; step < 20_000 && bestScore > 0.01; step++) {
    const candidate = best.map((reel) => [...reel]);
    const moves = 1 + Math.floor(random() * 2);
    for (let m = 0; m < moves; m++) {
      const reel = Math.floor(random() * recipe.reels);
      const symbol = Math.floor(random() * recipe.symbols.length);
      const next = candidate[reel]![symbol]! + (random() < 0.5 ? -1 : 1);
      const floor = recipe.symbols[symbol]!.kind === 'regular' ? 1 : symbol === 1 ? 1 : 0;
      if (next < floor || next > 12) continue;
      candidate[reel]![symbol] = next;
    }
    if (candidate.some((reel) => reel.reduce((a, b) => a + b, 0) > maxLength)) continue;
    const candidateScore = score(recipe, candidate);
    if (candidateScore < bestScore) {
      best = candidate;
      bestScore = candidateScore;
    }
  }
  const figures = analyticRtp(buildModel(recipe, best));
  console.log(
    `${recipe.id}: RTP ${(figures.rtp * 100).toFixed(4)} % (target ${recipe.targetRtp}), trigger 1 in ${(1 / figures.triggerProbability).toFixed(0)}, retrigger ${figures.retriggerRate.toFixed(3)}, score ${bestScore.toFixed(4)}`,
  );
  return best;
}

for (const recipe of RECIPES) {
  if (only.length > 0 && !only.includes(recipe.id)) continue;
  saved[recipe.id] = tune(recipe, saved[recipe.id] ?? defaultCounts(recipe));
}
writeFileSync(
  file,
  `{\n${Object.entries(saved)
    .map(([id, counts]) => `  ${JSON.stringify(id)}: ${JSON.stringify(counts)}`)
    .join(',\n')}\n}\n`,
);
