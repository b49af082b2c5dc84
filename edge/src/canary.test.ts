import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { bucketOf, parseCookies, pinToken, readPinToken, remotesForBrowser } from './canary';
import { withCanary, withoutCanary, withPromoted, type RemotesFile } from './remotes-file';

const SECRET = 's'.repeat(40);
const v = (version: string) => ({
  version,
  entry: `/remotes/mf-casino/${version}/mf-manifest.json`,
});

let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-canary-'));
  process.env.SITE_DIR = site;
});
afterEach(() => {
  delete process.env.SITE_DIR;
});

function released(version: string) {
  const dir = join(site, 'remotes', 'mf-casino', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({ routes: [{ path: '/casino' }, { path: `/v${version.replace(/\W/g, '')}` }] }),
  );
}

function withCasinoCanary(percent = 10): RemotesFile {
  let file: RemotesFile = { remotes: {} };
  file = withPromoted(file, 'mf-casino', v('1.4.0'));
  return withCanary(file, 'mf-casino', v('1.5.0'), percent);
}

describe('canary', () => {
  it('gives the canary to browsers whose bucket is under its share, the promoted version to the rest', async () => {
    const file = withCasinoCanary(10);
    for (const bucket of [0, 9]) {
      expect((await remotesForBrowser(file, bucket, null)).remotes.mf_casino).toMatchObject({
        ...v('1.5.0'),
        lastKnownGood: v('1.4.0'),
      });
    }
    for (const bucket of [10, 99]) {
      expect((await remotesForBrowser(file, bucket, null)).remotes.mf_casino).toMatchObject(
        v('1.4.0'),
      );
    }
    // The browser never sees the canary settings or the history.
    expect(JSON.stringify(await remotesForBrowser(file, 50, null))).not.toContain('percent');
  });

  it('reads only a bucket it could have set', () => {
    expect(bucketOf(parseCookies('a=1; casino_canary=7'))).toBe(7);
    for (const value of ['100', '-1', 'x', '07x', ''])
      expect(bucketOf(parseCookies(`casino_canary=${value}`))).toBeNull();
  });

  it('checks the share and that a canary differs from the promoted version; promote and rollback end it', () => {
    expect(() => withCanary(withCasinoCanary(), 'mf-casino', v('1.5.0'), 0)).toThrow(/1 to 99/);
    expect(() => withCanary(withCasinoCanary(), 'mf-casino', v('1.5.0'), 100)).toThrow(/1 to 99/);
    expect(() => withCanary(withCasinoCanary(), 'mf-casino', v('1.4.0'), 10)).toThrow(
      /already the promoted/,
    );
    expect(() => withCanary({ remotes: {} }, 'mf-casino', v('1.5.0'), 10)).toThrow(
      /no promoted version/,
    );
    const promoted = withPromoted(withCasinoCanary(), 'mf-casino', v('1.5.0'));
    expect(promoted.remotes.mf_casino).toMatchObject({ ...v('1.5.0'), lastKnownGood: v('1.4.0') });
    expect(promoted.remotes.mf_casino?.canary).toBeUndefined();
    const ended = withoutCanary(withCasinoCanary(), 'mf-casino');
    expect(ended.remotes.mf_casino).toMatchObject(v('1.4.0'));
    expect(ended.remotes.mf_casino?.canary).toBeUndefined();
  });
});

describe('pins', () => {
  const now = Date.UTC(2026, 10, 22, 21, 0);
  const expires = now / 1000 + 3600;

  it('a signed, unexpired token pins a released version with what it published', async () => {
    released('1.3.0');
    const token = pinToken({ pins: { mf_casino: '1.3.0' }, expires }, SECRET);
    const pins = readPinToken(token, now, SECRET);
    expect(pins).toEqual({ pins: { mf_casino: '1.3.0' }, expires });
    const served = (await remotesForBrowser(withCasinoCanary(), 5, pins)).remotes.mf_casino;
    expect(served).toMatchObject({ ...v('1.3.0'), lastKnownGood: v('1.4.0') });
    expect(served?.published?.routes.map((route) => route.path)).toEqual(['/casino', '/v130']);
  });

  it('refuses a forged, altered, foreign or expired token', () => {
    const token = pinToken({ pins: { mf_casino: '1.3.0' }, expires }, SECRET);
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ pins: { mf_casino: '9.9.9' }, expires })).toString(
      'base64url',
    );
    expect(readPinToken(`${altered}.${signature}`, now, SECRET)).toBeNull();
    expect(
      readPinToken(
        pinToken({ pins: { mf_casino: '1.3.0' }, expires }, 'x'.repeat(40)),
        now,
        SECRET,
      ),
    ).toBeNull();
    expect(readPinToken(token, expires * 1000, SECRET)).toBeNull();
    expect(readPinToken(`${payload}`, now, SECRET)).toBeNull();
    expect(readPinToken(`${token}.x`, now, SECRET)).toBeNull();
    expect(
      readPinToken(pinToken({ pins: { 'mf_casino"': '1.3.0' }, expires }, SECRET), now, SECRET),
    ).toBeNull();
  });

  it('a pin of a version that is not on the site is ignored', async () => {
    const pins = { pins: { mf_casino: '7.7.7' }, expires };
    expect((await remotesForBrowser(withCasinoCanary(), 50, pins)).remotes.mf_casino).toMatchObject(
      v('1.4.0'),
    );
  });
});
