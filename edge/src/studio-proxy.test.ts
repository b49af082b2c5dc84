/**
 * @rstest-environment node
 *
 * The edge in front of the game studio: /providers/studio/ (pages, game API, the crash game's
 * WebSocket) goes to the studio's server unchanged. Node environment: the WebSocket proxy needs
 * the `ws` server, which a DOM environment resolves to its browser stub.
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
  const site = mkdtempSync(join(tmpdir(), 'studio-proxy-test-'));
  process.env.SITE_DIR = site;
  mkdirSync(join(site, 'shell'), { recursive: true });
  mkdirSync(join(site, 'remotes'));
  writeFileSync(join(site, 'shell', 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(site, 'remotes.json'), JSON.stringify({ remotes: {} }));
});

describe('the game studio behind /providers/studio', () => {
  let studio: Server;
  const seen: string[] = [];
  const upgraded: Array<{ destroy(): void }> = [];
  let app: Awaited<ReturnType<typeof buildSiteServer>>;
  beforeAll(async () => {
    studio = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.setHeader('content-type', 'text/html');
      response.end('<p>studio</p>');
    });
    // A bare WebSocket endpoint: accept the handshake, send one text frame.
    studio.on('upgrade', (request, socket) => {
      seen.push(`UPGRADE ${request.url}`);
      upgraded.push(socket);
      const accept = createHash('sha1')
        .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      socket.write(Buffer.from([0x81, 5, ...Buffer.from('hello')]));
    });
    await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve));
    app = await buildSiteServer({
      studioUrl: `http://127.0.0.1:${(studio.address() as AddressInfo).port}`,
      production: false,
      frameSources: ["'self'"],
    });
  });
  afterAll(async () => {
    for (const socket of upgraded) socket.destroy();
    await app?.close();
    studio?.closeAllConnections();
    await new Promise((resolve) => studio?.close(resolve));
  });

  it('forwards the launch URL, game pages and the game API unchanged', async () => {
    const launch = await app.inject({
      url: '/providers/studio/play?token=abc&game=1001&lang=fr',
      headers: { host: 'casino.test' },
    });
    expect(launch.statusCode).toBe(200);
    expect(launch.body).toBe('<p>studio</p>');
    const spin = await app.inject({
      method: 'POST',
      url: '/providers/studio/api/slots/spin',
      headers: { host: 'casino.test' },
      payload: { session: 'x' },
    });
    expect(spin.statusCode).toBe(200);
    expect(seen).toEqual([
      'GET /providers/studio/play?token=abc&game=1001&lang=fr',
      'POST /providers/studio/api/slots/spin',
    ]);
  });

  it("carries the crash game's WebSocket through to the studio", async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const received = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /providers/studio/crash/ws?session=abc HTTP/1.1\r\nHost: casino.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      let data = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        const end = data.indexOf('\r\n\r\n');
        if (end >= 0 && data.length >= end + 4 + 7) {
          socket.destroy();
          resolve(
            `${data.subarray(0, 12).toString()} ${data.subarray(end + 6, end + 11).toString()}`,
          );
        }
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`no answer: ${data.toString()}`)), 5000);
    });
    expect(received).toBe('HTTP/1.1 101 hello');
    expect(seen).toContain('UPGRADE /providers/studio/crash/ws?session=abc');
  });

  it("keeps other providers' paths off the studio", async () => {
    const before = seen.length;
    expect(
      (await app.inject({ url: '/providers/sportsbook/', headers: { host: 'casino.test' } }))
        .statusCode,
    ).toBe(404);
    expect(seen.length).toBe(before);
  });
});
