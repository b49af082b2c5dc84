import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { precompress } from './precompress';
import { promoteRemote, releaseRemote } from './release';
import { readRemotesFile } from './remotes-file';

let site: string;

/** A released version on disk: its manifest and the routes.json it shipped. */
function fakeRelease(remote: string, version: string, publication: object): void {
  const dir = join(site, 'remotes', remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(publication));
}

/** The ops CLI itself, on this test's site. */
function ops(...args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'cli.ts'), ...args],
    {
      env: { ...process.env, SITE_DIR: site },
      encoding: 'utf8',
    },
  );
}
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-test-'));
  process.env.SITE_DIR = site;
});
afterEach(() => {
  delete process.env.SITE_DIR;
});

describe('release commands', () => {
  it('refuses to overwrite a released version: versions are immutable', async () => {
    mkdirSync(join(site, 'remotes', 'mf-sport', '2.0.0'), { recursive: true });
    await expect(releaseRemote('mf-sport', '2.0.0')).rejects.toThrow(/already released/);
  });

  it('refuses a version that is not semantic', async () => {
    await expect(releaseRemote('mf-sport', 'latest')).rejects.toThrow(/not a semantic version/);
  });

  it('refuses to promote a version that was never released', async () => {
    await expect(promoteRemote('mf-sport', '9.9.9')).rejects.toThrow(/has not been released/);
    expect((await readRemotesFile()).remotes).toEqual({});
  });

  it('promotes a released version and points at another origin when asked', async () => {
    fakeRelease('mf-sport', '1.2.0', { routes: [{ path: '/sport', guard: 'player' }] });
    expect(await promoteRemote('mf-sport', '1.2.0')).toBe(
      '/remotes/mf-sport/1.2.0/mf-manifest.json',
    );
    // On another origin the publication is read beside the manifest there.
    const fetched: string[] = [];
    const fetchSpy = rstest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      fetched.push(String(url));
      return Response.json({ routes: [{ path: '/sport', guard: 'player' }, { path: '/bets' }] });
    });
    expect(await promoteRemote('mf-sport', '1.3.0', 'https://cdn.example.net')).toBe(
      'https://cdn.example.net/remotes/mf-sport/1.3.0/mf-manifest.json',
    );
    fetchSpy.mockRestore();
    expect(fetched).toEqual(['https://cdn.example.net/remotes/mf-sport/1.3.0/routes.json']);
    expect(
      (await readRemotesFile()).remotes.mf_sport?.published?.routes.map((route) => route.path),
    ).toEqual(['/sport', '/bets']);
    const { remotes } = await readRemotesFile();
    expect(remotes.mf_sport).toMatchObject({
      version: '1.3.0',
      lastKnownGood: { version: '1.2.0', entry: '/remotes/mf-sport/1.2.0/mf-manifest.json' },
    });
  });

  it('refuses to release a remote whose routes.json is missing or wrong, before building it', async () => {
    const checkout = mkdtempSync(join(tmpdir(), 'checkout-'));
    writeFileSync(join(checkout, 'package.json'), '{"version":"3.0.0"}');
    await expect(releaseRemote('mf-sport', undefined, { sourceDir: checkout })).rejects.toThrow(
      /has no routes.json/,
    );
    writeFileSync(join(checkout, 'routes.json'), '{"routes":[{"path":"/sport","guard":"vip"}]}');
    await expect(releaseRemote('mf-sport', undefined, { sourceDir: checkout })).rejects.toThrow(
      /routes\[0\]\.guard/,
    );
    expect(existsSync(join(site, 'remotes', 'mf-sport', '3.0.0'))).toBe(false);
  });

  it('promote publishes the version’s routes in remotes.json; rollback restores the previous ones', async () => {
    fakeRelease('mf-casino', '1.0.0', { routes: [{ path: '/casino' }] });
    fakeRelease('mf-casino', '1.1.0', { routes: [{ path: '/casino' }, { path: '/new_games' }] });
    await promoteRemote('mf-casino', '1.0.0');
    await promoteRemote('mf-casino', '1.1.0');
    const paths = async () =>
      (await readRemotesFile()).remotes.mf_casino?.published?.routes.map((route) => route.path);
    expect(await paths()).toEqual(['/casino', '/new_games']);
    ops('rollback', 'mf-casino');
    expect(await paths()).toEqual(['/casino']);
  });

  it('refuses to promote a version whose routes another remote owns', async () => {
    fakeRelease('mf-casino', '1.0.0', { routes: [{ path: '/casino' }] });
    fakeRelease('mf-sport', '1.0.0', { routes: [{ path: '/sport' }, { path: '/casino' }] });
    await promoteRemote('mf-casino', '1.0.0');
    await expect(promoteRemote('mf-sport', '1.0.0')).rejects.toThrow(
      '/casino is claimed by mf_casino and mf_sport',
    );
    expect((await readRemotesFile()).remotes.mf_sport).toBeUndefined();
  });

  it('precompresses every text asset with gzip and brotli, byte for byte', async () => {
    const content = 'export const chunk = "'.concat('x'.repeat(4000), '";');
    writeFileSync(join(site, 'chunk.js'), content);
    writeFileSync(join(site, 'tiny.js'), 'x');
    writeFileSync(join(site, 'image.png'), Buffer.alloc(4000));
    expect(await precompress(site)).toBe(1);
    expect(gunzipSync(readFileSync(join(site, 'chunk.js.gz'))).toString()).toBe(content);
    expect(brotliDecompressSync(readFileSync(join(site, 'chunk.js.br'))).toString()).toBe(content);
  });
});
