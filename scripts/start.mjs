// npm start: install what is missing, build what changed, start PostgreSQL (embedded), the API,
// the game studio, the sportsbook and the site, then print where to go, how to log in and how
// long it took from the command to a page.
//
// Warm start: every built piece (the shell, each remote, the studio's game clients) has a content
// hash of its sources, the packages it builds with, the lockfile, the root configuration and the
// build environment (scripts/build-inputs.mjs); a piece whose hash is the one recorded when it was
// last built is reused, the others are rebuilt alone. `pnpm install` runs only when the lockfile
// or a package.json changed. The API and the site server start together (the site needs only the
// API's address); the studio and the sportsbook follow the API (their database is the one it
// starts, their wallet secret the file it writes).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { installHash, PIECES, pieceHash, readStamp, ROOT, writeStamp } from './build-inputs.mjs';
import { ensureDependencies, run } from './lib.mjs';

const SITE_PORT = process.env.PORT ?? '8080';
const API_PORT = process.env.API_PORT ?? '3000';
const STUDIO_PORT = process.env.STUDIO_PORT ?? '3400';
const SPORTSBOOK_PORT = process.env.SPORTSBOOK_PORT ?? '3410';
const PAYMENTS_PORT = process.env.PAYMENTS_PORT ?? '3420';
const SITE_DIR = process.env.SITE_DIR ?? join(ROOT, 'var', 'site');
const BUILD_STAMP = join(SITE_DIR, '.build-inputs.json');
const INSTALL_STAMP = join(ROOT, 'node_modules', '.casino-install-hash.json');
const children = [];

/** Seconds since this process started (node's own start-up included; npm's launcher, ~0.3 s, not). */
const since = () => `${process.uptime().toFixed(1)} s`;

function startService(name, args, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(`[${name}] ${chunk}`);
      if (readyPattern.test(String(chunk))) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with code ${code}`)));
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

/** pnpm install when the lockfile or a package.json changed since the last install here. */
function installIfChanged() {
  const wanted = installHash();
  if (
    existsSync(join(ROOT, 'node_modules', '.modules.yaml')) &&
    readStamp(INSTALL_STAMP).hash === wanted
  ) {
    console.log(`Dependencies unchanged since the last install (${since()}).`);
    return;
  }
  ensureDependencies();
  writeStamp(INSTALL_STAMP, { hash: wanted });
}

/** Builds the pieces whose inputs changed; answers what was rebuilt. */
function buildChanged() {
  const recorded = readStamp(BUILD_STAMP);
  const hashes = Object.fromEntries(Object.keys(PIECES).map((piece) => [piece, pieceHash(piece)]));
  const changed = Object.keys(PIECES).filter((piece) => recorded[piece] !== hashes[piece]);
  const site = changed.filter((piece) => piece !== 'studio');
  const siteBuilt = existsSync(join(SITE_DIR, 'remotes.json'));
  if (site.length > 0 || !siteBuilt) {
    const only = siteBuilt ? ['--only', site.join(',')] : [];
    console.log(
      siteBuilt
        ? `Rebuilding ${site.join(', ')} (changed since the last build).`
        : 'Building the site.',
    );
    if (
      run(
        'pnpm',
        ['--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', 'build-site', ...only],
        { env: { ...process.env, SITE_DIR } },
      ) !== 0
    ) {
      throw new Error('Building the site failed');
    }
  }
  if (
    changed.includes('studio') ||
    !existsSync(join(ROOT, 'providers', 'studio', 'dist', 'client'))
  ) {
    if (run('pnpm', ['--filter', '@casino/studio', 'build']) !== 0)
      throw new Error('Building the game studio failed');
  }
  // Recorded only once everything built: an interrupted build is redone next time.
  writeStamp(BUILD_STAMP, hashes);
  return changed;
}

try {
  installIfChanged();
  const rebuilt = buildChanged();
  console.log(
    rebuilt.length === 0
      ? `Every build reused (${since()}).`
      : `Built ${rebuilt.join(', ')} (${since()}).`,
  );
  const api = startService('api', ['--filter', '@casino/api', 'start'], { API_PORT }, /API ready/);
  const site = startService(
    'site',
    ['--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', 'serve', '--port', SITE_PORT],
    {
      SITE_DIR,
      API_URL: `http://127.0.0.1:${API_PORT}`,
      STUDIO_URL: `http://127.0.0.1:${STUDIO_PORT}`,
      SPORTSBOOK_URL: `http://127.0.0.1:${SPORTSBOOK_PORT}`,
    },
    /Site ready/,
  );
  await Promise.all([api, site]);
  const pageReady = since();
  await Promise.all([
    startService(
      'studio',
      ['--filter', '@casino/studio', 'start'],
      { STUDIO_PORT, API_URL: `http://127.0.0.1:${API_PORT}` },
      /Studio ready/,
    ),
    startService(
      'sportsbook',
      ['--filter', '@casino/sportsbook', 'start'],
      { SPORTSBOOK_PORT, API_URL: `http://127.0.0.1:${API_PORT}` },
      /Sportsbook ready/,
    ),
    startService(
      'payments',
      ['--filter', '@casino/payments-sandbox', 'start'],
      { PAYMENTS_PORT },
      /Payments sandbox ready/,
    ),
  ]);
  console.log(`
  The site is running:  http://127.0.0.1:${SITE_PORT}
  Demo login:           demo / demo1234
  API docs:             http://127.0.0.1:${SITE_PORT}/api/docs
  From the command to a page: ${pageReady} (API and site ready); games and sportsbook too: ${since()}.
  Stop with Ctrl+C.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
