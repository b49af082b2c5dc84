/**
 * The Casino Hold'em table's house edge: the ante game by simulation (`POKER_HANDS`, 3·10^7 by
 * default; `POKER_SEED`) for each fold threshold of the simple strategy, with 95 % confidence
 * intervals, and the AA bonus exactly (every five-card hand counted).
 */
import { fiveCardCounts } from '../src/tables/poker/edges';
import { simulateEdges } from '../src/tables/poker/simulate';

const hands = Number(process.env.POKER_HANDS ?? 30_000_000);
const seed = Number(process.env.POKER_SEED ?? 2027);
const started = Date.now();
const percent = (x: number) => (x * 100).toFixed(4);
console.log(`Casino Hold'em ante game, ${hands} hands from fresh decks (seed ${seed}):`);
console.log('  call with a pair using a hole card, a 4-flush or open-ended draw, or a hole card ≥');
for (const { threshold, mean, halfWidth95, foldRate } of simulateEdges(hands, seed))
  console.log(
    `  ${String(threshold).padStart(2)}: house edge ${percent(-mean)} % ± ${percent(halfWidth95)} of the ante, folds ${percent(foldRate)} %`,
  );
const { returned, hands: fives } = fiveCardCounts();
console.log(
  `  AA bonus (exact): ${returned} / ${fives}, house edge ${percent(1 - returned / fives)} %`,
);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
