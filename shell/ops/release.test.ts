import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { precompress } from './precompress';
import { promoteRemote, releaseRemote } from './release';
import { readRemotesFile } from './remotes-file';

let site: string;
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
    const released = join(site, 'remotes', 'mf-sport', '1.2.0');
    mkdirSync(released, { recursive: true });
    writeFileSync(join(released, 'mf-manifest.json'), '{}');
    expect(await promoteRemote('mf-sport', '1.2.0')).toBe('/remotes/mf-sport/1.2.0/mf-manifest.json');
    expect(await promoteRemote('mf-sport', '1.3.0', 'https://cdn.example.net')).toBe(
      'https://cdn.example.net/remotes/mf-sport/1.3.0/mf-manifest.json',
    );
    const { remotes } = await readRemotesFile();
    expect(remotes.mf_sport).toMatchObject({
      version: '1.3.0',
      lastKnownGood: { version: '1.2.0', entry: '/remotes/mf-sport/1.2.0/mf-manifest.json' },
    });
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
