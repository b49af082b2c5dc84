// npm test: install what is missing (Debian's chromium included), then every suite: format, lint,
// typecheck and the site build beside the unit, API and fault suites, then the end-to-end suites
// in Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureDependencies } from './lib.mjs';

// From the start, installs included: the budget is for the whole command.
const suiteStarted = Date.now();

// The static checks and the site build take both cores; the unit, API and fault suites spend
// most of their time waiting on PostgreSQL, sockets and timers. So the two lanes run side by side,
// then the end-to-end suites alone: they take the whole machine. A lane's steps run in order.
const checks = [
  ['format', ['exec', 'prettier', '--check', '.']],
  ['lint', ['exec', 'eslint', '.']],
  ['typecheck', ['-r', '--workspace-concurrency=2', 'typecheck']],
  ['site build', ['--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', 'build-site']],
];
const suites = [
  // Every package runs even when one fails (--no-bail), so that one run names every failure;
  // the summary pnpm writes gives each package's status and duration. In dependency order pnpm
  // skips the packages that depend on a failed one (shared failing skipped nine): --no-sort.
  [
    'unit and API tests',
    [
      '-r',
      '--workspace-concurrency=1',
      '--no-bail',
      '--no-sort',
      '--report-summary',
      '--filter',
      '!@casino/e2e',
      'test',
    ],
  ],
  // The fault suite: PostgreSQL killed under load with the API, studio and sportsbook running
  // (api/faults), and the studio killed mid crash round (providers/studio/faults). The provider
  // frames' isolation is an end-to-end spec (e2e/tests/studio/frame-isolation.spec.ts).
  [
    'fault suite',
    [
      '-r',
      '--workspace-concurrency=1',
      '--filter',
      '@casino/api',
      '--filter',
      '@casino/studio',
      'test:faults',
    ],
  ],
];
const endToEnd = ['end-to-end', ['--filter', '@casino/e2e', 'test']];

// The concurrency suites end with the ledger audit on their own database and write its report
// here (api/src/modules/audit/suite-figure.ts); the step after the API tests prints the figures and
// fails when a suite's report is missing or shows a break.
const AUDITED_SUITES = ['wallet-concurrency', 'bet-group-commit', 'bet-group-commit-adaptive'];
const auditFigures = mkdtempSync(path.join(tmpdir(), 'casino-ledger-audit-'));
// The end-to-end failures, one paragraph each (e2e/failure-digest.ts), printed after the summary
// so that the tail of a CI log says why that step failed.
const failureDigest = path.join(auditFigures, 'e2e-failures.txt');

function ledgerAudit() {
  let ok = true;
  for (const suite of AUDITED_SUITES) {
    let report;
    try {
      report = JSON.parse(readFileSync(path.join(auditFigures, `${suite}.json`), 'utf8'));
    } catch {
      console.log(`${suite}: no audit report (the suite did not reach its closing audit)`);
      ok = false;
      continue;
    }
    const checks = report.checks
      .map((check) => `${check.name} ${check.breaks}/${check.examined}`)
      .join(', ');
    console.log(
      `${suite}: ${report.checks.length} checks, ${report.examined} rows examined, ${report.breaks} break(s) (breaks/examined: ${checks})`,
    );
    if (report.breaks !== 0) ok = false;
  }
  return ok;
}

/** pnpm's --report-summary file: where it writes it, in the workspace root. */
const EXEC_SUMMARY = 'pnpm-exec-summary.json';

/** Each package's status and seconds from pnpm's summary, a line each, slowest first. */
function packageSummary() {
  if (!existsSync(EXEC_SUMMARY)) return [];
  const { executionStatus } = JSON.parse(readFileSync(EXEC_SUMMARY, 'utf8'));
  rmSync(EXEC_SUMMARY, { force: true });
  return Object.entries(executionStatus)
    .sort(([, a], [, b]) => (b.duration ?? 0) - (a.duration ?? 0))
    .map(
      ([dir, { status, duration }]) =>
        `${status.padEnd(8)} ${path.relative(process.cwd(), dir).padEnd(28)} ${Math.round((duration ?? 0) / 1000)}s`,
    );
}

// A test runner's line that names a failed test ("FAIL file > suite > test", or "✗ …"), once
// the terminal's colours are stripped.
const FAILED_TEST = /^\s*(FAIL\b|✗)/;

/**
 * Runs one step and answers its status and failed-test lines. Its output is passed through as it
 * comes, or, with `buffered` (a step running beside another), kept and printed whole at its end.
 */
function runStep(args, env, buffered) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { env, stdio: ['inherit', 'pipe', 'pipe'] });
    const failedTests = [];
    const kept = [];
    // Line by line, per stream: readline joins a line (and a character) split across chunks.
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      if (!buffered) from.pipe(to, { end: false });
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        if (buffered) kept.push(line);
        const plain = stripVTControlCharacters(line);
        if (FAILED_TEST.test(plain)) failedTests.push(plain.trim());
      });
    }
    child.on('close', (code) => {
      if (buffered && kept.length > 0) process.stdout.write(`${kept.join('\n')}\n`);
      resolve({ status: code ?? 1, failedTests });
    });
  });
}

ensureDependencies();
ensureChromium();

const results = [];
let unitFailures = [];
let unitPackages = [];
const stepEnv = {
  ...process.env,
  FORCE_COLOR: '0',
  LEDGER_AUDIT_FIGURES: auditFigures,
  E2E_FAILURE_DIGEST: failureDigest,
};

/** Runs a lane's steps in order; answers false when a step that later steps need failed. */
async function runLane(lane, { buffered }) {
  for (const [name, args] of lane) {
    console.log(`\n=== ${name}: pnpm ${args.join(' ')}${buffered ? ' (output at its end)' : ''}`);
    const started = Date.now();
    const { status, failedTests } = await runStep(args, stepEnv, buffered);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (buffered) console.log(`=== ${name} ended (${seconds}s)`);
    results.push({ name, ok: status === 0, seconds });
    if (name === 'unit and API tests') {
      unitPackages = packageSummary();
      unitFailures = failedTests;
      console.log('\n=== ledger audit (closing each concurrency suite)');
      results.push({ name: 'ledger audit', ok: ledgerAudit(), seconds: 0 });
    }
    // The end-to-end suites need a built site.
    if (name === 'site build' && status !== 0) return false;
  }
  return true;
}

const [siteBuilt] = await Promise.all([
  runLane(checks, { buffered: true }),
  runLane(suites, { buffered: false }),
]);
if (siteBuilt) await runLane([endToEnd], { buffered: false });

console.log('\n=== summary');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
// The suite's budget (docs/benchmarks.md); a figure to read, not a failure.
console.log(`total ${Math.round((Date.now() - suiteStarted) / 1000)}s (budget 900s)`);
if (unitPackages.length > 0) {
  console.log('\n=== unit and API tests, by package');
  console.log(unitPackages.join('\n'));
}
if (unitFailures.length > 0) {
  console.log('\n=== unit and API test failures');
  console.log(unitFailures.join('\n'));
}
if (existsSync(failureDigest)) {
  console.log('\n=== end-to-end failures');
  console.log(readFileSync(failureDigest, 'utf8'));
}
rmSync(auditFigures, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
