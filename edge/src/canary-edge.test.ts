/**
 * The edge serves each browser its own remotes.json: a sticky canary bucket cookie, the canary to
 * a share of browsers, and a tester's pin only from a signed link ops issued (never from a query
 * parameter or a cookie the browser wrote itself).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { pinToken } from './canary';
import { withCanary, withPromoted, type RemotesFile } from './remotes-file';
import { buildSiteServer } from './server';

const SECRET = 'p'.repeat(40);
const v = (version: string) => ({
  version,
  entry: `/remotes/mf-casino/${version}/mf-manifest.json`,
});
const host = { host: 'casino.test' };

let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-edge-canary-'));
  process.env.SITE_DIR = site;
  mkdirSync(join(site, 'shell'), { recursive: true });
  writeFileSync(
    join(site, 'shell', 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  for (const version of ['1.3.0', '1.4.0', '1.5.0']) {
    const dir = join(site, 'remotes', 'mf-casino', version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(join(dir, 'routes.json'), '{"routes":[{"path":"/casino"}]}');
  }
  let file: RemotesFile = withPromoted({ remotes: {} }, 'mf-casino', v('1.4.0'));
  file = withCanary(file, 'mf-casino', v('1.5.0'), 30);
  writeFileSync(join(site, 'remotes.json'), JSON.stringify(file));
});
afterEach(() => {
  delete process.env.SITE_DIR;
});

const servedVersion = (body: string) =>
  (JSON.parse(body) as RemotesFile).remotes.mf_casino?.version;

describe('edge: canary and pins', () => {
  it('a new browser gets a bucket cookie; the same bucket always gets the same version', async () => {
    const app = await buildSiteServer({ pinSecret: SECRET });
    const first = await app.inject({ url: '/remotes.json', headers: host });
    expect(first.headers.vary).toBe('Cookie');
    expect(first.headers['cache-control']).toBe('no-cache');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^casino_canary=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const bucket = Number(/casino_canary=(\d+)/.exec(cookie)![1]);
    const expected = bucket < 30 ? '1.5.0' : '1.4.0';
    expect(servedVersion(first.body)).toBe(expected);
    for (let i = 0; i < 3; i += 1) {
      const again = await app.inject({
        url: '/remotes.json',
        headers: { ...host, cookie: `casino_canary=${bucket}` },
      });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(servedVersion(again.body)).toBe(expected);
    }
    expect(
      servedVersion(
        (
          await app.inject({
            url: '/remotes.json',
            headers: { ...host, cookie: 'casino_canary=29' },
          })
        ).body,
      ),
    ).toBe('1.5.0');
    expect(
      servedVersion(
        (
          await app.inject({
            url: '/remotes.json',
            headers: { ...host, cookie: 'casino_canary=30' },
          })
        ).body,
      ),
    ).toBe('1.4.0');
    await app.close();
  });

  it('a signed pin link sets an HttpOnly cookie that pins the version for that browser', async () => {
    const app = await buildSiteServer({ pinSecret: SECRET });
    const token = pinToken(
      { pins: { mf_casino: '1.3.0' }, expires: Math.floor(Date.now() / 1000) + 3600 },
      SECRET,
    );
    const link = await app.inject({ url: `/__pin/${token}`, headers: host });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/');
    const cookie = String(link.headers['set-cookie']);
    expect(cookie).toContain(`casino_pin=${token}; Path=/;`);
    expect(cookie).toContain('HttpOnly');
    const pinned = await app.inject({
      url: '/remotes.json',
      headers: { ...host, cookie: `casino_canary=99; casino_pin=${token}` },
    });
    expect(servedVersion(pinned.body)).toBe('1.3.0');
    const cleared = await app.inject({ url: '/__pin/clear', headers: host });
    expect(String(cleared.headers['set-cookie'])).toMatch(/^casino_pin=; Path=\/; Max-Age=0/);
    await app.close();
  });

  it('no pin from a forged or expired token, a hand-made cookie or a query parameter', async () => {
    const app = await buildSiteServer({ pinSecret: SECRET });
    const forged = pinToken(
      { pins: { mf_casino: '1.3.0' }, expires: Math.floor(Date.now() / 1000) + 3600 },
      'q'.repeat(40),
    );
    const expired = pinToken(
      { pins: { mf_casino: '1.3.0' }, expires: Math.floor(Date.now() / 1000) - 1 },
      SECRET,
    );
    for (const token of [forged, expired, 'mf_casino=1.3.0']) {
      const link = await app.inject({ url: `/__pin/${encodeURIComponent(token)}`, headers: host });
      expect(link.statusCode).toBe(400);
      expect(link.headers['set-cookie']).toBeUndefined();
      expect(link.json().message).toMatch(/invalid or has expired/);
      const served = await app.inject({
        url: '/remotes.json',
        headers: { ...host, cookie: `casino_canary=99; casino_pin=${token}` },
      });
      expect(servedVersion(served.body)).toBe('1.4.0');
    }
    for (const query of ['?version=1.3.0', '?pin=mf_casino@1.3.0', '?mf_casino=1.3.0']) {
      const served = await app.inject({
        url: `/remotes.json${query}`,
        headers: { ...host, cookie: 'casino_canary=99' },
      });
      expect(servedVersion(served.body)).toBe('1.4.0');
    }
    await app.close();
  });
});
