/**
 * The ledger audit of the running API: once at start, then every `intervalMs`. A clean ledger is
 * one info line; a break is an error line naming the broken checks with their examples, for
 * whoever watches the logs. `onReport` receives every report: that is where metrics (a gauge of
 * breaks per check, the time of the last audit) plug in. One audit at a time: a run still going
 * when the next is due is not doubled.
 */
import type { Db } from '../../db/pool';
import { reconcileLedger, type AuditReport } from './reconcile';

/** The two levels of a pino logger the job writes at (`app.log` fits). */
export interface AuditLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface ReconcileJobOptions {
  /** Called with every report, clean or not. */
  onReport?: (report: AuditReport) => void;
}

export interface ReconcileJob {
  /** Runs an audit now, or answers the one already running. */
  runNow(): Promise<AuditReport | undefined>;
  /** No further audits; resolves once a running one has finished. */
  stop(): Promise<void>;
}

function logReport(log: AuditLog, report: AuditReport): void {
  const audit = {
    breaks: report.breaks,
    examined: report.examined,
    checks: report.checks.length,
    durationMs: report.durationMs,
  };
  if (report.ok) {
    log.info({ audit }, 'ledger audit: no break');
    return;
  }
  const broken = report.checks
    .filter((c) => c.breaks > 0)
    .map(({ name, rule, breaks, examined, examples }) => ({
      name,
      rule,
      breaks,
      examined,
      examples,
    }));
  log.error({ audit: { ...audit, broken } }, `ledger audit: ${report.breaks} break(s)`);
}

export function startReconcileJob(
  db: Db,
  log: AuditLog,
  intervalMs: number,
  options: ReconcileJobOptions = {},
): ReconcileJob {
  let running: Promise<AuditReport | undefined> | undefined;
  let stopped = false;

  const runNow = (): Promise<AuditReport | undefined> => {
    running ??= (async () => {
      try {
        const report = await reconcileLedger(db);
        if (stopped) return report;
        logReport(log, report);
        options.onReport?.(report);
        return report;
      } catch (error) {
        // The database going away while the API shuts down is not a finding.
        if (!stopped) log.error({ err: error }, 'ledger audit could not run');
        return undefined;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void runNow(), intervalMs);
  // The audit never keeps the process alive on its own.
  timer.unref();
  void runNow();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
