/**
 * One composed site for the whole run: the built site (var/site, made by `build-site`), the real
 * API on a fresh embedded PostgreSQL with the demo seed, the operator commands' process, the game
 * studio, the sportsbook, the payment sandbox and the edge server in front.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiEnv,
  cliEnv,
  paymentsEnv,
  providersPort,
  repoRoot,
  siteDir,
  siteEnv,
  sitePort,
  sportsbookEnv,
  studioEnv,
} from './environment';
import { startProcess, stopProcess } from './processes';

export default async function globalSetup() {
  if (!existsSync(join(siteDir, 'shell', 'index.html'))) {
    throw new Error(
      `No built site in ${siteDir}: run "pnpm --filter @casino/edge exec tsx src/cli.ts build-site"`,
    );
  }
  rmSync(apiEnv.PG_DATA_DIR!, { recursive: true, force: true });
  const api = await startProcess('api', ['--filter', '@casino/api', 'start'], apiEnv, /API ready/);
  const operator = await startProcess(
    'operator',
    ['--filter', '@casino/e2e', 'exec', 'tsx', 'operator/server.ts'],
    cliEnv,
    /Operator ready/,
  );
  execFileSync('pnpm', ['--silent', '--filter', '@casino/studio', 'build'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  const studio = await startProcess(
    'studio',
    ['--filter', '@casino/studio', 'start'],
    studioEnv,
    /Studio ready/,
  );
  const sportsbook = await startProcess(
    'sportsbook',
    ['--filter', '@casino/sportsbook', 'start'],
    sportsbookEnv,
    /Sportsbook ready/,
  );
  const payments = await startProcess(
    'payments',
    ['--filter', '@casino/payments-sandbox', 'start'],
    paymentsEnv,
    /Payments sandbox ready/,
  );
  const site = await startProcess(
    'site',
    [
      ...['--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', 'serve'],
      ...['--port', String(sitePort), '--providers-port', String(providersPort)],
    ],
    siteEnv,
    /Site ready/,
  );
  return async () => {
    await Promise.all(
      [site, payments, sportsbook, studio, operator, api].map((server) => stopProcess(server)),
    );
    printScreenshots();
  };
}

/** The screenshots the suites took, for people to look at after the run. */
function printScreenshots(): void {
  const dir = join(repoRoot, 'e2e', 'screenshots');
  if (!existsSync(dir)) return;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .sort();
  console.log(`\nScreenshots (${files.length}):`);
  for (const name of files) console.log(`  ${join(dir, name)}`);
}
