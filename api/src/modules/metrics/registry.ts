/**
 * The process's Prometheus metrics, in one registry. Module-level on purpose: the group commit
 * and the pool instrumentation record into it without being handed an app.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/pool';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'casino_' });

export const httpRequests = new Counter({
  name: 'casino_http_requests_total',
  help: 'Requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'casino_http_request_duration_seconds',
  help: 'Time from request received to response sent, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const walletMovements = new Counter({
  name: 'casino_wallet_movements_total',
  help: 'Seamless-wallet bets, wins and rollbacks answered, by provider, kind and status (ok, insufficient_funds, ...)',
  labelNames: ['provider', 'kind', 'status'] as const,
  registers: [registry],
});

export const betBatchSize = new Histogram({
  name: 'casino_wallet_bet_batch_size',
  help: 'Bets sent to PostgreSQL together in one group-commit transaction',
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [registry],
});

export const balanceAnnouncementFailures = new Counter({
  name: 'casino_balance_announcement_failures_total',
  help: 'Balance announcements to the streams that failed after their movement committed (the shell polls instead)',
  registers: [registry],
});

export const poolAcquire = new Histogram({
  name: 'casino_db_pool_acquire_seconds',
  help: 'Time a query or transaction waited for a pooled PostgreSQL connection',
  buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

const pools = new Set<Db>();

/** Connections of the pools in use, sampled at each scrape. */
const poolConnections = new Gauge({
  name: 'casino_db_pool_connections',
  help: 'PostgreSQL pool: connections by state (total, idle) and callers waiting for one (waiting)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = (read: (pool: Db) => number) =>
      [...pools].reduce((total, pool) => total + read(pool), 0);
    this.set(
      { state: 'total' },
      sum((pool) => pool.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((pool) => pool.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((pool) => pool.waitingCount),
    );
  },
});
void poolConnections;

const INSTRUMENTED = Symbol('casino.metrics.pool');

/**
 * Times every checkout of `pool` (pool.query checks out through `connect` too) and counts its
 * connections from now on. Returns the function that stops counting them.
 */
export function observePool(pool: Db): () => void {
  pools.add(pool);
  const marked = pool as Db & { [INSTRUMENTED]?: true };
  if (!marked[INSTRUMENTED]) {
    marked[INSTRUMENTED] = true;
    const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
    (pool as { connect: unknown }).connect = (callback?: (...args: unknown[]) => void) => {
      const stop = poolAcquire.startTimer();
      if (typeof callback === 'function') {
        return connect((...args: unknown[]) => {
          stop();
          callback(...args);
        });
      }
      return (connect() as Promise<unknown>).finally(stop);
    };
  }
  return () => pools.delete(pool);
}

const ledgerAuditBreaks = new Gauge({
  name: 'casino_ledger_audit_breaks',
  help: 'Breaks the last ledger audit found, by check (0 = the ledger holds); alert on any value above 0',
  labelNames: ['check'] as const,
  registers: [registry],
});

const ledgerAuditLastRun = new Gauge({
  name: 'casino_ledger_audit_last_run_seconds',
  help: 'Unix time at which the last ledger audit finished; alert when it stops moving',
  registers: [registry],
});

/** The figures of one ledger audit report (the periodic job's `onReport`). */
export function recordLedgerAudit(
  report: { checks: Array<{ name: string; breaks: number }> },
  finishedAt = Date.now(),
): void {
  for (const check of report.checks) ledgerAuditBreaks.set({ check: check.name }, check.breaks);
  ledgerAuditLastRun.set(Math.floor(finishedAt / 1000));
}
