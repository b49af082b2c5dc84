/**
 * The periodic ledger audit of the running API, against real PostgreSQL: each run's report goes
 * to the log (a break at error level) and to the `onReport` hook (the metrics' way in); runs repeat
 * at the interval until stopped. The interval is one checked configuration variable.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { ConfigError, loadConfig } from '../../config';
import { createPool, type Db } from '../../db/pool';
import { addPlayer, createTestContext, type TestContext } from '../../test/harness';
import { recordLedgerAudit, registry } from '../metrics/registry';
import { startReconcileJob, type AuditLog } from './job';
import type { AuditReport } from './reconcile';

let t: TestContext;
let admin: Db;
beforeAll(async () => {
  t = await createTestContext({}, 4);
  const url = new URL(process.env.TEST_PG_ADMIN_URL!);
  url.pathname = `/${t.database}`;
  admin = createPool(url.toString(), 1);
  await addPlayer(t.db, 'watched', 20_000);
});
afterAll(async () => {
  await admin.end();
  await t.close();
});

function recordingLog() {
  const lines: Array<{
    level: 'info' | 'error';
    fields: Record<string, unknown>;
    message: string;
  }> = [];
  const log: AuditLog = {
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
  return { log, lines };
}

const until = async (condition: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('periodic ledger audit', () => {
  it('audits at start and then at every interval, logging a clean ledger at info level, until stopped', async () => {
    const { log, lines } = recordingLog();
    const reports: AuditReport[] = [];
    const job = startReconcileJob(t.db, log, 100, { onReport: (report) => reports.push(report) });
    await until(() => reports.length >= 3);
    await job.stop();
    const seen = reports.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports.length).toBe(seen);
    expect(reports.every((r) => r.ok && r.breaks === 0 && r.examined > 0)).toBe(true);
    expect(lines.length).toBe(seen);
    expect(lines[0]).toMatchObject({ level: 'info', message: 'ledger audit: no break' });
    expect(lines[0]!.fields.audit).toMatchObject({ breaks: 0, checks: 8 });
  });

  it('logs a break at error level with the breaking checks and their examples', async () => {
    const { log, lines } = recordingLog();
    const reports: AuditReport[] = [];
    await admin.query(`UPDATE accounts SET balance = balance + 3 WHERE kind = 'cash'`);
    try {
      const job = startReconcileJob(t.db, log, 60_000, {
        onReport: (report) => reports.push(report),
      });
      await until(() => reports.length === 1);
      await job.stop();
    } finally {
      await admin.query(`UPDATE accounts SET balance = balance - 3 WHERE kind = 'cash'`);
    }
    expect(reports[0]).toMatchObject({ ok: false, breaks: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', message: 'ledger audit: 1 break(s)' });
    const audit = lines[0]!.fields.audit as {
      breaks: number;
      broken: Array<{ name: string; breaks: number; examples: unknown[] }>;
    };
    expect(audit.breaks).toBe(1);
    expect(audit.broken).toEqual([
      expect.objectContaining({
        name: 'account_balances',
        breaks: 1,
        examples: [expect.objectContaining({ kind: 'cash' })],
      }),
    ]);
  });

  it('sets the metrics an operator alerts on: breaks per check and the time of the last audit', async () => {
    const breaksOf = async (check: string) =>
      Number(
        (await registry.metrics()).match(
          new RegExp(`^casino_ledger_audit_breaks\\{check="${check}"\\} (\\d+)$`, 'm'),
        )?.[1],
      );
    const reports: AuditReport[] = [];
    const { log } = recordingLog();
    await admin.query(`UPDATE accounts SET balance = balance + 3 WHERE kind = 'cash'`);
    try {
      const job = startReconcileJob(t.db, log, 60_000, {
        onReport: (report) => (reports.push(report), recordLedgerAudit(report)),
      });
      await until(() => reports.length === 1);
      await job.stop();
    } finally {
      await admin.query(`UPDATE accounts SET balance = balance - 3 WHERE kind = 'cash'`);
    }
    expect(await breaksOf('account_balances')).toBe(1);
    expect(await breaksOf('transactions_balanced')).toBe(0);
    const lastRun = Number(
      (await registry.metrics()).match(/^casino_ledger_audit_last_run_seconds (\d+)$/m)?.[1],
    );
    expect(Math.abs(lastRun - Date.now() / 1000)).toBeLessThan(10);

    const job = startReconcileJob(t.db, log, 60_000, {
      onReport: (report) => (reports.push(report), recordLedgerAudit(report)),
    });
    await until(() => reports.length === 2);
    await job.stop();
    expect(await breaksOf('account_balances')).toBe(0);
  });

  it('logs an audit that cannot run at error level and keeps going', async () => {
    const { log, lines } = recordingLog();
    const closed = createPool(
      new URL(process.env.TEST_PG_ADMIN_URL!).toString().replace(/\/[^/]*$/, '/no_such_database'),
      1,
    );
    const job = startReconcileJob(closed, log, 50);
    await until(() => lines.length >= 2);
    await job.stop();
    await closed.end();
    expect(lines[0]).toMatchObject({ level: 'error', message: 'ledger audit could not run' });
    expect(lines[0]!.fields.err).toBeInstanceOf(Error);
  });
});

describe('RECONCILE_INTERVAL_MINUTES', () => {
  it('defaults to 15 minutes, accepts 0 (off) and refuses what is not a number of minutes from 0 to a day', () => {
    expect(loadConfig({}).reconcileIntervalMinutes).toBe(15);
    expect(loadConfig({ RECONCILE_INTERVAL_MINUTES: '0' }).reconcileIntervalMinutes).toBe(0);
    expect(loadConfig({ RECONCILE_INTERVAL_MINUTES: '60' }).reconcileIntervalMinutes).toBe(60);
    for (const bad of ['abc', '-1', '1441']) {
      let problem: ConfigError | undefined;
      try {
        loadConfig({ RECONCILE_INTERVAL_MINUTES: bad });
      } catch (error) {
        problem = error as ConfigError;
      }
      expect(problem).toBeInstanceOf(ConfigError);
      expect(problem!.problems).toEqual([
        expect.stringMatching(new RegExp(`^RECONCILE_INTERVAL_MINUTES: .*, got "${bad}"$`)),
      ]);
    }
  });
});
