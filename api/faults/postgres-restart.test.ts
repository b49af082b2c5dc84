/**
 * PostgreSQL killed (SIGKILL of the postmaster) while players spin and the studio's shared rounds
 * run, with the API, the studio and the sportsbook running as real processes. The API starts the
 * database again; afterwards every process is up and ready, the crash and roulette streams go
 * on, every spin the studio acknowledged has its movements in the platform's ledger, and the
 * ledger audit finds no break.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { REPO_VAR_DIR } from '../src/db/embedded';
import { reconcileLedger } from '../src/modules/audit/reconcile';
import { portFrom, startService, status, stopAll, until, type Service } from './services';

const SLOT_GAME = 1001;
const services: Service[] = [];
let ports: { pg: number; api: number; studio: number; sportsbook: number };
let dataDir: string;
let api: string;
let studio: string;
let sportsbook: string;
let casinoDb: pg.Pool;
let studioDb: pg.Pool;

function superuserUrl(database: string): string {
  const { superuser } = JSON.parse(readFileSync(`${dataDir}.credentials.json`, 'utf8')) as {
    superuser: string;
  };
  return `postgres://postgres:${superuser}@127.0.0.1:${ports.pg}/${database}`;
}

async function allReady(): Promise<boolean> {
  const answers = await Promise.all([
    status(`${api}/api/ready`),
    status(`${studio}/providers/studio/ready`),
    status(`${sportsbook}/providers/sportsbook/ready`),
  ]);
  return answers.every((code) => code === 200);
}

/** A slot session of the demo player, opened the way the lobby's frame opens it. */
async function slotSession(): Promise<{ session: string; lineBet: number }> {
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const start = await fetch(`${api}/api/StartGame`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ game_id: SLOT_GAME }),
  });
  const { url } = (await start.json()) as { url: string };
  const launch = new URL(url, studio);
  const played = await fetch(`${studio}${launch.pathname}${launch.search}`, { redirect: 'manual' });
  const gamePath = played.headers.get('location')!;
  const session = /\/game\/([A-Za-z0-9_-]+)$/.exec(gamePath)![1]!;
  const page = await (await fetch(new URL(gamePath, studio))).text();
  const lineBet = Number(/"lineBets":\[(\d+)/.exec(page)![1]);
  return { session, lineBet };
}

/** Spins until `running()` is false; answers the rounds the studio acknowledged (200). */
async function spinLoop(running: () => boolean, acknowledged: number[]): Promise<void> {
  const { session, lineBet } = await slotSession();
  while (running()) {
    try {
      const response = await fetch(`${studio}/providers/studio/api/slots/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, lineBet }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 200)
        acknowledged.push(((await response.json()) as { round: number }).round);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Whether the crash stream took a step since the restarted database came up: a new round, or a
 * round started, crashed or voided since. Waiting for the next round instead could take minutes: a
 * round flies as long as its random crash point makes it. Each of these steps comes within a
 * betting phase or a pause of the leader's taking the lead again.
 */
async function crashStepSinceRestart(roundBefore: number): Promise<boolean> {
  const { rows } = await studioDb.query<{ moved: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM crash_rounds
        WHERE id > $1 OR greatest(started_at, crashed_at, voided_at) > pg_postmaster_start_time()
     ) AS moved`,
    [roundBefore],
  );
  return rows[0]!.moved;
}

async function latestRounds(): Promise<{ crash: number; roulette: number }> {
  const { rows } = await studioDb.query<{ crash: number; roulette: number }>(
    `SELECT (SELECT coalesce(max(id), 0)::int FROM crash_rounds) AS crash,
            (SELECT coalesce(max(id), 0)::int FROM roulette_rounds) AS roulette`,
  );
  return rows[0]!;
}

beforeAll(async () => {
  ports = {
    pg: await portFrom('FAULT_PG_PORT'),
    api: await portFrom('FAULT_API_PORT'),
    studio: await portFrom('FAULT_STUDIO_PORT'),
    sportsbook: await portFrom('FAULT_SPORTSBOOK_PORT'),
  };
  dataDir = join(REPO_VAR_DIR, `faults-pg-${ports.pg}`);
  rmSync(dataDir, { recursive: true, force: true });
  for (const file of ['credentials', 'studio-credentials', 'sportsbook-credentials'])
    rmSync(`${dataDir}.${file}.json`, { force: true });
  api = `http://127.0.0.1:${ports.api}`;
  studio = `http://127.0.0.1:${ports.studio}`;
  sportsbook = `http://127.0.0.1:${ports.sportsbook}`;
  const database = { PG_PORT: String(ports.pg), PG_DATA_DIR: dataDir, API_URL: api };
  await startService(
    'api',
    '@casino/api',
    { ...database, API_PORT: String(ports.api) },
    /API ready/,
    services,
  );
  await Promise.all([
    startService(
      'studio',
      '@casino/studio',
      { ...database, STUDIO_PORT: String(ports.studio) },
      /Studio ready/,
      services,
    ),
    startService(
      'sportsbook',
      '@casino/sportsbook',
      { ...database, SPORTSBOOK_PORT: String(ports.sportsbook) },
      /Sportsbook ready/,
      services,
    ),
  ]);
  casinoDb = new pg.Pool({ connectionString: superuserUrl('casino'), max: 2 });
  studioDb = new pg.Pool({ connectionString: superuserUrl('studio'), max: 2 });
  // Lost connections fail their query only (the suite polls again).
  casinoDb.on('error', () => undefined);
  studioDb.on('error', () => undefined);
});

afterAll(async () => {
  await casinoDb?.end().catch(() => undefined);
  await studioDb?.end().catch(() => undefined);
  await stopAll(services);
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    // The cluster's passwords, and those the studio and the sportsbook keep beside it.
    for (const file of ['credentials', 'studio-credentials', 'sportsbook-credentials'])
      rmSync(`${dataDir}.${file}.json`, { force: true });
  }
});

describe('PostgreSQL killed under load', () => {
  it('comes back; every process is ready, rounds go on, no acknowledged movement is lost', async () => {
    await until('every process ready', allReady);
    const acknowledged: number[] = [];
    let load = true;
    const players = [spinLoop(() => load, acknowledged), spinLoop(() => load, acknowledged)];
    await until('spins under way', async () => acknowledged.length >= 5);

    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    const beforeRestart = acknowledged.length;
    await until('the database restarted', async () => {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return pid !== postmaster && (await status(`${api}/api/ready`)) === 200;
    });
    await until('every process ready again', allReady, 60_000);
    const after = await latestRounds();
    await until(
      'spins acknowledged after the restart',
      async () => acknowledged.length > beforeRestart + 3,
    );
    load = false;
    await Promise.all(players);

    // The shared streams lead again: the crash stream takes a step, roulette deals a new round.
    await until(
      'a crash step and a new roulette round',
      async () =>
        (await crashStepSinceRestart(after.crash)) &&
        (await latestRounds()).roulette > after.roulette,
      60_000,
    );
    for (const service of services) expect(service.child.exitCode).toBeNull();

    // Every spin the studio acknowledged was taken by the wallet, once.
    const { rows } = await casinoDb.query<{ reference: string }>(
      `SELECT reference FROM wallet_transactions WHERE source = 'studio' AND kind = 'bet' AND reference = ANY($1)`,
      [acknowledged.map((round) => `${round}:bet`)],
    );
    expect(rows.length).toBe(new Set(acknowledged).size);
    const report = await reconcileLedger(casinoDb);
    expect(report.breaks).toBe(0);
    expect(report.examined).toBeGreaterThan(0);
  });
});
