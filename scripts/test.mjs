// npm test: install what is missing (Debian's chromium included), then every suite: lint,
// typecheck, unit and API tests, the site build, and the end-to-end suites in Chromium.
import { ensureChromium, ensureDependencies, run } from './lib.mjs';

const steps = [
  ['lint', ['exec', 'eslint', '.']],
  ['typecheck', ['-r', '--workspace-concurrency=1', 'typecheck']],
  ['unit and API tests', ['-r', '--workspace-concurrency=1', '--filter', '!@casino/e2e', 'test']],
  ['site build', ['--filter', '@casino/shell', 'exec', 'tsx', 'ops/cli.ts', 'build-site']],
  ['end-to-end', ['--filter', '@casino/e2e', 'test']],
];

ensureDependencies();
ensureChromium();

const results = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
  const started = Date.now();
  const status = run('pnpm', args, { env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  // The end-to-end suites need a built site.
  if (name === 'site build' && status !== 0) break;
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
