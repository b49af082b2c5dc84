/**
 * The lobby previews' first view is in the HTML the edge sends, drawn on the server by mf-casino's
 * own renderer (as the home page's banner is by mf-home's, first-view.spec.ts): its title, filter
 * rows, search box and first tiles, the first picture `fetchpriority="high"` and none
 * `loading="lazy"`, in the very boxes the app draws them in; when the app takes over nothing
 * moves.
 */
import type { APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { expect, layoutsAndLanguages, test, useLanguage } from '../../fixtures';

const screenshots = join(import.meta.dirname, '..', '..', 'screenshots');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface PreviewRecord {
  shifts: { value: number; time: number; widgets: boolean; nodes: string[] }[];
  hiddenAt: number;
  largest: { url: string; firstView: boolean }[];
  tiles: { src: string; box: Box }[];
}

/** Path, game type, title, and the provider the page opens on (Pragmatic Play's page). */
const previews = [
  ['/casino/preview', 1, { fr: 'Casino', ar: 'الكازينو' }, ''],
  ['/live_casino/preview', 2, null, ''],
  ['/pragmatic', 1, { fr: 'Pragmatic Play', ar: 'براغماتيك بلاي' }, '&pro_id=37'],
] as const;

/** The first games of the preview's type, as the API lists them. */
async function firstGames(
  request: APIRequestContext,
  type: number,
  provider: string,
): Promise<{ name: string; image: string }[]> {
  const response = await request.get(
    `/api/get_slot_game?page_index=1&page_size=30&type=${type}${provider}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { name: string; image: string }[] }).data;
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(`previews ${name}`, () => {
    test.use(use);

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test("the list's first tiles are in the HTML the edge sends and paint with no script", async ({
        page,
      }) => {
        await useLanguage(page, lang);
        for (const [path, type, , provider] of previews) {
          const games = await firstGames(page.request, type, provider);
          const html = await (await page.request.get(path)).text();
          // The first tile's picture as the HTML has it (none when the view went out without it).
          expect(html.match(/<img class="cs-tile__image"[^>]*>/)?.[0], path).toBe(
            `<img class="cs-tile__image" src="${games[0]!.image}" alt="" fetchPriority="high" draggable="false" data-first-view="tile" elementtiming="first-view"/>`,
          );
          expect(html).not.toContain('loading="lazy"');
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          const tiles = page.locator('#splash .cs-tile');
          await expect(tiles).toHaveCount(Math.min(16, games.length));
          await expect(tiles.first()).toContainText(games[0]!.name);
          const first = page.locator('#splash img[data-first-view="tile"]');
          await expect
            .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
          await page.screenshot({
            path: join(screenshots, `${layout}-${lang}-first-view-${path.split('/')[1]}-html.png`),
          });
        }
      });
    });

    for (const [path, , title] of previews) {
      test(`${path}: the app draws its tiles where the HTML drew them, with no layout shift; the largest paint is the first view`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const record: PreviewRecord = { shifts: [], hiddenAt: 0, largest: [], tiles: [] };
          (window as unknown as { previewRecord: PreviewRecord }).previewRecord = record;
          // The tiles' pictures the HTML carried, as the parser creates them: the app hydrates
          // them (a desktop keeps these very nodes) or draws its own.
          const htmlPictures = new WeakSet<Element>();
          new MutationObserver(() => {
            document
              .querySelectorAll('#splash img.cs-tile__image')
              .forEach((image) => htmlPictures.add(image));
          }).observe(document, { childList: true, subtree: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null }[];
            })[])
              record.shifts.push({
                value: entry.value,
                time: entry.startTime,
                nodes: (entry.sources ?? []).map((source) =>
                  source.node instanceof Element
                    ? `${source.node.closest('#splash') ? 'splash ' : ''}${source.node.localName}.${source.node.className} "${source.node.textContent?.slice(0, 30)}" ${JSON.stringify((source as unknown as { previousRect: DOMRect }).previousRect)}->${JSON.stringify((source as unknown as { currentRect: DOMRect }).currentRect)}`
                    : String(source.node?.nodeName),
                ),
                widgets: (entry.sources ?? []).every(
                  (source) =>
                    source.node instanceof Element &&
                    Boolean(source.node.closest('.layout__widgets')),
                ),
              });
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              url: string;
              element: Element | null;
            })[])
              record.largest.push({
                url: entry.url,
                firstView: entry.element !== null && htmlPictures.has(entry.element),
              });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new MutationObserver(() => {
            if (!record.hiddenAt && document.getElementById('splash')?.hidden)
              record.hiddenAt = performance.now();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
          // The tiles' boxes as the HTML alone lays them out (before the app's code runs).
          document.addEventListener('readystatechange', () => {
            if (record.tiles.length > 0) return;
            document.querySelectorAll<HTMLImageElement>('#splash .cs-tile img').forEach((image) => {
              const { x, y, width, height } = image.getBoundingClientRect();
              record.tiles.push({ src: image.src, box: { x, y, width, height } });
            });
          });
        });
        await useLanguage(page, lang);
        await page.goto(path);
        // The HTML's heading: in the splash, or the app's once it has hydrated it.
        if (title)
          await expect(page.locator('#splash h1, #main-content h1').first()).toHaveText(
            title[lang],
          );
        // The splash goes at the latest 10 s after the shell starts, which a busy machine delays.
        await expect(page.locator('#splash')).toBeHidden({ timeout: 20_000 });
        await expect(page.locator('#main-content .cs-tile').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: join(screenshots, `${layout}-${lang}-first-view-${path.split('/')[1]}-app.png`),
        });
        const record = await page.evaluate(
          () => (window as unknown as { previewRecord: PreviewRecord }).previewRecord,
        );
        expect(record.tiles.length).toBeGreaterThan(0);
        // Every tile the HTML drew: the app's tile with the same picture, in the same box.
        const appTiles = await page
          .locator('#main-content .cs-tile img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.map((image) => {
              const { x, y, width, height } = image.getBoundingClientRect();
              return { src: image.src, box: { x, y, width, height } };
            }),
          );
        record.tiles.forEach((tile, index) => {
          expect(appTiles[index]?.src).toBe(tile.src);
          for (const key of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs(tile.box[key] - appTiles[index]!.box[key])).toBeLessThanOrEqual(1);
          }
        });
        expect(record.hiddenAt).toBeGreaterThan(0);
        expect(
          record.shifts.filter((shift) => shift.time >= record.hiddenAt && !shift.widgets),
        ).toEqual([]);
        // Everything, the desktop widgets column included, stays within the CLS budget.
        expect(
          record.shifts.reduce((sum, shift) => sum + shift.value, 0),
          JSON.stringify(record.shifts),
        ).toBeLessThan(0.02);
        const largest = record.largest.at(-1)!;
        // One of the first view's tiles (all are the same size: the first of them to paint).
        expect(record.tiles.map((tile) => tile.src)).toContain(largest.url);
        expect(largest.firstView).toBe(true);
      });
    }
  });
}
