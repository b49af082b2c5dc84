/**
 * Starts the studio: settings, its own database (migrated), the wallet client, the recovery job
 * for unconfirmed rounds, then listens and prints one "Studio ready" line.
 */
import { createWalletClient } from '@casino/wallet-client';
import { buildStudioApp } from './app';
import { loadStudioConfig, StudioConfigError } from './config';
import { BROADCAST_TICK_MS, CrashHub } from './crash/hub';
import { CrashLeader, DEFAULT_TIMING } from './crash/leader';
import { settleUnfinishedBets } from './crash/service';
import { openStudioDatabase } from './db/database';
import { payUnpaidJackpots } from './jackpot/payments';
import { ensurePools } from './jackpot/pools';
import { PoolReporter } from './jackpot/reporter';
import { RouletteHub } from './roulette/hub';
import { DEFAULT_ROULETTE_TIMING, RouletteLeader } from './roulette/leader';
import { settleRoulette } from './roulette/service';
import { settleUnfinishedRounds } from './slots/service';
import { recoverBlackjack } from './tables/blackjack/recovery';
import { recoverPoker } from './tables/poker/recovery';
import { TABLE_ENGINES, TABLE_FAMILIES } from './tables/engines';
import { TablesHub } from './tables/rounds/hub';
import { TableRoundLeader } from './tables/rounds/leader';
import { settleTables } from './tables/rounds/service';

let config;
try {
  config = loadStudioConfig();
} catch (error) {
  if (!(error instanceof StudioConfigError)) throw error;
  console.error(`The studio did not start:\n${error.message}`);
  process.exit(1);
}

const db = await openStudioDatabase(config);
await ensurePools(db);
const wallet = createWalletClient({
  baseUrl: config.walletUrl,
  provider: 'studio',
  secret: config.secret,
});
// Crash: one shared stream for every crash game; this instance leads it while it holds the lock.
const crashHub = new CrashHub(db, 'main', BROADCAST_TICK_MS, config.pushWorkers);
await crashHub.start();
// Roulette: one shared table stream for every auto-roulette game, led the same way.
const rouletteHub = new RouletteHub(db, 'main');
await rouletteHub.start();
// Tables: one shared stream per "bet then draw" family (baccarat, dragon tiger, …), led the same way.
const tablesHub = new TablesHub(db, 'main', TABLE_FAMILIES);
await tablesHub.start();
const app = await buildStudioApp({ config, db, wallet, crashHub, rouletteHub, tablesHub });
// A lost database connection is logged; the hubs listen again and re-read the round once it is back.
crashHub.onError = (error) => app.log.warn({ err: error }, 'crash hub: database; retrying');
rouletteHub.onError = (error) => app.log.warn({ err: error }, 'roulette hub: database; retrying');
const rouletteLeader = new RouletteLeader(
  { db, wallet, stream: 'main' },
  DEFAULT_ROULETTE_TIMING,
  (error) => app.log.error({ err: error }, 'roulette leader failed; retrying'),
);
rouletteLeader.start();
tablesHub.onError = (error) => app.log.warn({ err: error }, 'tables hub: database; retrying');
const tableLeaders = [...TABLE_ENGINES.values()].map(
  (rules) =>
    new TableRoundLeader({ db, wallet, stream: 'main', rules }, config.tableTiming, (error) =>
      app.log.error({ err: error, family: rules.family }, 'table leader failed; retrying'),
    ),
);
for (const leader of tableLeaders) leader.start();
const crashLeader = new CrashLeader({ db, wallet, stream: 'main' }, DEFAULT_TIMING, {
  onError: (error) => app.log.error({ err: error }, 'crash leader failed; retrying'),
});
crashLeader.start();
// The live pools, told to the platform within a second of a change (see jackpot/reporter.ts).
const poolReporter = new PoolReporter(db, wallet, 250, (error) =>
  app.log.warn({ err: error }, 'pool report failed; sent again on the next change'),
);
poolReporter.start();

const recover = async () => {
  try {
    const finished = await settleUnfinishedRounds(db, wallet);
    if (finished > 0) app.log.info({ finished }, 'unconfirmed slot rounds finished');
    const bets = await settleUnfinishedBets({ db, wallet, stream: 'main' });
    if (bets > 0) app.log.info({ bets }, 'unsettled crash bets finished');
    const paid = await settleRoulette({ db, wallet, stream: 'main' });
    if (paid > 0) app.log.info({ paid }, 'unsettled roulette wins paid');
    await recoverBlackjack({ db, wallet });
    await recoverPoker({ db, wallet });
    const tables = await settleTables({ db, wallet });
    if (tables > 0) app.log.info({ tables }, 'unsettled table wins paid');
    const jackpots = await payUnpaidJackpots(db, wallet);
    if (jackpots > 0) app.log.info({ jackpots }, 'unpaid jackpot hits paid');
  } catch (error) {
    app.log.error({ err: error }, 'recovery of unconfirmed rounds failed');
  }
};
const recovery = setInterval(() => void recover(), 30_000);
void recover();

await app.listen({ host: config.host, port: config.port });
console.log(`Studio ready on http://${config.host}:${config.port}${config.basePath}/`);

async function stop() {
  clearInterval(recovery);
  poolReporter.stop();
  await crashLeader.stop();
  await crashHub.stop();
  await rouletteLeader.stop();
  await rouletteHub.stop();
  for (const leader of tableLeaders) await leader.stop();
  await tablesHub.stop();
  await app.close();
  await db.end();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
