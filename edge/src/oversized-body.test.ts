/**
 * An oversized body sent to the site (not to the API's own port) gets a 413 with a message, every
 * time, and never reaches the API: the API would answer 413 and close while the body was still
 * being written, which the proxy turned into a 500 about half the time.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildSiteServer } from './server';

let api: FastifyInstance;
let site: FastifyInstance;
let siteUrl: string;
let received = 0;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-oversized-test-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  mkdirSync(join(dir, 'remotes'));
  process.env.SITE_DIR = dir;
  // A stand-in API with the real one's body limit, refusing a larger body as Fastify does.
  api = Fastify({ bodyLimit: 64 * 1024 });
  api.post('/api/login', async () => {
    received += 1;
    return { ok: true };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  site = await buildSiteServer({
    apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.SITE_DIR;
  await site.close();
  await api.close();
});

const post = (body: string) =>
  fetch(`${siteUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('oversized bodies through the edge', () => {
  it('a 1 MB body is a 413 with a message, every time, and the API never sees it', async () => {
    const huge = JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024) });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post(huge);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Request body is too large.',
      );
    }
    expect(received).toBe(0);
  });

  it('a body within the limit goes through', async () => {
    const response = await post(JSON.stringify({ username: 'x', password: 'y' }));
    expect(response.status).toBe(200);
    expect(received).toBe(1);
  });
});
