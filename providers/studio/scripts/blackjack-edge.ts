/**
 * The blackjack table's house edge under basic strategy, by simulation (`BLACKJACK_ROUNDS`, 10^8
 * by default; `BLACKJACK_SEED`), with its 95 % confidence interval, and the insurance's exact edge.
 */
import { insuranceEdge } from '../src/tables/blackjack/edges';
import { simulateEdge } from '../src/tables/blackjack/simulate';

const rounds = Number(process.env.BLACKJACK_ROUNDS ?? 100_000_000);
const seed = Number(process.env.BLACKJACK_SEED ?? 2026);
const started = Date.now();
const percent = (x: number) => (x * 100).toFixed(4);
const { mean, halfWidth95 } = simulateEdge(rounds, seed, (running) =>
  console.log(
    `  after ${running.rounds} rounds: ${percent(-running.mean)} % ± ${percent(running.halfWidth95)}`,
  ),
);
console.log(`blackjack, basic strategy, ${rounds} rounds from fresh 6-deck shoes (seed ${seed}):`);
console.log(
  `  house edge ${percent(-mean)} % ± ${percent(halfWidth95)} (95 %: ${percent(-mean - halfWidth95)} – ${percent(-mean + halfWidth95)} %)`,
);
console.log(`  insurance (exact): house edge ${percent(insuranceEdge())} %`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
