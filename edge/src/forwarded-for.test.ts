/**
 * The edge tells the API who the client is: X-Forwarded-For ends with the address the edge's
 * own socket saw, so a value the client wrote itself is never the last (the API trusts only
 * its configured proxies, and takes the address right after them: see api/README.md).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildSiteServer } from './server';

let upstream: Server;
let apiUrl: string;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'site-forwarded-test-'));
  mkdirSync(join(site, 'shell'), { recursive: true });
  mkdirSync(join(site, 'remotes'));
  process.env.SITE_DIR = site;
  // A stand-in API that answers with the headers it received.
  upstream = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.SITE_DIR;
  await new Promise((resolve) => upstream.close(resolve));
});

async function forwardedFor(
  headers: Record<string, string>,
  remoteAddress: string,
): Promise<string | undefined> {
  const app = await buildSiteServer({ apiUrl });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'casino.test', ...headers },
      remoteAddress,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    return seen.at(-1)?.['x-forwarded-for'] as string | undefined;
  } finally {
    await app.close();
  }
}

describe('X-Forwarded-For towards the API', () => {
  it('is the client address the edge saw', async () => {
    expect(await forwardedFor({}, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('appends the client address after a value the client sent, never passing that one off as the client', async () => {
    expect(await forwardedFor({ 'x-forwarded-for': '198.51.100.1' }, '203.0.113.7')).toBe(
      '198.51.100.1, 203.0.113.7',
    );
    expect(await forwardedFor({ 'x-forwarded-for': '10.0.0.1, 10.0.0.2' }, '203.0.113.8')).toBe(
      '10.0.0.1, 10.0.0.2, 203.0.113.8',
    );
  });

  it('names an IPv6 client as the socket saw it', async () => {
    expect(await forwardedFor({}, '::1')).toBe('::1');
  });
});
