/**
 * The edge server's own answers: the page's security headers (HSTS in production, frames only
 * from the providers' origins, no inline script without its hash), a 400 for a malformed Host
 * instead of a 500, request ids it makes itself, and the API's metrics kept from the public.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildSiteServer, isValidHost } from './server';
import { inlineScriptHashes, providerFrameSources } from './security-headers';
import { workspaceRoot } from './paths';

const PAGE =
  '<!doctype html><html><head><script defer src="/static/js/index.js"></script></head><body></body></html>';

let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  process.env.SITE_DIR = site;
  mkdirSync(join(site, 'shell'), { recursive: true });
  mkdirSync(join(site, 'remotes'));
  writeFileSync(join(site, 'shell', 'index.html'), PAGE);
  // A relative entry: the page's CSP resolves it against the origin the Host header names.
  const entry = '/remotes/mf-home/1.0.0/mf-manifest.json';
  writeFileSync(
    join(site, 'remotes.json'),
    JSON.stringify({
      remotes: { mf_home: { version: '1.0.0', entry, history: [{ version: '1.0.0', entry }] } },
    }),
  );
});
afterEach(() => {
  delete process.env.SITE_DIR;
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('page headers', () => {
  it('development: no HSTS, frames only from this origin (the providers behind /providers), no inline script', async () => {
    const app = await buildSiteServer({
      production: false,
      frameSources: providerFrameSources({}),
    });
    for (const url of ['/', '/casino/slots']) {
      const response = await app.inject({ url, headers: { host: 'casino.test' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
    await app.close();
  });

  it('production: HSTS on the page, frame-src exactly the configured provider origins', async () => {
    const frameSources = providerFrameSources({
      NODE_ENV: 'production',
      STUDIO_BASE_URL: 'https://studio.example.com/launch',
      SPORTSBOOK_ORIGIN: 'https://sports.example.net',
      SPORTSBOOK_BASE_URL: 'https://ignored.example.org/book',
    });
    expect(frameSources).toEqual(['https://studio.example.com', 'https://sports.example.net']);
    const app = await buildSiteServer({ production: true, frameSources });
    const response = await app.inject({
      url: '/account/profile',
      headers: { host: 'casino.test' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('frame-src')).toEqual([
      'https://studio.example.com',
      'https://sports.example.net',
    ]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    // Not the page: no HSTS needed on the JSON the page reads (the browser has it from the page).
    const remotes = await app.inject({ url: '/remotes.json', headers: { host: 'casino.test' } });
    expect(remotes.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('NODE_ENV=production turns HSTS on, and the default frame sources follow the environment', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: 'production',
      STUDIO_ORIGIN: 'https://studio.example.com',
    });
    delete process.env.SPORTSBOOK_ORIGIN;
    delete process.env.SPORTSBOOK_BASE_URL;
    try {
      const app = await buildSiteServer();
      const response = await app.inject({ url: '/', headers: { host: 'casino.test' } });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      expect(
        directives(String(response.headers['content-security-policy'])).get('frame-src'),
      ).toEqual(['https://studio.example.com', "'self'"]);
      await app.close();
    } finally {
      process.env = saved;
    }
  });

  it('refuses a provider origin that is not a URL or a path at start', () => {
    expect(() => providerFrameSources({ STUDIO_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /STUDIO_ORIGIN/,
    );
    expect(() => providerFrameSources({ SPORTSBOOK_BASE_URL: 'not a url' })).toThrow(
      /SPORTSBOOK_BASE_URL/,
    );
  });

  it('an inline script runs only by its hash; the shell page itself has none', async () => {
    writeFileSync(
      join(site, 'shell', 'index.html'),
      '<html><head><script>window.boot = 1;</script></head></html>',
    );
    const app = await buildSiteServer({ production: false, frameSources: ["'self'"] });
    const scriptSrc = directives(
      String(
        (await app.inject({ url: '/', headers: { host: 'casino.test' } })).headers[
          'content-security-policy'
        ],
      ),
    ).get('script-src');
    expect(scriptSrc).toEqual(["'self'", "'sha256-Y6ks+ziXz68Es9YXAxxkwDRBk0JY2cxIvZ+tSawA5c4='"]);
    await app.close();
    const template = readFileSync(join(workspaceRoot, 'shell', 'src', 'index.html'), 'utf8');
    expect(inlineScriptHashes(template)).toEqual([]);
  });
});

describe('the shell page on the wire', () => {
  it('is compressed for a browser that accepts it (brotli, else gzip), plain otherwise, and varies on both', async () => {
    const app = await buildSiteServer({ production: false, frameSources: ["'self'"] });
    const plain = await app.inject({ url: '/', headers: { host: 'casino.test' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<body>');
    const br = await app.inject({
      url: '/',
      headers: { host: 'casino.test', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await app.inject({
      url: '/',
      headers: { host: 'casino.test', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    await app.close();
  });
});

describe('Host header', () => {
  let server: Awaited<ReturnType<typeof buildSiteServer>>;
  let port: number;
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'site-server-host-'));
    process.env.SITE_DIR = site;
    mkdirSync(join(site, 'shell'), { recursive: true });
    mkdirSync(join(site, 'remotes'));
    writeFileSync(join(site, 'shell', 'index.html'), PAGE);
    const entry = '/remotes/mf-home/1.0.0/mf-manifest.json';
    writeFileSync(
      join(site, 'remotes.json'),
      JSON.stringify({ remotes: { mf_home: { version: '1.0.0', entry, history: [] } } }),
    );
    server = await buildSiteServer({
      production: false,
      frameSources: ["'self'"],
      apiUrl: 'http://127.0.0.1:9',
    });
    port = Number(new URL(await server.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => server?.close());

  /** Status line and body of a request written byte for byte on a real socket. */
  function rawGet(host: string, path = '/'): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () =>
        resolve({ status: Number(data.split(' ')[1]), body: data.split('\r\n\r\n')[1] ?? '' }),
      );
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
  }

  it('answers 400 with a message for a malformed Host, on pages and everywhere else', async () => {
    for (const host of [
      '',
      'a b',
      '[::1',
      'x:y:z',
      'host:99999',
      'host:0',
      'host:abc',
      'exa%mple',
      'a@b',
      'a/b',
      'ä.example',
      'a'.repeat(300),
    ]) {
      for (const path of ['/', '/casino', '/remotes.json']) {
        const response = await rawGet(host, path);
        expect({ host, path, status: response.status }).toEqual({ host, path, status: 400 });
        expect(JSON.parse(response.body)).toEqual({
          message: 'Bad request: malformed Host header.',
        });
      }
    }
  });

  it('serves well-formed hosts', async () => {
    for (const host of [
      'casino.example.tn',
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'my_service.internal',
      'example.com.',
    ]) {
      expect({ host, status: (await rawGet(host)).status }).toEqual({ host, status: 200 });
      expect(isValidHost(host)).toBe(true);
    }
  });
});

describe('requests passed to the API', () => {
  let upstream: Server;
  const seen: Array<{ url: string; requestId: string | undefined }> = [];
  let app: Awaited<ReturnType<typeof buildSiteServer>>;
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push({
        url: request.url ?? '',
        requestId: request.headers['x-request-id'] as string | undefined,
      });
      response.setHeader('content-type', 'application/json');
      response.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    app = await buildSiteServer({
      apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      production: false,
      frameSources: ["'self'"],
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it("carry a request id of the edge (never the caller's), echoed to the caller", async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { host: 'casino.test', 'x-request-id': 'forged-by-the-caller' },
    });
    expect(response.statusCode).toBe(200);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.at(-1)).toEqual({ url: '/api/health', requestId: id });
  });

  it("never reach the API's metrics, however the path is spelled", async () => {
    const before = seen.length;
    for (const url of [
      '/api/metrics',
      '/api/metrics/',
      '/api//metrics',
      '/API/Metrics',
      '/api/%6detrics',
      '/api/metrics?x=1',
    ]) {
      const response = await app.inject({ url, headers: { host: 'casino.test' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect(seen.length).toBe(before);
  });
});
