/**
 * A reporter that writes one short paragraph per failed test (its title, where it failed and the
 * first lines of the error) to a file, so that the runner can print it after its summary: a CI log
 * that shows only its tail still says why the end-to-end step failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ERROR_LINES = 6;
const relative = (file: string) => file.replace(/^.*\/tests\//, 'tests/');
// Escape sequences that colour terminal output: the digest is read as plain text.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export default class FailureDigest implements Reporter {
  private readonly failures: string[] = [];

  constructor(private readonly options: { file?: string } = {}) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    // A timeout reports itself first and the step it interrupted next: both say where it hung.
    const lines = result.errors.slice(0, 2).flatMap((error) => {
      const at = error.location
        ? [`    at ${relative(error.location.file)}:${error.location.line}`]
        : [];
      const message = (error.message ?? '')
        .replace(ANSI, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, ERROR_LINES)
        .map((line) => `    ${line}`);
      return [...at, ...message];
    });
    this.failures.push(
      [
        `- ${test.titlePath().slice(2).join(' › ')} (${result.status} after ${Math.round(result.duration / 1000)} s)`,
        `    test at ${relative(test.location.file)}:${test.location.line}`,
        ...lines,
      ].join('\n'),
    );
  }

  onEnd(): void {
    const file = this.options.file;
    if (!file || this.failures.length === 0) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${this.failures.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
