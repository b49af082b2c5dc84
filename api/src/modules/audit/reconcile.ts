/**
 * Ledger audit: checks the invariants the wallet's tests check (see repository.ts), on the live
 * tables, and answers a structured report. All checks read one snapshot (REPEATABLE READ, read
 * only), so movements committed while the audit runs can never look like a break: each check sees
 * the same, consistent ledger, and the writers are never blocked.
 */
import type { Db } from '../../db/pool';
import { CHECKS, runCheck } from './repository';

export interface AuditCheck {
  name: string;
  rule: string;
  unit: string;
  /** Rows the check looked at. */
  examined: number;
  breaks: number;
  /** The first breaks (at most `examples` of the options), as rows of the tables. */
  examples: Array<Record<string, unknown>>;
}

export interface AuditReport {
  ok: boolean;
  /** Total breaks over every check. */
  breaks: number;
  examined: number;
  checkedAt: string;
  durationMs: number;
  checks: AuditCheck[];
}

export interface ReconcileOptions {
  /** Breaks kept as examples per check (default 5). */
  examples?: number;
}

export async function reconcileLedger(
  db: Db,
  options: ReconcileOptions = {},
): Promise<AuditReport> {
  const examples = options.examples ?? 5;
  const started = Date.now();
  const checkedAt = new Date(started).toISOString();
  const client = await db.connect();
  const checks: AuditCheck[] = [];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const check of CHECKS) {
      const count = await runCheck(client, check, examples);
      checks.push({ name: check.name, rule: check.rule, unit: check.unit, ...count });
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const breaks = checks.reduce((sum, c) => sum + c.breaks, 0);
  return {
    ok: breaks === 0,
    breaks,
    examined: checks.reduce((sum, c) => sum + c.examined, 0),
    checkedAt,
    durationMs: Date.now() - started,
    checks,
  };
}

/** The report as the CLI prints it: one line per check, then its example breaks. */
export function formatAuditReport(report: AuditReport): string[] {
  const lines = [
    `ledger audit at ${report.checkedAt}: ${report.checks.length} checks, ${report.examined} rows examined, ` +
      `${report.breaks} break(s) (${report.durationMs} ms)`,
  ];
  const width = Math.max(...report.checks.map((c) => c.name.length));
  for (const check of report.checks) {
    const status = check.breaks === 0 ? 'ok   ' : 'BREAK';
    lines.push(
      `  ${status} ${check.name.padEnd(width)}  ${check.breaks} break(s) in ${check.examined} ${check.unit}: ${check.rule}`,
    );
    for (const example of check.examples) lines.push(`          ${JSON.stringify(example)}`);
    if (check.breaks > check.examples.length)
      lines.push(`          … and ${check.breaks - check.examples.length} more`);
  }
  lines.push(report.ok ? 'ledger audit: no break' : `ledger audit: ${report.breaks} break(s)`);
  return lines;
}
