/**
 * Liveness answers without the database; readiness follows it: 503 while PostgreSQL cannot be
 * reached (a TCP relay in front of the test server is cut, then restored) and while a migration
 * of this build is not applied.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildApp } from '../../app';
import type { App } from '../../context';
import { createPool, type Db } from '../../db/pool';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let database: string;

beforeAll(async () => {
  t = await createTestContext();
  database = (await t.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!
    .name;
});
afterAll(async () => t?.close());

function adminUrl(port?: number): string {
  const url = new URL(process.env.TEST_PG_ADMIN_URL!);
  url.pathname = `/${database}`;
  if (port !== undefined) url.port = String(port);
  return url.toString();
}

/** A TCP relay to the test PostgreSQL that can be cut (every connection dropped) and restored. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const target = new URL(process.env.TEST_PG_ADMIN_URL!);
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('/api/health and /api/ready', () => {
  let relay: Relay;
  let db: Db;
  let app: App;

  beforeAll(async () => {
    relay = new Relay();
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
