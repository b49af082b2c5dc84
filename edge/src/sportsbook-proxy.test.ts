/**
 * @rstest-environment node
 *
 * The edge in front of the sportsbook: /providers/sportsbook/ (the frame's pages, its API and the
 * live price WebSocket) goes to the sportsbook's server unchanged, beside the game studio.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildSiteServer } from './server';

beforeAll(() => {
  const site = mkdtempSync(join(tmpdir(), 'sportsbook-proxy-test-'));
  process.env.SITE_DIR = site;
  mkdirSync(join(site, 'shell'), { recursive: true });
  mkdirSync(join(site, 'remotes'));
  writeFileSync(join(site, 'shell', 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(site, 'remotes.json'), JSON.stringify({ remotes: {} }));
});

/** A provider server answering its name, with a bare WebSocket endpoint that sends it once. */
function provider(name: string, seen: string[], sockets: Array<{ destroy(): void }>): Server {
  const server = createServer((request, response) => {
    seen.push(`${name} ${request.method} ${request.url}`);
    if (request.headers['x-forwarded-for'])
      seen.push(`${name} FOR ${request.headers['x-forwarded-for']}`);
    response.setHeader('content-type', 'text/html');
    response.end(`<p>${name}</p>`);
  });
  server.on('upgrade', (request, socket) => {
    seen.push(`${name} UPGRADE ${request.url}`);
    seen.push(`${name} UPGRADE-FOR ${request.headers['x-forwarded-for'] ?? 'none'}`);
    sockets.push(socket);
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.write(Buffer.from([0x81, name.length, ...Buffer.from(name)]));
  });
  return server;
}

function firstFrame(port: number, path: string, extraHeaders = ''): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: casino.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n${extraHeaders}` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    let data = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end >= 0 && data.length >= end + 6 && data.length >= end + 6 + data[end + 5]!) {
        socket.destroy();
        resolve(
          `${data.subarray(0, 12).toString()} ${data.subarray(end + 6, end + 6 + data[end + 5]!).toString()}`,
        );
      }
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error(`no answer: ${data.toString()}`)), 5000);
  });
}

describe('the sportsbook behind /providers/sportsbook', () => {
  const seen: string[] = [];
  const sockets: Array<{ destroy(): void }> = [];
  const servers: Server[] = [];
  let app: Awaited<ReturnType<typeof buildSiteServer>>;
  beforeAll(async () => {
    for (const name of ['sportsbook', 'studio']) {
      const server = provider(name, seen, sockets);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
    const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await buildSiteServer({
      sportsbookUrl: url(servers[0]!),
      studioUrl: url(servers[1]!),
      production: false,
      frameSources: ["'self'"],
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app?.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('forwards the frame URL mf-sport builds, internal paths and the book API unchanged', async () => {
    const frame =
      '/providers/sportsbook/?token=abc&lang=ar&view=live&parent=casino.test&partnerId=tnd-casino&layout=mobile&oddsFormat=decimal&floatingBetslip=true';
    const page = await app.inject({ url: frame, headers: { host: 'casino.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>sportsbook</p>');
    const bet = await app.inject({
      method: 'POST',
      url: '/providers/sportsbook/api/bets',
      headers: { host: 'casino.test' },
      payload: { stake: 1000 },
    });
    expect(bet.statusCode).toBe(200);
    await app.inject({
      url: '/providers/sportsbook/event/12?lang=fr',
      headers: { host: 'casino.test' },
    });
    expect(seen.filter((line) => !line.startsWith('sportsbook FOR'))).toEqual([
      `sportsbook GET ${frame}`,
      'sportsbook POST /providers/sportsbook/api/bets',
      'sportsbook GET /providers/sportsbook/event/12?lang=fr',
    ]);
  });

  it("carries the live prices' WebSocket to the sportsbook and the crash game's to the studio", async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    expect(await firstFrame(port, '/providers/sportsbook/ws')).toBe('HTTP/1.1 101 sportsbook');
    expect(await firstFrame(port, '/providers/studio/crash/ws?session=abc')).toBe(
      'HTTP/1.1 101 studio',
    );
    expect(seen).toContain('sportsbook UPGRADE /providers/sportsbook/ws');
    expect(seen).toContain('studio UPGRADE /providers/studio/crash/ws?session=abc');
  });

  it('tells the sportsbook who the client is (X-Forwarded-For ends with the address the edge saw), for pages and live sockets alike', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    seen.length = 0;
    // A client's own X-Forwarded-For is kept in front, never taken for its address.
    expect(
      await firstFrame(port, '/providers/sportsbook/ws', 'X-Forwarded-For: 198.51.100.1\r\n'),
    ).toBe('HTTP/1.1 101 sportsbook');
    expect(seen).toContain('sportsbook UPGRADE-FOR 198.51.100.1, 127.0.0.1');
    await app.inject({
      url: '/providers/sportsbook/results',
      headers: { host: 'casino.test', 'x-forwarded-for': '198.51.100.2' },
      remoteAddress: '203.0.113.9',
    });
    expect(seen).toContain('sportsbook FOR 198.51.100.2, 203.0.113.9');
  });

  it('answers 404 for the sportsbook when none is configured', async () => {
    const bare = await buildSiteServer({ production: false, frameSources: ["'self'"] });
    expect(
      (await bare.inject({ url: '/providers/sportsbook/', headers: { host: 'casino.test' } }))
        .statusCode,
    ).toBe(404);
    await bare.close();
  });
});
