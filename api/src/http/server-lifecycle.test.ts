/**
 * The API as a listening server: request ids through the logs, a trickled request cut after the
 * request timeout (10 s by default), and a graceful stop that lets in-flight requests finish
 * within the grace period and cuts them past it.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildApp } from '../app';
import type { App } from '../context';
import { createTestContext, type TestContext } from '../test/harness';
import { drainAndClose } from './shutdown';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keep the id the edge (a trusted proxy) sent, replace anyone else's, and echo it", async () => {
    const fromEdge = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a.42' },
    });
    expect(fromEdge.headers['x-request-id']).toBe('edge-7f3a.42');

    const fromPublic = await t.app.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'edge-7f3a.42' },
    });
    expect(fromPublic.headers['x-request-id']).toMatch(UUID);

    for (const insane of ['two words', 'x'.repeat(129), '"quoted"', '{"json":1}']) {
      const response = await t.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': insane },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const none = await t.app.inject({ url: '/api/no-such-route' });
    expect(none.statusCode).toBe(404);
    expect(none.headers['x-request-id']).toMatch(UUID);
  });

  it('appear in every log line of the request', async () => {
    const lines: Array<{ reqId?: string; msg?: string }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(
          ...String(chunk)
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        );
        done();
      },
    });
    const app = await buildApp({ config: t.config, db: t.db, logger: { level: 'info', stream } });
    await app.inject({
      url: '/api/get_slot_game?page_size=1',
      headers: { 'x-request-id': 'edge-log-42' },
    });
    await app.close();
    const mine = lines.filter((line) => line.reqId === 'edge-log-42').map((line) => line.msg);
    expect(mine).toEqual(['incoming request', 'request completed']);
  });
});

async function listening(
  configure?: (app: App) => void,
  overrides: Partial<TestContext['config']> = {},
) {
  const app = await buildApp({ config: { ...t.config, ...overrides }, db: t.db, logger: false });
  configure?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: Number(new URL(address).port) };
}

/** Writes `head` then `trickle` one byte every `everyMs`; resolves with what came back and when. */
function trickle(port: number, head: string, trickleBytes: string, everyMs: number) {
  return new Promise<{ answer: string; afterMs: number; sent: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    const timer = setInterval(() => {
      if (sent < trickleBytes.length && !socket.destroyed) socket.write(trickleBytes[sent++]!);
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started, sent });
    });
    socket.write(head);
  });
}

describe('request timeout', () => {
  it('cuts a body or headers sent byte by byte after 10 s with a 408', async () => {
    expect(t.config.requestTimeoutSeconds).toBe(10);
    const { app, port } = await listening();
    try {
      const body = JSON.stringify({ username: 'slow', password: 'x'.repeat(400) });
      const [slowBody, slowHeaders] = await Promise.all([
        trickle(
          port,
          `POST /api/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          body,
          250,
        ),
        trickle(
          port,
          'GET /api/health HTTP/1.1\r\n',
          `Host: api\r\nX-Padding: ${'p'.repeat(200)}\r\n\r\n`,
          250,
        ),
      ]);
      for (const cut of [slowBody, slowHeaders]) {
        expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(cut.afterMs).toBeGreaterThanOrEqual(9_500);
        expect(cut.afterMs).toBeLessThan(13_000);
        expect(cut.sent).toBeLessThan(60);
      }
      // The server still answers others.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe('graceful shutdown', () => {
  function slowRoute(app: App) {
    let enter!: () => void;
    let release!: () => void;
    const entered = new Promise<void>((resolve) => (enter = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      enter();
      await released;
      return { finished: true };
    });
    return { entered, release };
  }

  function get(port: number, path: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  const refusesConnections = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });

  it('stops accepting at once and lets an in-flight request finish', async () => {
    let slow!: ReturnType<typeof slowRoute>;
    const { app, port } = await listening((a) => (slow = slowRoute(a)));
    const inFlight = get(port, '/slow');
    await slow.entered;

    let finished = false;
    const stopping = drainAndClose(app, 10_000).then((result) => {
      finished = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await refusesConnections(port)).toBe(true);
    expect(finished).toBe(false);

    slow.release();
    expect(await inFlight).toEqual({ status: 200, body: '{"finished":true}' });
    expect(await stopping).toEqual({ drained: true });
  });

  it('cuts a request still running when the grace period is over, and returns', async () => {
    let slow!: ReturnType<typeof slowRoute>;
    const { app, port } = await listening((a) => (slow = slowRoute(a)));
    const inFlight = get(port, '/slow').then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await slow.entered;
    const started = Date.now();
    expect(await drainAndClose(app, 500)).toEqual({ drained: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await inFlight).toBe('ECONNRESET');
    slow.release();
  });
});
