/**
 * Crash run (not a timed test): `pnpm --filter @casino/api crash`.
 *
 * Its own embedded PostgreSQL (CRASH_PG_DATA_DIR, CRASH_PG_PORT; a fresh database each run) and
 * the real API as a child process (`node --import tsx src/main.ts`, one process, so that kill -9
 * reaches the server itself) with DATABASE_URL (the API's role), DATABASE_OWNER_URL and API_PORT.
 * 20 clients play steady rounds through the real signed seamless-wallet endpoints: 1 to 3 bets, now
 * and then a rollback of the last one, then the win that closes the round. Every answer 200 `ok` is
 * an acknowledged movement and is recorded. A request that fails (connection refused or reset, a
 * 5xx while PostgreSQL is down) is sent again, freshly signed, with the same reference and body,
 * until it is answered, as a provider does.
 *
 * Phases of CRASH_PHASE_SECONDS (8) each: steady; kill -9 of the API, restart, steady; kill -9 of
 * the PostgreSQL postmaster, restart (crash recovery), steady. Then the clients stop, the API stops,
 * and the check: every acknowledged movement is in the ledger with the transaction id it was
 * acknowledged with and whole (two entries of -amount and +amount), every player's balance is
 * exactly what the acknowledged movements say, and the ledger audit finds no break. Exit code 1
 * otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  REPO_VAR_DIR,
  localUrl,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../src/db/embedded';
import { createPool, type Db } from '../src/db/pool';
import { API_ROLE, OWNER_ROLE, provisionDatabase } from '../src/db/roles';
import { formatAuditReport, reconcileLedger } from '../src/modules/audit/reconcile';
import { openRedeemedSession } from '../src/modules/launch/repository';
import { createPlayer } from '../src/modules/players/service';
import { signRequest } from '../src/modules/seamless/signature';
import { deposit } from '../src/modules/wallet/service';

const CLIENTS = 20;
const PHASE_SECONDS = Number(process.env.CRASH_PHASE_SECONDS || 8);
const PG_PORT = Number(process.env.CRASH_PG_PORT || 54369);
const PG_DATA_DIR = process.env.CRASH_PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg-crash');
const API_PORT = Number(process.env.CRASH_API_PORT || 3369);
const DATABASE = 'casino_crash';
const DEPOSIT = 1_000_000_000;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secret = randomBytes(32).toString('hex');

type Kind = 'bet' | 'win' | 'rollback';
type Phase =
  'steady' | 'API killed' | 'after API restart' | 'PostgreSQL killed' | 'after PostgreSQL restart';
const PHASES: Phase[] = [
  'steady',
  'API killed',
  'after API restart',
  'PostgreSQL killed',
  'after PostgreSQL restart',
];

interface Acknowledged {
  phase: Phase;
  kind: Kind;
  /** As stored: a rollback is keyed `rollback/<bet reference>`. */
  reference: string;
  amount: number;
  transactionId: number;
  playerId: number;
  /** The first answer was lost (crash); a retry found the movement already done. */
  replayed: boolean;
}

