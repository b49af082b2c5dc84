/**
 * Releasing one remote is one command, promoting it another, rolling back a third; none touches
 * the shell or the other remotes, and the very next page load runs the promoted version.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sitePort } from '../../environment';
import { expect, test } from '../../fixtures';
import { hashTree, startSiteCopy, type SiteCopy } from './site-copy';

const casinoContainer = '[id="single-spa-application:mf-casino"]';
const NEXT_VERSION = `1.0.${Date.now() % 100000}-e2e`;

test.describe.configure({ mode: 'serial' });

let site: SiteCopy;
test.beforeAll(async () => {
  site = await startSiteCopy(sitePort + 10);
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(join(import.meta.dirname, '..', '..', '..', 'mf-casino', 'dist', NEXT_VERSION), {
    recursive: true,
    force: true,
  });
});

test('promoting a new mf-casino changes what the next page load runs, and nothing else', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Every file of the site except remotes.json and the new version's own folder.
  const untouched = () =>
    Object.fromEntries(
      Object.entries(hashTree(site.dir)).filter(
        ([path]) => path !== 'remotes.json' && !path.includes(NEXT_VERSION),
      ),
    );
  const before = untouched();

  await page.goto(`${site.url}/casino`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', '1.0.0');

  site.ops('release', 'mf-casino', '--version', NEXT_VERSION);
  // Released but not promoted: still the old version.
  await page.goto(`${site.url}/casino`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', '1.0.0');

  site.ops('promote', 'mf-casino', NEXT_VERSION);
  await page.goto(`${site.url}/casino`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', NEXT_VERSION);
  // The widgets column comes from the same remote release.
  await expect(page.locator('[id="single-spa-application:mf-casino-widgets"]')).toHaveAttribute(
    'data-remote-version',
    NEXT_VERSION,
  );

  expect(untouched()).toEqual(before);

  site.ops('rollback', 'mf-casino');
  await page.goto(`${site.url}/casino`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', '1.0.0');
  expect(untouched()).toEqual(before);
});

test('remotes.json and manifests are revalidated, hashed chunks are immutable and precompressed', async ({
  request,
}) => {
  const remotesJson = await request.get(`${site.url}/remotes.json`);
  expect(remotesJson.headers()['cache-control']).toBe('no-cache');
  const { remotes } = (await remotesJson.json()) as { remotes: Record<string, { entry: string }> };
  const manifestUrl = new URL(remotes.mf_casino!.entry, site.url).href;
  const manifest = await request.get(manifestUrl, { headers: { 'Accept-Encoding': 'br' } });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const { metaData } = (await manifest.json()) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const entryUrl = new URL(
    [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'),
    manifestUrl,
  ).href;
  const chunk = await request.get(entryUrl, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-encoding']).toBe('br');
  const gzipped = await request.get(entryUrl, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  const page = await request.get(`${site.url}/casino`);
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
});
