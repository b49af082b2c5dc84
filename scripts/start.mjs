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
// starts, their wallet secret the file it writes). A service that exits is restarted
// (scripts/supervise.mjs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { installHash, PIECES, pieceHash, readStamp, ROOT, writeStamp } from './build-inputs.mjs';
import { ensureDependencies, run } from './lib.mjs';
import { Supervisor } from './supervise.mjs';

const SITE_PORT = process.env.PORT ?? '8080';
const API_PORT = process.env.API_PORT ?? '3000';
const STUDIO_PORT = process.env.STUDIO_PORT ?? '3400';
const SPORTSBOOK_PORT = process.env.SPORTSBOOK_PORT ?? '3410';
const PAYMENTS_PORT = process.env.PAYMENTS_PORT ?? '3420';
// The providers' pages come from an origin of their own (the edge's second port), as an outside
// vendor's would: a provider page never runs where the player's token and the platform's API are.
const PROVIDERS_PORT = process.env.PROVIDERS_PORT ?? String(Number(SITE_PORT) + 1);
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
const PROVIDERS_ORIGIN = `http://127.0.0.1:${PROVIDERS_PORT}`;
const PAYMENTS_ORIGIN = `http://127.0.0.1:${PAYMENTS_PORT}`;
// The API reaches the payment sandbox at its port, and sends the player back (and the provider's
// webhooks) to the site's own address: both follow the ports chosen here, not the API's defaults.
const PAYMENTS_WIRING = { PAYMENTS_SANDBOX_URL: PAYMENTS_ORIGIN, PAYMENTS_PUBLIC_URL: SITE_ORIGIN };
const PROVIDER_BASES = {
  STUDIO_BASE_URL: `${PROVIDERS_ORIGIN}/providers/studio`,
  SPORTSBOOK_BASE_URL: `${PROVIDERS_ORIGIN}/providers/sportsbook`,
};
const SITE_DIR = process.env.SITE_DIR ?? join(ROOT, 'var', 'site');
const BUILD_STAMP = join(SITE_DIR, '.build-inputs.json');
const INSTALL_STAMP = join(ROOT, 'node_modules', '.casino-install-hash.json');

/** Seconds since this process started (node's own start-up included; npm's launcher, ~0.3 s, not). */
const since = () => `${process.uptime().toFixed(1)} s`;

// Every service runs under the supervisor: one that exits unexpectedly is started again after
// a back-off and logged; Ctrl+C (or a SIGTERM) stops them all and waits for them.
const supervisor = new Supervisor({
  onGiveUp: (name) => {
    console.error(`${name} keeps exiting; stopping everything.`);
    void shutDown(1);
  },
});

function startService(name, args, env, readyPattern) {
  return supervisor.start({ name, command: 'pnpm', args, env, readyPattern });
}

let shuttingDown = false;
async function shutDown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  await supervisor.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutDown(0));
process.on('SIGTERM', () => void shutDown(0));

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
  const api = startService(
    'api',
    ['--filter', '@casino/api', 'start'],
    { API_PORT, ...PROVIDER_BASES, ...PAYMENTS_WIRING },
    /API ready/,
  );
  const site = startService(
    'site',
    [
      ...['--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', 'serve'],
      ...['--port', SITE_PORT, '--providers-port', PROVIDERS_PORT],
    ],
    {
      SITE_DIR,
      ...PROVIDER_BASES,
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
      {
        STUDIO_PORT,
        API_URL: `http://127.0.0.1:${API_PORT}`,
        STUDIO_FRAME_ANCESTORS: SITE_ORIGIN,
        STUDIO_SITE_ORIGIN: SITE_ORIGIN,
      },
      /Studio ready/,
    ),
    startService(
      'sportsbook',
      ['--filter', '@casino/sportsbook', 'start'],
      {
        SPORTSBOOK_PORT,
        API_URL: `http://127.0.0.1:${API_PORT}`,
        SPORTSBOOK_FRAME_ANCESTORS: SITE_ORIGIN,
        SPORTSBOOK_SITE_ORIGIN: SITE_ORIGIN,
      },
      /Sportsbook ready/,
    ),
    startService(
      'payments',
      ['--filter', '@casino/payments-sandbox', 'start'],
      { PAYMENTS_PORT, PAYMENTS_PUBLIC_URL: PAYMENTS_ORIGIN },
      /Payments sandbox ready/,
    ),
  ]);
  console.log(`
  The site is running:  ${SITE_ORIGIN}
  Games and sportsbook: ${PROVIDERS_ORIGIN} (their own origin, framed by the site)
  Demo login:           demo / demo1234
  API docs:             http://127.0.0.1:${SITE_PORT}/api/docs
  From the command to a page: ${pageReady} (API and site ready); games and sportsbook too: ${since()}.
  Stop with Ctrl+C.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutDown(1);
}
