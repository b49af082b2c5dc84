/**
 * @rstest-environment node
 *
 * The providers on an origin of their own: the edge's providers listener forwards the studio's
 * and the sportsbook's paths and nothing else (no site, no API), and a site server told the
 * providers are apart proxies nothing under /providers, so no provider page runs on the site's
 * origin. The page's CSP frames and shows images from the providers' origin.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildProviderServer } from './provider-server';
import { buildSiteServer } from './server';

const PROVIDERS = 'http://127.0.0.1:8081';
let upstream: Server;
let upstreamUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'provider-server-test-'));
  process.env.SITE_DIR = site;
  mkdirSync(join(site, 'shell'), { recursive: true });
  mkdirSync(join(site, 'remotes'));
  writeFileSync(join(site, 'shell', 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(site, 'remotes.json'), JSON.stringify({ remotes: {} }));
  upstream = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'text/html');
    response.end('<p>provider</p>');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe("the providers' own origin", () => {
  it('serves the studio and the sportsbook, and neither the site nor its API', async () => {
    const app = await buildProviderServer({ studioUrl: upstreamUrl, sportsbookUrl: upstreamUrl });
    const get = (url: string) => app.inject({ url, headers: { host: '127.0.0.1:8081' } });
    expect((await get('/providers/studio/game/abc')).statusCode).toBe(200);
    expect((await get('/providers/sportsbook/?lang=fr')).statusCode).toBe(200);
    expect(seen).toEqual(['GET /providers/studio/game/abc', 'GET /providers/sportsbook/?lang=fr']);
    for (const path of ['/api/UserDetails', '/', '/casino', '/remotes.json'])
      expect((await get(path)).statusCode).toBe(404);
    expect(seen).toHaveLength(2);
    await app.close();
  });

  it('leaves the site origin without any provider page when the providers are apart', async () => {
    seen.length = 0;
    const site = await buildSiteServer({
      studioUrl: upstreamUrl,
      sportsbookUrl: upstreamUrl,
      providersUrl: upstreamUrl,
      providersApart: true,
      production: false,
      frameSources: [PROVIDERS],
    });
    const get = (url: string) => site.inject({ url, headers: { host: '127.0.0.1:8080' } });
    for (const path of ['/providers/studio/game/abc', '/providers/sportsbook/', '/providers/x'])
      expect((await get(path)).statusCode).toBe(404);
    expect(seen).toEqual([]);
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain(`frame-src ${PROVIDERS}`);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${PROVIDERS}`));
    await site.close();
  });
});
