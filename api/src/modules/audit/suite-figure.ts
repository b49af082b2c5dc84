/**
 * `npm test` prints the ledger audit that ends each concurrency suite (scripts/test.mjs). When
 * LEDGER_AUDIT_FIGURES names a directory, a suite's closing report is written there as
 * `<suite>.json`; otherwise (a plain rstest run) nothing is written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditReport } from './reconcile';

export function recordSuiteAudit(suite: string, report: AuditReport): void {
  const directory = process.env.LEDGER_AUDIT_FIGURES;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, `${suite}.json`), `${JSON.stringify(report, null, 2)}\n`);
}