const state = {
  phase: 'steady' as Phase,
  stopping: false,
  acknowledged: [] as Acknowledged[],
  /** Failed attempts (later retried) per phase. */
  failures: Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>,
  /** Why attempts failed, per phase: connection errors by code, answers by HTTP status. */
  reasons: Object.fromEntries(PHASES.map((p) => [p, new Map<string, number>()])) as Record<
    Phase,
    Map<string, number>
  >,
  refused: [] as string[],
};

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${line}`);

// --- the API as a child process --------------------------------------------------------------

let api: ChildProcess | undefined;

function startApi(databaseUrl: string, ownerUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: String(API_PORT),
      DATABASE_URL: databaseUrl,
      DATABASE_OWNER_URL: ownerUrl,
      STUDIO_SECRET: secret,
      SPORTSBOOK_SECRET: secret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready on')) resolve(child);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `the API exited (${code ?? signal}) before it was ready:\n${output.slice(-2000)}`,
        ),
      ),
    );
  });
}

async function killApi(): Promise<void> {
  const child = api!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGKILL');
  await exited;
}

// --- PostgreSQL ---------------------------------------------------------------------------------

let postgres: EmbeddedServer | undefined;

function postmasterPid(): number {
  return Number(readFileSync(path.join(PG_DATA_DIR, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the cluster; after a kill -9 its orphaned backends may hold shared memory a little while. */
async function startPostgres(): Promise<EmbeddedServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmbeddedPostgres({
        dataDir: PG_DATA_DIR,
        port: PG_PORT,
        replaceLegacy: true,
      });
    } catch (error) {
      if (attempt >= 60) throw error;
      await sleep(500);
    }
  }
}

// --- the clients ----------------------------------------------------------------------------------

interface Answer {
  status?: string;
  transaction_id?: number;
  replayed?: boolean;
  rolled_back?: number;
}

/** One seamless-wallet call, sent until it is answered; a refusal is recorded and returned. */
async function call(
  action: Kind,
  body: Record<string, unknown>,
): Promise<Answer & { http: number }> {
  const raw = JSON.stringify({ kind: action, ...body });
  const urlPath = `/api/wallet/studio/${action}`;
  for (let attempt = 0; ; attempt++) {
    let reason: string;
    try {
      const timestamp = String(Date.now());
      const response = await fetch(`http://127.0.0.1:${API_PORT}${urlPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signRequest({
            secret,
            timestamp,
            method: 'POST',
            path: urlPath,
            body: raw,
          }),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.status === 200 || (response.status < 500 && response.status !== 408))
        return { ...answer, http: response.status };
      reason = `HTTP ${response.status}`;
    } catch (error) {
      // Refused or reset connection, timeout: the API or PostgreSQL is down.
      const { name, cause } = error as { name?: string; cause?: { code?: string } };
      reason = cause?.code ?? name ?? 'error';
    }
    // Counted in the phase it failed in (a request sent just before a kill fails just after it).
    const phase = state.phase;
    state.failures[phase]++;
    state.reasons[phase].set(reason, (state.reasons[phase].get(reason) ?? 0) + 1);
    if (attempt >= 300)
      throw new Error(
        `${action} ${String(body.reference)}: no answer after ${attempt + 1} attempts`,
      );
    await sleep(Math.min(1_000, 50 * 2 ** Math.min(attempt, 5)));
  }
}

async function move(
  playerId: number,
  kind: Kind,
  body: Record<string, unknown>,
  amount: number,
): Promise<boolean> {
  const answer = await call(kind, body);
  if (answer.http !== 200 || answer.status !== 'ok' || answer.transaction_id === undefined) {
    state.refused.push(`${kind} ${String(body.reference)}: ${answer.http} ${answer.status ?? ''}`);
    return false;
  }
  const reference =
    kind === 'rollback' ? `rollback/${String(body.reference)}` : String(body.reference);
  state.acknowledged.push({
    phase: state.phase,
    kind,
    reference,
    amount,
    transactionId: answer.transaction_id,
    playerId,
    replayed: answer.replayed === true,
  });
  return true;
}

async function client(index: number, playerId: number, token: string): Promise<void> {
  let seed = index + 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; !state.stopping; round++) {
    const roundRef = `c${index}-r${round}`;
    const bets: Array<{ reference: string; amount: number }> = [];
    const count = 1 + Math.floor(random() * 3);
    for (let b = 0; b < count; b++) {
      const bet = {
        reference: `c${index}-r${round}-b${b}`,
        amount: 100 + Math.floor(random() * 4_900),
      };
      if (
        await move(
          playerId,
          'bet',
          { token, round: roundRef, reference: bet.reference, amount: bet.amount },
          bet.amount,
        )
      )
        bets.push(bet);
    }
    // Now and then the provider cancels the last bet (the round keeps at least one).
    if (bets.length >= 2 && random() < 0.3) {
      const last = bets.pop()!;
      await move(playerId, 'rollback', { token, reference: last.reference }, last.amount);
    }
    if (bets.length === 0) continue;
    const staked = bets.reduce((sum, b) => sum + b.amount, 0);
    const win = random() < 0.5 ? 0 : Math.floor(random() * 2 * staked);
    await move(
      playerId,
      'win',
      {
        token,
        round: roundRef,
        reference: `c${index}-r${round}-w`,
        amount: win,
        close_round: true,
      },
      win,
    );
  }
}

