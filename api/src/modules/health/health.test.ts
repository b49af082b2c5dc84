/**
 * Liveness answers without the database; readiness follows it: 503 while PostgreSQL cannot be
 * reached (a TCP relay in front of the test server is cut, then restored) and while a migration
 * of this build is not applied.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildApp } from '../../app';
import type { App } from '../../context';
import { createPool, inTransaction, type Db } from '../../db/pool';
import { createTestContext, type TestContext } from '../../test/harness';
import { TcpRelay } from '../../test/tcp-relay';

let t: TestContext;
let database: string;

beforeAll(async () => {
  t = await createTestContext();
  database = (await t.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!
    .name;
});
afterAll(async () => t?.close());

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Queries of this test's database sleeping on the server (read as the superuser, who sees them). */
async function sleeping(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%' AND state = 'active'",
  );
  return rows[0]!.n;
}

function adminUrl(port?: number): string {
  const url = new URL(process.env.TEST_PG_ADMIN_URL!);
  url.pathname = `/${database}`;
  if (port !== undefined) url.port = String(port);
  return url.toString();
}

describe('/api/health and /api/ready', () => {
  let relay: TcpRelay;
  let db: Db;
  let app: App;

  beforeAll(async () => {
    relay = new TcpRelay();
    await relay.open();
    db = createPool(adminUrl(relay.port), 4);
    app = await buildApp({ config: t.config, db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await db?.end().catch(() => undefined);
  });

  it('are ready while PostgreSQL answers and every migration is applied', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('readiness fails while PostgreSQL is unreachable and comes back with it; liveness does not follow', async () => {
    await relay.cut();
    const started = Date.now();
    const down = await app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', reason: 'database_unreachable' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await relay.open();
    const up = await app.inject({ url: '/api/ready' });
    expect(up.statusCode).toBe(200);
  });

  it('a connection lost while checked out (mid-transaction or held) ends nothing; the API serves again once PostgreSQL is back', async () => {
    const held = await db.connect();
    const transaction = inTransaction(db, (client) => client.query('SELECT pg_sleep(30)'));
    // The transaction's query is running on the server before the database goes away.
    await waitFor(async () => (await sleeping(db)) > 0);
    await relay.cut();
    await expect(transaction).rejects.toThrow();
    held.release(true);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);

    await relay.open();
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const { rows } = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]!.one).toBe(1);
  });

  it('readiness fails while a migration of this build is not applied', async () => {
    const owner = createPool(adminUrl(), 1);
    try {
      const { rows } = await owner.query<{ name: string }>(
        'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
      );
      const missing = rows[0]!.name;
      const pending = await t.app.inject({ url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({
        status: 'unavailable',
        reason: 'migrations_pending',
        pending: [missing],
      });
      await owner.query('INSERT INTO schema_migrations (name) VALUES ($1)', [missing]);
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await owner.end();
    }
  });
});
