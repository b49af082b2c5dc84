/** Where the e2e run's own servers live; separate ports and database from `npm start`. */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
export const siteDir = process.env.SITE_DIR ?? join(repoRoot, 'var', 'site');
export const sitePort = Number(process.env.E2E_SITE_PORT ?? 8180);
export const apiPort = Number(process.env.E2E_API_PORT ?? 3300);
export const studioPort = Number(process.env.E2E_STUDIO_PORT ?? 3500);
// Default 3600, or the studio's port + 100 when a run moved that (parallel runs must not meet).
export const sportsbookPort = Number(
  process.env.E2E_SPORTSBOOK_PORT ?? (process.env.E2E_STUDIO_PORT ? studioPort + 100 : 3600),
);
export const baseURL = `http://127.0.0.1:${sitePort}`;
/** The sandbox payment provider: its hosted payment page is on this origin of its own. */
export const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? 3700);
export const paymentsURL = `http://127.0.0.1:${paymentsPort}`;
/**
 * The API's payment settings: the adapters reach the run's sandbox, which sends the player back
 * (and calls the webhooks) on the run's site. The operator CLI pays out through the same sandbox.
 */
const paymentsWiring = { PAYMENTS_SANDBOX_URL: paymentsURL, PAYMENTS_PUBLIC_URL: baseURL };
/**
 * The providers' own origin (the edge's second port), as in the default install: the game and
 * sportsbook frames never run on the site's origin. Default: the site's port + 1.
 */
export const providersPort = Number(process.env.E2E_PROVIDERS_PORT ?? sitePort + 1);
export const providersURL = `http://127.0.0.1:${providersPort}`;
const providerBases = {
  STUDIO_BASE_URL: `${providersURL}/providers/studio`,
  SPORTSBOOK_BASE_URL: `${providersURL}/providers/sportsbook`,
};

/** The API's database settings for this run. */
export const apiEnv: Record<string, string> = {
  API_PORT: String(apiPort),
  PG_DATA_DIR: join(repoRoot, 'var', `e2e-pg-${process.env.E2E_PG_PORT ?? '54340'}`),
  PG_PORT: process.env.E2E_PG_PORT ?? '54340',
  LOG_LEVEL: 'warn',
  // Every browser of the run comes from 127.0.0.1: one address, where players have thousands.
  REMOTE_REPORTS_PER_MINUTE: '100000',
  // The contact page shows the configured address (tests/home/contact.spec.ts).
  SUPPORT_EMAIL: 'aide@casino-e2e.test',
  // A one-minute reality check is allowed, so a spec sees one come (tests/account/reality-check).
  RG_REALITY_CHECK_MIN_MINUTES: '1',
  ...providerBases,
  ...paymentsWiring,
};

/**
 * The game studio: its database on the run's PostgreSQL, its wallet the run's API, and shared
 * tables whose rounds come sooner (10 s of betting, the result up for 3 s; the draw as usual):
 * the specs that bet wait for a round's end. A spec still bets only with 5 s of betting left
 * (tests/studio/betting-window.ts).
 */
export const studioEnv: Record<string, string> = {
  STUDIO_PORT: String(studioPort),
  STUDIO_TABLE_BETTING_SECONDS: '10',
  STUDIO_TABLE_RESULT_SECONDS: '3',
  API_URL: `http://127.0.0.1:${apiPort}`,
  PG_DATA_DIR: apiEnv.PG_DATA_DIR!,
  PG_PORT: apiEnv.PG_PORT!,
  LOG_LEVEL: 'warn',
  STUDIO_FRAME_ANCESTORS: baseURL,
  STUDIO_SITE_ORIGIN: baseURL,
  ...paymentsWiring,
};

/**
 * The sportsbook: its database on the run's PostgreSQL, its wallet the run's API, and matches
 * short enough for a spec to see them kick off, finish and be settled (a round every 45 s per
 * league, a match of 12 s).
 */
export const sportsbookEnv: Record<string, string> = {
  SPORTSBOOK_PORT: String(sportsbookPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
  PG_DATA_DIR: apiEnv.PG_DATA_DIR!,
  PG_PORT: apiEnv.PG_PORT!,
  SPORTSBOOK_ROUND_SECONDS: '45',
  SPORTSBOOK_MATCH_SECONDS: '12',
  SPORTSBOOK_SUSPEND_SECONDS: '1',
  SPORTSBOOK_ABANDON_RATE: '0',
  LOG_LEVEL: 'warn',
  SPORTSBOOK_FRAME_ANCESTORS: baseURL,
  SPORTSBOOK_SITE_ORIGIN: baseURL,
};

/** The payment sandbox: its database on the run's PostgreSQL, its page on its own port. */
export const paymentsEnv: Record<string, string> = {
  PAYMENTS_PORT: String(paymentsPort),
  PAYMENTS_PUBLIC_URL: paymentsURL,
  PG_DATA_DIR: apiEnv.PG_DATA_DIR!,
  PG_PORT: apiEnv.PG_PORT!,
  LOG_LEVEL: 'warn',
};

/** The edge: the site on its port, the providers on theirs (frame-src from the same bases). */
/**
 * The specs check what the first views contain; on a loaded machine the API and the renderers'
 * sandbox can take longer than the production waits (the benches measure those). Every edge the
 * run starts, the specs' private copies included, uses these.
 */
export const firstViewWaits: Record<string, string> = {
  FIRST_VIEW_DATA_TIMEOUT_MS: '5000',
  FIRST_VIEW_SLACK_MS: '2000',
  FIRST_VIEW_LOAD_BUDGET_MS: '10000',
  FIRST_VIEW_LIMIT_MS: '5000',
};

export const siteEnv: Record<string, string> = {
  SITE_DIR: siteDir,
  ...firstViewWaits,
  API_URL: `http://127.0.0.1:${apiPort}`,
  STUDIO_URL: `http://127.0.0.1:${studioPort}`,
  SPORTSBOOK_URL: `http://127.0.0.1:${sportsbookPort}`,
  ...providerBases,
};

/** The flags Chromium needs on this kind of machine: no sandbox, no GPU, no background traffic. */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The suites and the benches that drive pages run Debian's headless build of Chromium (the same
 * Blink and V8 as the browser, without the desktop browser's windowing and compositor): it takes
 * about a third less CPU for the same tests, which on a two-core machine is the suite's time.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumFlags,
};

/** Lighthouse measures the full browser a player runs, in its new headless mode. */
export const chromiumBrowser = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', ...chromiumFlags],
};

/**
 * The operator CLI talks to the database the running API started: same data directory and port,
 * so it finds the server answering there (with the generated credentials kept beside the data
 * directory) and never starts a second one.
 */
/** Where the run's operator process (operator/server.ts) takes the specs' commands. */
export const operatorSocket = join(tmpdir(), `casino-e2e-operator-${sitePort}.sock`);

export const cliEnv: Record<string, string> = {
  PG_DATA_DIR: apiEnv.PG_DATA_DIR!,
  PG_PORT: apiEnv.PG_PORT!,
  LOG_LEVEL: 'warn',
  STUDIO_FRAME_ANCESTORS: baseURL,
  STUDIO_SITE_ORIGIN: baseURL,
  ...paymentsWiring,
};