// --- the run --------------------------------------------------------------------------------------

function count(phase: Phase, kind?: Kind): number {
  return state.acknowledged.filter(
    (a) => a.phase === phase && (kind === undefined || a.kind === kind),
  ).length;
}

async function verify(db: Db) {
  const { rows } = await db.query<{
    reference: string;
    id: number;
    kind: string;
    amount: number;
    entries: number;
    debit: number;
    credit: number;
  }>(
    `SELECT t.reference, t.id, t.kind, t.amount, count(e.account_id)::int AS entries,
            coalesce(min(e.amount), 0) AS debit, coalesce(max(e.amount), 0) AS credit
       FROM wallet_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.source = 'studio' GROUP BY t.id`,
  );
  const stored = new Map(rows.map((r) => [r.reference, r]));
  const byPhase = new Map<
    Phase,
    { acknowledged: number; found: number; missing: number; partial: number; different: number }
  >();
  for (const p of PHASES)
    byPhase.set(p, { acknowledged: 0, found: 0, missing: 0, partial: 0, different: 0 });
  for (const a of state.acknowledged) {
    const figures = byPhase.get(a.phase)!;
    figures.acknowledged++;
    const row = stored.get(a.reference);
    if (!row) {
      figures.missing++;
      continue;
    }
    figures.found++;
    if (row.id !== a.transactionId || row.kind !== a.kind || row.amount !== a.amount)
      figures.different++;
    const whole =
      a.amount === 0
        ? row.entries === 0
        : row.entries === 2 && row.debit === -a.amount && row.credit === a.amount;
    if (!whole) figures.partial++;
  }
  const balances = await db.query<{ player_id: number; balance: number }>(
    `SELECT player_id, balance FROM accounts WHERE kind = 'cash'`,
  );
  const expected = new Map<number, number>();
  for (const a of state.acknowledged) {
    expected.set(
      a.playerId,
      (expected.get(a.playerId) ?? DEPOSIT) + (a.kind === 'bet' ? -a.amount : a.amount),
    );
  }
  const mismatched = balances.rows.filter(
    (r) => expected.has(r.player_id) && expected.get(r.player_id) !== r.balance,
  );
  return {
    byPhase,
    mismatched,
    unacknowledgedInLedger: rows.length - new Set(state.acknowledged.map((a) => a.reference)).size,
  };
}

