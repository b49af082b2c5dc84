/**
 * A canary of mf-casino: two browsers run two versions (a sticky cookie decides), each reports
 * what it loaded and what failed per version, `pnpm ops status` shows the figures; a tester pins
 * the canary with a signed link; rollback ends the canary and promote finishes it.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { apiPort, repoRoot, sitePort } from '../../environment';
import { expect, test } from '../../fixtures';
import { startSiteCopy, type SiteCopy } from './site-copy';

const CANARY = `1.5.${Date.now() % 100000}-canary`;
const casinoContainer = '[id="single-spa-application:mf-casino"]';

test.describe.configure({ mode: 'serial' });

let site: SiteCopy;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSiteCopy(sitePort + 13);
  site.ops('release', 'mf-casino', '--version', CANARY);
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(join(repoRoot, 'mf-casino', 'dist', CANARY), { recursive: true, force: true });
});

/** A browser whose canary bucket is `bucket` (0–99), as the edge would have set it. */
async function browserWithBucket(browser: Browser, bucket: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1366, height: 768 },
  });
  await context.addCookies([{ name: 'casino_canary', value: String(bucket), url: site.url }]);
  return context;
}

async function casinoVersion(context: BrowserContext): Promise<string | null> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${site.url}/casino`);
  const container = page.locator(`${casinoContainer}[data-remote-version]`);
  await expect(container).toBeVisible();
  return container.getAttribute('data-remote-version');
}

/** The figures `pnpm ops status` prints for one mf_casino version: [loads, errors, load failures]. */
function statusFigures(version: string): number[] | null {
  const status = site.ops('status', '--api-url', `http://127.0.0.1:${apiPort}`).split('\n');
  const start = status.indexOf('mf_casino');
  const end = status.findIndex((text, index) => index > start && !text.startsWith(' '));
  const line = status.slice(start, end).find((text) => text.includes(` ${version} `));
  const match = line && /loads (\d+), errors (\d+), load failures (\d+)/.exec(line);
  return match ? match.slice(1).map(Number) : null;
}

test('two browsers, two versions, figures per version; rollback ends the canary, promote finishes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  site.ops('canary', 'mf-casino', CANARY, '50');
  const canaryBrowser = await browserWithBucket(browser, 10);
  const stableBrowser = await browserWithBucket(browser, 90);
  const brokenCanaryBrowser = await browserWithBucket(browser, 20);

  expect(await casinoVersion(canaryBrowser)).toBe(CANARY);
  expect(await casinoVersion(stableBrowser)).toBe('1.0.0');
  // Sticky: the next loads keep each browser on its version.
  expect(await casinoVersion(canaryBrowser)).toBe(CANARY);
  expect(await casinoVersion(stableBrowser)).toBe('1.0.0');

  // A third browser in the canary cannot fetch it (a broken CDN path): it falls back to the
  // promoted version, and the failure is counted against the canary only.
  const brokenPage = await brokenCanaryBrowser.newPage();
  await brokenPage.route(`**/remotes/mf-casino/${CANARY}/**`, (route) => route.abort());
  expect(await casinoVersion(brokenCanaryBrowser)).toBe('1.0.0');

  await expect.poll(() => statusFigures(CANARY), { timeout: 20_000 }).toEqual([1, 0, 1]);
  const stable = statusFigures('1.0.0');
  expect(stable?.[0]).toBeGreaterThanOrEqual(1);
  expect(site.ops('status')).toContain(`canary   ${CANARY} for 50 %`);

  // Rollback ends the canary: everyone runs the promoted version.
  expect(site.ops('rollback', 'mf-casino')).toContain('ended the canary');
  expect(await casinoVersion(canaryBrowser)).toBe('1.0.0');
  expect(site.ops('status')).not.toContain('canary   ');

  // Promote finishes a canary: everyone runs it.
  site.ops('canary', 'mf-casino', CANARY, '10');
  site.ops('promote', 'mf-casino', CANARY);
  expect(await casinoVersion(stableBrowser)).toBe(CANARY);
  expect(await casinoVersion(canaryBrowser)).toBe(CANARY);
  expect(site.ops('status')).not.toContain('canary   ');
  site.ops('rollback', 'mf-casino');
  for (const context of [canaryBrowser, stableBrowser, brokenCanaryBrowser]) await context.close();
});

test('a tester pins a released version with the link ops issue, never with a query parameter', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'casino_canary', value: '90', url: site.url }]);
  await page.goto(`${site.url}/casino?version=${CANARY}&pin=mf_casino@${CANARY}`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', '1.0.0');

  const link = site.ops('pin', 'mf-casino', CANARY, '--hours', '1', '--base-url', site.url).trim();
  expect(link).toMatch(new RegExp(`^${site.url}/__pin/[\\w-]+\\.[\\w-]+$`));
  await page.goto(link);
  await expect(page).toHaveURL(`${site.url}/`);
  await page.goto(`${site.url}/casino`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', CANARY);
  // The pin is the tester's own: another browser is not affected.
  const other = await page.context().browser()!.newContext();
  await other.addCookies([{ name: 'casino_canary', value: '90', url: site.url }]);
  const otherPage = await other.newPage();
  await otherPage.goto(`${site.url}/casino`);
  await expect(otherPage.locator(casinoContainer)).toHaveAttribute('data-remote-version', '1.0.0');
  await other.close();

  await page.goto(`${site.url}/__pin/clear`);
  await page.goto(`${site.url}/casino`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', '1.0.0');
});
