/**
 * A crash round in flight when the studio stops is void and its bets refunded. A real studio
 * process is killed mid-flight, once with SIGKILL and once with SIGTERM, and started again each
 * time (so it restarts twice): the player's balance comes back to what it was before the bet, once,
 * the round and the bet are recorded as void, the platform's game history shows the bet and its
 * refund.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { bearer } from '@casino/api/testing';
import { startPlatform, type Platform } from '@casino/wallet-client/testing';
import { crashPointOf, generateChain } from '../src/crash/fairness';
import { insertChain } from '../src/crash/repository';
import { freePort, studioProcess, type StudioProcess } from '../test/studio-process';

const CRASH_GAME = 1271;
const STAKE = 10_000;
const CASH = 50_000;

let platform: Platform;
let studio: StudioProcess;

/**
 * A chain whose first rounds all fly past 2.00× (11 s), so each is still in flight when the test
 * stops the studio; found from fixed secrets, the same every run.
 */
function longRounds(rounds: number): { hashes: string[]; salt: string } {
  const salt = 'void-test-salt';
  for (let n = 0; ; n++) {
    const hashes = generateChain(20, createHash('sha256').update(`void-test-${n}`).digest('hex'));
    if (hashes.slice(1, rounds + 1).every((hash) => crashPointOf(hash, salt) >= 200))
      return { hashes, salt };
  }
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in time; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Message = Record<string, unknown> & { type: string };

/** A socket on the crash game with every message kept, and a wait for one. */
async function crashSocket(session: string) {
  const socket = new WebSocket(
    `${studio.url.replace('http', 'ws')}/providers/studio/crash/ws?session=${session}`,
  );
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = (predicate: (m: Message) => boolean) =>
    until(
      async () => messages.find(predicate),
      (m) => m !== undefined,
      20_000,
    ) as Promise<Message>;
  return { socket, messages, next };
}

/** A player launched into the crash game on the studio process: id, bearer and session. */
async function player() {
  const { id, bearer: token } = await platform.player(CASH);
  const launch = await platform.launch(token, CRASH_GAME);
  const response = await fetch(`${studio.url}${launch.pathname}${launch.search}`, {
    redirect: 'manual',
  });
  const session = /\/game\/([A-Za-z0-9_-]+)$/.exec(response.headers.get('location') ?? '')?.[1];
  if (!session) throw new Error(`launch: ${response.status}`);
  return { id, token, session };
}

/** Bets in the next betting phase and answers once that round is in flight. */
async function betInFlight(session: string): Promise<{ round: number; bet: number }> {
  const crash = await crashSocket(session);
  const roundOf = (m: Message) => m.round as { id: number; phase: string };
  // The greeting's round or the next: one still open for bets long enough to place one.
  const betting = await crash.next(
    (m) =>
      (m.type === 'hello' || m.type === 'round') &&
      roundOf(m)?.phase === 'betting' &&
      (m.round as { bettingEndsIn: number }).bettingEndsIn > 1_500,
  );
  crash.socket.send(JSON.stringify({ type: 'bet', amount: STAKE }));
  const answer = await crash.next((m) => m.type === 'bet-result');
  expect(answer).toMatchObject({ ok: true });
  const round = roundOf(betting).id;
  await crash.next(
    (m) => m.type === 'round' && roundOf(m).phase === 'running' && roundOf(m).id === round,
  );
  crash.socket.close();
  return { round, bet: answer.bet as number };
}

async function recorded(round: number, bet: number) {
  const { rows } = await studio.db.query<{ phase: string; status: string; settled: boolean }>(
    `SELECT r.phase, b.status, b.settled FROM crash_rounds r JOIN crash_bets b ON b.round_id = r.id
      WHERE r.id = $1 AND b.id = $2`,
    [round, bet],
  );
  return rows[0];
}

async function gameHistory(token: string) {
  const response = await platform.context.app.inject({
    url: '/api/GameHistory',
    headers: bearer(token),
  });
  return response.json<{ data: Array<{ type: string; amount: number; event_id: string }> }>().data;
}

beforeAll(async () => {
  platform = await startPlatform();
  // TEST_STUDIO_PORT when the machine's ports are shared out, else one the system has free.
  studio = await studioProcess(
    platform,
    Number(process.env.TEST_STUDIO_PORT) || (await freePort()),
  );
  const { hashes, salt } = longRounds(4);
  await insertChain(studio.db, 'main', hashes, salt);
  await studio.start();
});
afterAll(async () => {
  await studio?.close();
  await platform?.close();
});

describe('a crash round in flight when the studio stops', () => {
  for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
    it(`is void after a ${signal} and its bet refunded once, when the studio is back`, async () => {
      const { id, token, session } = await player();
      expect(await platform.cash(id)).toBe(CASH);
      const { round, bet } = await betInFlight(session);
      expect(await platform.cash(id)).toBe(CASH - STAKE);

      await studio.kill(signal);
      // Down for a while: the round's crash time would pass meanwhile if its clock still ran.
      expect(await recorded(round, bet)).toEqual({
        phase: 'running',
        status: 'placed',
        settled: false,
      });
      await studio.start();

      expect(
        await until(
          () => recorded(round, bet),
          (r) => r?.settled === true,
        ),
      ).toEqual({
        phase: 'void',
        status: 'void',
        settled: true,
      });
      expect(await platform.cash(id)).toBe(CASH);
      const movements = (await gameHistory(token)).filter((m) => m.event_id === `cr-${round}`);
      expect(movements.map((m) => [m.type, m.amount]).sort()).toEqual([
        ['bet', STAKE],
        ['rollback', STAKE],
      ]);
    });
  }

  it('refunds each void bet once, whatever the restarts: the balance is still the same', async () => {
    await studio.kill('SIGKILL');
    await studio.start();
    const { rows } = await studio.db.query<{ player_id: number }>(
      `SELECT DISTINCT player_id::int FROM crash_bets WHERE status = 'void'`,
    );
    expect(rows).toHaveLength(2);
    for (const { player_id } of rows) expect(await platform.cash(player_id)).toBe(CASH);
  });
});