async function main(): Promise<number> {
  mkdirSync(path.dirname(PG_DATA_DIR), { recursive: true });
  const first = await startPostgres();
  postgres = first;
  const { credentials } = first;
  const admin = createPool(first.adminUrl, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
  await provisionDatabase(first.adminUrl, DATABASE, credentials);
  const apiUrl = localUrl(PG_PORT, DATABASE, API_ROLE, credentials.api);
  const ownerUrl = localUrl(PG_PORT, DATABASE, OWNER_ROLE, credentials.owner);

  api = await startApi(apiUrl, ownerUrl);
  log(
    `PostgreSQL pid ${postmasterPid()} on ${PG_PORT} (${PG_DATA_DIR}); API pid ${api.pid} on ${API_PORT}`,
  );
  const db = createPool(apiUrl, 4);
  const players: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < CLIENTS; i++) {
    const id = await createPlayer(db, { username: `crash${i}`, password: 'crash-password' });
    await deposit(db, id, DEPOSIT, `crash:deposit:${i}`);
    const { token } = await openRedeemedSession(db, {
      playerId: id,
      provider: 'studio',
      gameId: 1001,
      minutes: 120,
    });
    players.push({ id, token });
  }
  await db.end();

  const clients = Promise.all(players.map((p, i) => client(i, p.id, p.token)));
  const outage: Record<string, number> = {};
  await sleep(PHASE_SECONDS * 1000);

  state.phase = 'API killed';
  let down = Date.now();
  await killApi();
  log(`kill -9 API (pid ${api.pid})`);
  await sleep(1_000);
  api = await startApi(apiUrl, ownerUrl);
  outage.api = Date.now() - down;
  log(`API restarted (pid ${api.pid}) after ${outage.api} ms`);
  state.phase = 'after API restart';
  await sleep(PHASE_SECONDS * 1000);

  state.phase = 'PostgreSQL killed';
  const pid = postmasterPid();
  down = Date.now();
  process.kill(pid, 'SIGKILL');
  while (alive(pid)) await sleep(20);
  log(`kill -9 PostgreSQL postmaster (pid ${pid})`);
  await sleep(1_000);
  postgres = await startPostgres();
  outage.postgres = Date.now() - down;
  log(`PostgreSQL restarted (pid ${postmasterPid()}, crash recovery) after ${outage.postgres} ms`);
  state.phase = 'after PostgreSQL restart';
  await sleep(PHASE_SECONDS * 1000);

  state.stopping = true;
  await clients;
  const stopped = new Promise((resolve) => api!.once('exit', resolve));
  api.kill('SIGTERM');
  await stopped;
  api = undefined;

  const check = createPool(apiUrl, 2);
  const { byPhase, mismatched, unacknowledgedInLedger } = await verify(check);
  const audit = await reconcileLedger(check);
  await check.end();

  console.log('');
  console.log(
    `crash run: ${CLIENTS} clients, ${PHASE_SECONDS} s per phase; API down ${outage.api} ms, PostgreSQL down ${outage.postgres} ms`,
  );
  console.log(
    'phase                      bets ack  wins ack  rollbacks ack  acked after a lost answer  failed attempts (retried)  found  missing  partial  different',
  );
  const total = { acknowledged: 0, found: 0, missing: 0, partial: 0, different: 0 };
  for (const p of PHASES) {
    const f = byPhase.get(p)!;
    for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += f[key];
    const replayed = state.acknowledged.filter((a) => a.phase === p && a.replayed).length;
    console.log(
      `${p.padEnd(26)} ${String(count(p, 'bet')).padStart(8)}  ${String(count(p, 'win')).padStart(8)}  ${String(count(p, 'rollback')).padStart(13)}  ` +
        `${String(replayed).padStart(25)}  ${String(state.failures[p]).padStart(25)}  ${String(f.found).padStart(5)}  ${String(f.missing).padStart(7)}  ` +
        `${String(f.partial).padStart(7)}  ${String(f.different).padStart(9)}`,
    );
  }
  for (const p of PHASES) {
    const reasons = [...state.reasons[p]].map(([reason, n]) => `${reason} ${n}`).join(', ');
    if (reasons) console.log(`  failed attempts ${p}: ${reasons}`);
  }
  const bets = state.acknowledged.filter((a) => a.kind === 'bet').length;
  console.log(
    `acknowledged movements ${total.acknowledged} (bets ${bets}): found ${total.found}, missing ${total.missing}, partial ${total.partial}, ` +
      `different from the answer ${total.different}; movements in the ledger never acknowledged ${unacknowledgedInLedger}`,
  );
  console.log(
    `player balances against the acknowledged movements: ${CLIENTS - mismatched.length} equal, ${mismatched.length} different`,
  );
  console.log(
    `refusals (none expected): ${state.refused.length}${state.refused.length ? ` e.g. ${state.refused.slice(0, 3).join('; ')}` : ''}`,
  );
  for (const line of formatAuditReport(audit)) console.log(line);
  const ok =
    total.missing === 0 &&
    total.partial === 0 &&
    total.different === 0 &&
    mismatched.length === 0 &&
    audit.ok &&
    state.refused.length === 0;
  console.log(
    ok ? 'crash run: every acknowledged movement present and whole; no break' : 'crash run: FAILED',
  );
  return ok ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  if (api?.pid && alive(api.pid)) process.kill(api.pid, 'SIGKILL');
  await postgres?.stop().catch(() => undefined);
}
// Exit explicitly: the killed server's handle would otherwise wait for an exit that already happened.
process.exit(code);
