/**
 * A reporter that writes one short paragraph per failed test (its title, where it failed, the
 * first lines of the error and what the browser was doing: browser-log.ts) to a file, so that the
 * runner can print it after its summary: a CI log that shows only its tail still says why the
 * end-to-end step failed. Short, because that tail is short.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ERROR_LINES = 5;
/** Lines of a deep-equality diff that say nothing about this failure. */
const BOILERPLATE =
  /^\s*(expect\(received\)|- Expected|\+ Received|- Array \[\]|\+ Array \[|\]$|Call log:)/;
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
        .filter((line) => line.trim() !== '' && !BOILERPLATE.test(line))
        .slice(0, ERROR_LINES)
        .map((line) => `    ${line}`);
      return [...at, ...message];
    });
    const browserLog = result.attachments
      .filter((attachment) => attachment.name === 'browser-log' && attachment.body)
      .flatMap((attachment) => attachment.body!.toString('utf8').split('\n'))
      .filter((line) => line !== '')
      .map((line) => `    | ${line}`);
    this.failures.push(
      [
        `- ${test.titlePath().slice(2).join(' › ')} (${result.status} after ${Math.round(result.duration / 1000)} s)`,
        `    test at ${relative(test.location.file)}:${test.location.line}`,
        ...lines,
        ...browserLog,
      ].join('\n'),
    );
  }

  onEnd(): void {
    const file = this.options.file;
    if (!file) return;
    // A digest from an earlier run never stands for this one.
    rmSync(file, { force: true });
    if (this.failures.length === 0) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${this.failures.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
