/**
 * A remote that cannot load shows a translated fallback with a retry while the rest of the site
 * keeps working; it comes back once served again; a broken promoted version falls back to the
 * last-known-good one; a remote may live on another origin than the shell.
 */
import { renameSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitePort } from '../../environment';
import { expect, test } from '../../fixtures';
import { startSiteCopy, type SiteCopy } from './site-copy';

const casino = '[id="single-spa-application:mf-casino"]';
const home = '[id="single-spa-application:mf-home"]';

test.describe.configure({ mode: 'serial' });

let site: SiteCopy;
test.beforeAll(async () => {
  site = await startSiteCopy(sitePort + 11);
});
test.afterAll(() => site?.stop());

test.describe('a remote taken down', () => {
  test.use({
    allowedConsole:
      /Failed to load resource|RUNTIME-|Federation Runtime|mf_casino|mf-casino is unavailable/i,
  });

  test('shows the fallback, keeps the rest working, and comes back after retry', async ({
    page,
  }) => {
    const released = join(site.dir, 'remotes', 'mf-casino', '1.0.0');
    renameSync(released, `${released}.offline`);
    try {
      await page.goto(`${site.url}/casino`);
      const fallback = page.locator(`${casino} [data-fallback]`);
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText('Cette section est indisponible pour le moment.');
      await expect(page.locator('[id="single-spa-application:shell-header"]')).toBeAttached();

      // Home and the rest of the site still work.
      await page.evaluate(() => window.history.pushState(null, '', '/'));
      await expect(page.locator(`${home}[data-remote-version]`)).toBeVisible();

      await page.evaluate(() => window.history.pushState(null, '', '/casino'));
      await expect(page.locator(`${casino} [data-fallback]`)).toBeVisible();
    } finally {
      renameSync(`${released}.offline`, released);
    }
    await page.locator(`${casino} [data-fallback] button`).click();
    await expect(page.locator(`${casino}[data-remote-version="1.0.0"]`)).toBeVisible();
    await expect(page.locator(`${casino} [data-fallback]`)).toHaveCount(0);
  });
});

test.describe('a broken promoted version', () => {
  test.use({
    allowedConsole: /Failed to load resource|last-known-good|Federation Runtime|RUNTIME-/i,
  });

  test('falls back to the last-known-good version', async ({ page }) => {
    const remotesPath = join(site.dir, 'remotes.json');
    const original = readFileSync(remotesPath, 'utf8');
    const config = JSON.parse(original) as { remotes: Record<string, Record<string, unknown>> };
    const good = config.remotes.mf_casino!;
    config.remotes.mf_casino = {
      version: '9.9.9',
      entry: '/remotes/mf-casino/9.9.9/mf-manifest.json',
      // What promote would have copied from the broken release: the same routes.
      published: good.published,
      lastKnownGood: { version: good.version, entry: good.entry },
      history: [],
    };
    writeFileSync(remotesPath, JSON.stringify(config));
    try {
      await page.goto(`${site.url}/casino`);
      await expect(page.locator(`${casino}[data-remote-version="1.0.0"]`)).toBeVisible();
      await expect(page.locator(`${casino} [data-fallback]`)).toHaveCount(0);
    } finally {
      writeFileSync(remotesPath, original);
    }
  });
});

test('mf-casino served from a second origin works', async ({ page }) => {
  const cdn = await startSiteCopy(sitePort + 12, site.dir);
  const remotesPath = join(site.dir, 'remotes.json');
  const original = readFileSync(remotesPath, 'utf8');
  const fromCdn: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cdn.url) && response.ok()) fromCdn.push(response.url());
  });
  try {
    site.ops('promote', 'mf-casino', '1.0.0', '--base-url', cdn.url);
    await page.goto(`${site.url}/casino`);
    await expect(page.locator(`${casino}[data-remote-version="1.0.0"]`)).toBeVisible();
    expect(fromCdn.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromCdn.some((url) => url.endsWith('.js'))).toBe(true);
  } finally {
    writeFileSync(remotesPath, original);
    await cdn.stop();
  }
});
