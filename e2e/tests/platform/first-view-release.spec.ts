/**
 * A team changes its own first paint alone: a new mf-casino version whose tiles are portrait,
 * built from its own checkout, released and promoted with no shell or edge release. The HTML sent
 * before any script already draws portrait tiles (mf-casino's renderer, its CSS), the app then
 * draws its tiles in the same boxes with no layout shift, and a canary of that version gives the
 * new first view to the canary's browsers only. The same for mf-home's banner: a taller slider.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot, sitePort } from '../../environment';
import { desktop, expect, mobile, test } from '../../fixtures';
import { hashTree, startSiteCopy, type SiteCopy } from './site-copy';

const NEXT_VERSION = `1.2.${Date.now() % 100000}-portrait`;
// A sibling of the packages (same depth, so pnpm's relative links resolve); `.scratch*` is ignored by git.
const checkout = join(repoRoot, `.scratch-e2e-mf-casino-${NEXT_VERSION}`);
const homeCheckout = join(repoRoot, `.scratch-e2e-mf-home-${NEXT_VERSION}`);
const PREVIEW = '/casino/preview';

test.describe.configure({ mode: 'serial' });
test.use(mobile);

let site: SiteCopy;
test.beforeAll(async () => {
  site = await startSiteCopy(sitePort + 16);
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(checkout, { recursive: true, force: true });
  rmSync(homeCheckout, { recursive: true, force: true });
});

/** A team's checkout with one change to one of its stylesheets. */
function prepareCheckout(remote: string, target: string, css: string[], from: string, to: string) {
  cpSync(join(repoRoot, remote), target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !/[/\\](dist|\.cache)$/.test(source),
  });
  const file = join(target, 'src', ...css);
  const before = readFileSync(file, 'utf8');
  expect(before, `${remote}'s stylesheet has the rule to change`).toContain(from);
  writeFileSync(file, before.replace(from, to));
}

/** The first tile's box as the page the edge sent lays it out, read before any script ran. */
async function htmlTileBox(page: Page, url: string) {
  await page.goto(url);
  const tile = page.locator('#splash .cs-tile').first();
  await expect(tile).toBeVisible();
  return (await tile.boundingBox())!;
}

test('a promoted mf-casino version first-paints its own portrait tiles, with no shell or edge release', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const shellFiles = () =>
    Object.fromEntries(
      Object.entries(hashTree(site.dir)).filter(([path]) => path.startsWith('shell/')),
    );
  const shellBefore = shellFiles();
  const noScript = await browser.newContext({ ...mobile, javaScriptEnabled: false });
  const before = await htmlTileBox(await noScript.newPage(), `${site.url}${PREVIEW}`);
  expect(before.width).toBeGreaterThan(before.height);

  // The casino team's change, in their package only: portrait tiles.
  prepareCheckout(
    'mf-casino',
    checkout,
    ['entities', 'game', 'ui', 'games.css'],
    'aspect-ratio: 4 / 3;',
    'aspect-ratio: 3 / 4;',
  );
  site.ops('release', 'mf-casino', '--version', NEXT_VERSION, '--source', checkout);
  site.ops('promote', 'mf-casino', NEXT_VERSION);
  expect(shellFiles(), 'the shell was not rebuilt or redeployed').toEqual(shellBefore);

  // The edge draws a version it has just started serving once it has loaded its renderer.
  const html = await noScript.newPage();
  await expect
    .poll(async () =>
      (await (await html.request.get(`${site.url}${PREVIEW}`)).text()).includes('aspect-ratio:3/4'),
    )
    .toBe(true);
  const after = await htmlTileBox(html, `${site.url}${PREVIEW}`);
  expect(after.height).toBeGreaterThan(after.width);
  await noScript.close();

  // With scripts: the app draws its tiles in the boxes of the HTML's, and nothing shifts.
  const context = await browser.newContext(mobile);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const record = {
      shifts: [] as { value: number; time: number }[],
      hiddenAt: 0,
      first: null as null | { width: number; height: number; y: number },
    };
    (window as unknown as { record: typeof record }).record = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.shifts.push({ value: entry.value, time: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (!record.hiddenAt && document.getElementById('splash')?.hidden)
        record.hiddenAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
    document.addEventListener('readystatechange', () => {
      const tile = document.querySelector('#splash .cs-tile');
      if (record.first || !tile) return;
      const { width, height, y } = tile.getBoundingClientRect();
      record.first = { width, height, y };
    });
  });
  await page.goto(`${site.url}${PREVIEW}`);
  // The splash goes once the app has drawn the first view's picture itself (at most 10 s).
  await expect(page.locator('#splash')).toBeHidden({ timeout: 15_000 });
  // A phone's tiles are its buttons once the app knows the device (the hydrated first render drew
  // the desktop's articles in the same boxes, then replaced): measured once the buttons are in.
  const appTile = page.locator('#main-content button.cs-tile').first();
  await expect(appTile).toBeVisible();
  const appBox = (await appTile.boundingBox())!;
  const record = await page.evaluate(
    () =>
      (
        window as unknown as {
          record: {
            shifts: { value: number; time: number }[];
            hiddenAt: number;
            first: { width: number; height: number; y: number };
          };
        }
      ).record,
  );
  expect(record.first).not.toBeNull();
  for (const key of ['width', 'height', 'y'] as const)
    expect(Math.abs(record.first![key] - appBox[key])).toBeLessThanOrEqual(1);
  expect(appBox.height).toBeGreaterThan(appBox.width);
  // Nothing moves once the player sees the app (the splash cleared); all told, within the budget.
  expect(record.shifts.filter((shift) => shift.time >= record.hiddenAt)).toEqual([]);
  expect(record.shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
  await context.close();
});

test("a canary of the new version gives its first view to the canary's browsers only", async ({
  browser,
}) => {
  site.ops('rollback', 'mf-casino');
  site.ops('canary', 'mf-casino', NEXT_VERSION, '50');
  const htmlFor = async (bucket: number) => {
    const context = await browser.newContext({ ...mobile, javaScriptEnabled: false });
    await context.addCookies([{ name: 'casino_canary', value: String(bucket), url: site.url }]);
    const page = await context.newPage();
    let text = '';
    await expect
      .poll(async () => {
        text = await (await page.request.get(`${site.url}${PREVIEW}`)).text();
        return text.includes('data-first-view="tile"');
      })
      .toBe(true);
    const box = await htmlTileBox(page, `${site.url}${PREVIEW}`);
    await context.close();
    return { portraitCss: text.includes('aspect-ratio:3/4'), portrait: box.height > box.width };
  };
  expect(await htmlFor(0)).toEqual({ portraitCss: true, portrait: true });
  expect(await htmlFor(99)).toEqual({ portraitCss: false, portrait: false });
});

test('a promoted mf-home version first-paints its own taller banner, with no shell or edge release', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The home team's change, in their package only: a taller desktop slider.
  prepareCheckout(
    'mf-home',
    homeCheckout,
    ['features', 'banner-slider', 'ui', 'banner-slider.module.css'],
    'aspect-ratio: 1600 / 420;',
    'aspect-ratio: 1600 / 600;',
  );
  site.ops('release', 'mf-home', '--version', NEXT_VERSION, '--source', homeCheckout);
  site.ops('promote', 'mf-home', NEXT_VERSION);
  const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
  const page = await context.newPage();
  await expect
    .poll(async () => (await (await page.request.get(`${site.url}/`)).text()).includes('1600/600'))
    .toBe(true);
  await page.goto(`${site.url}/`);
  const banner = page.locator('#splash img[data-first-view="banner"]');
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(1600 / 600, 1);
  await context.close();
});
