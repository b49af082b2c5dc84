/**
 * The Casino Hold'em table's house edge, exactly: the ante game by full enumeration
 * (src/tables/poker/exact-ante.ts) with perfect play and with the simple strategy the help states,
 * the 1,755 distinct flops shared among `POKER_PROCESSES` processes (the machine's cores by
 * default); and the AA bonus by counting every five-card hand.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fiveCardCounts } from '../src/tables/poker/edges';
import {
  DEALS_PER_DECISION,
  DECISIONS,
  flopClasses,
  flopTotals,
} from '../src/tables/poker/exact-ante';

interface PartTotals {
  perfect: string;
  simple: string;
  perfectFolds: number;
  simpleFolds: number;
}

function playPart(part: number, parts: number): PartTotals {
  let perfect = 0n;
  let simple = 0n;
  let perfectFolds = 0;
  let simpleFolds = 0;
  flopClasses().forEach((flopClass, index) => {
    if (index % parts !== part) return;
    const totals = flopTotals(flopClass);
    perfect += totals.perfect;
    simple += totals.simple;
    perfectFolds += totals.perfectFolds;
    simpleFolds += totals.simpleFolds;
  });
  return { perfect: String(perfect), simple: String(simple), perfectFolds, simpleFolds };
}

function runPart(part: number, parts: number): Promise<PartTotals> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['part', String(part), String(parts)]);
    child.once('message', (totals) => resolve(totals as PartTotals));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`part ${part} exited with ${code}`));
    });
  });
}

/** A net in antes over every decision and deal, as the house's edge in percent of the ante. */
function edgeText(net: bigint): string {
  const deals = BigInt(DECISIONS) * BigInt(DEALS_PER_DECISION);
  const edge = Number((-net * 10n ** 12n) / deals) / 1e10;
  return `${edge.toFixed(6)} % (${-net} / ${deals})`;
}

async function main(): Promise<void> {
  const parts = Number(process.env.POKER_PROCESSES ?? availableParallelism());
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: parts }, (_, k) => runPart(k, parts)));
  const sum = (key: 'perfect' | 'simple') =>
    results.reduce((total, part) => total + BigInt(part[key]), 0n);
  const folds = (key: 'perfectFolds' | 'simpleFolds') =>
    ((results.reduce((total, part) => total + part[key], 0) / DECISIONS) * 100).toFixed(2);
  console.log(`Casino Hold'em ante game, exact, every deal (${parts} processes):`);
  console.log(
    `  perfect play: house edge ${edgeText(sum('perfect'))}, folds ${folds('perfectFolds')} %`,
  );
  console.log(
    `  simple strategy: house edge ${edgeText(sum('simple'))}, folds ${folds('simpleFolds')} %`,
  );
  const { returned, hands } = fiveCardCounts();
  console.log(
    `  AA bonus: ${returned} / ${hands} returned, house edge ${((1 - returned / hands) * 100).toFixed(4)} %`,
  );
  console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[2] === 'part') {
  process.send!(playPart(Number(process.argv[3]), Number(process.argv[4])));
} else {
  await main();
}
