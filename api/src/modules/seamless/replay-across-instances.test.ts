/**
 * A captured provider request replayed inside its window is refused on every API instance and
 * after a restart: the accepted signatures live in PostgreSQL, not in one process's memory. Two
 * app instances (each with its own pool and configuration, as two processes) on one database.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildApp } from '../../app';
import type { App } from '../../context';
import { createPool, type Db } from '../../db/pool';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  ledgerCount,
  loginToken,
  signedRequest,
  testDatabaseUrl,
  type TestContext,
} from '../../test/harness';
import { deposit } from '../wallet/service';
import { purgeExpiredSignatures } from './accepted-signatures';

let t: TestContext;
let other: { app: App; db: Db };
let playerId: number;
let token: string;

async function instance(): Promise<{ app: App; db: Db }> {
  const db = createPool(testDatabaseUrl(t.database, 'api'), 4);
  const app = await buildApp({ config: { ...t.config }, db, logger: false });
  await app.ready();
  return { app, db };
}

async function stop(instance: { app: App; db: Db }): Promise<void> {
  await instance.app.close();
  await instance.db.end();
}

beforeAll(async () => {
  t = await createTestContext({}, 4);
  other = await instance();
  playerId = await addPlayer(t.db, 'replayed', 5_000);
  const session = await loginToken(t.app, 'replayed');
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(session),
    payload: { game_id: 1001, provider: 37 },
  });
  token = new URL(started.json().url, 'http://x').searchParams.get('token')!;
  const auth = signedRequest(t.config, 'studio', 'authenticate', { token });
  expect((await t.app.inject(auth)).statusCode).toBe(200);
});
afterAll(async () => {
  await stop(other);
  await t.close();
});

describe('a captured signed request replayed inside its window', () => {
  it('is refused by a second instance, moving nothing', async () => {
    const bet = signedRequest(t.config, 'studio', 'bet', {
      token,
      round: 'r-1',
      reference: 'b-1',
      amount: 1_000,
    });
    expect((await t.app.inject(bet)).statusCode).toBe(200);
    const cash = await cashOf(t.db, playerId);
    const movements = await ledgerCount(t.db);
    const replay = await other.app.inject(bet);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().status).toBe('signature_replayed');
    expect(await cashOf(t.db, playerId)).toBe(cash);
    expect(await ledgerCount(t.db)).toBe(movements);
  });

  it('a bet refused for funds cannot go through later, on another instance or after a restart', async () => {
    const big = signedRequest(t.config, 'studio', 'bet', {
      token,
      round: 'r-2',
      reference: 'b-2',
      amount: 50_000,
    });
    expect((await t.app.inject(big)).statusCode).toBe(402);
    await deposit(t.db, playerId, 100_000);
    const cash = await cashOf(t.db, playerId);
    const onOther = await other.app.inject(big);
    expect(onOther.statusCode).toBe(401);
    expect(onOther.json().status).toBe('signature_replayed');
    await stop(other);
    other = await instance();
    const afterRestart = await other.app.inject(big);
    expect(afterRestart.statusCode).toBe(401);
    expect(afterRestart.json().status).toBe('signature_replayed');
    expect(await cashOf(t.db, playerId)).toBe(cash);
  });

  it('sent to both instances at once, is accepted exactly once', async () => {
    const bet = signedRequest(t.config, 'studio', 'bet', {
      token,
      round: 'r-3',
      reference: 'b-3',
      amount: 100,
    });
    const cash = await cashOf(t.db, playerId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? other.app : t.app).inject(bet)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(401)]);
    expect(await cashOf(t.db, playerId)).toBe(cash - 100);
  });

  it('a retry signed with a fresh timestamp is accepted and answers the first result', async () => {
    const body = { token, round: 'r-4', reference: 'b-4', amount: 100 };
    const first = await t.app.inject(signedRequest(t.config, 'studio', 'bet', body));
    const retry = await other.app.inject(
      signedRequest(t.config, 'studio', 'bet', body, { timestamp: Date.now() + 1 }),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      transaction_id: first.json().transaction_id,
      replayed: true,
    });
  });
});

describe('expiry', () => {
  it('the purge deletes only signatures whose window has passed', async () => {
    const owner = createPool(testDatabaseUrl(t.database, 'owner'), 1);
    try {
      await owner.query(
        `INSERT INTO accepted_signatures VALUES (decode(repeat('ab', 32), 'hex'), now() - interval '1 second')`,
      );
      const live = await owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM accepted_signatures WHERE expires_at >= now()`,
      );
      expect(await purgeExpiredSignatures(t.db)).toBe(1);
      const left = await owner.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM accepted_signatures',
      );
      expect(left.rows[0]!.n).toBe(live.rows[0]!.n);
    } finally {
      await owner.end();
    }
  });
});
