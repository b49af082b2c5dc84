/**
 * The lists' index pages (/casino, /live_casino, /crash: one section per provider) have a first
 * view in the HTML the edge sends, drawn by mf-casino's own renderer: the title and the first
 * providers' sections with their games' skeletons. The app then draws its sections in the same
 * boxes; nothing moves. The desktop in French and the phone in Arabic (the splash's desktop
 * columns in Arabic are home/first-view.spec.ts's).
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
interface IndexRecord {
  shifts: { value: number; time: number; widgets: boolean }[];
  hiddenAt: number;
  headings: { text: string; box: Box }[];
}

const TITLES = { fr: 'Casino en direct', ar: 'الكازينو المباشر' };

async function firstProviders(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/get_all_providers?type=2&page_index=1&page_size=3');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { Alias: string }[] }).data.map((item) => item.Alias);
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(`live casino index ${name}`, () => {
    test.use(use);

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the title and the first providers are in the HTML and paint with no script', async ({
        page,
      }) => {
        await useLanguage(page, lang);
        const providers = await firstProviders(page.request);
        await page.goto('/live_casino');
        await expect(page.locator('#splash h1')).toHaveText(TITLES[lang]);
        await expect(page.locator('#splash section[data-provider] h2')).toHaveText(providers);
        await expect(
          page.locator('#splash section[data-provider]').first().locator('li[aria-hidden="true"]'),
        ).toHaveCount(12);
        await page.screenshot({ path: join(screenshots, `${layout}-${lang}-live-index-html.png`) });
      });
    });

    test('the app draws its sections where the HTML drew them, with no layout shift', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const record: IndexRecord = { shifts: [], hiddenAt: 0, headings: [] };
        (window as unknown as { indexRecord: IndexRecord }).indexRecord = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null }[];
          })[])
            record.shifts.push({
              value: entry.value,
              time: entry.startTime,
              widgets: (entry.sources ?? []).every(
                (source) =>
                  source.node instanceof Element &&
                  Boolean(source.node.closest('.layout__widgets')),
              ),
            });
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (!record.hiddenAt && document.getElementById('splash')?.hidden)
            record.hiddenAt = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
        // The sections' headings as the HTML alone lays them out (before the app's code runs).
        document.addEventListener('readystatechange', () => {
          if (record.headings.length > 0) return;
          document.querySelectorAll('#splash section[data-provider] h2').forEach((heading) => {
            const { x, y, width, height } = heading.getBoundingClientRect();
            record.headings.push({ text: heading.textContent ?? '', box: { x, y, width, height } });
          });
        });
      });
      await useLanguage(page, lang);
      await page.goto('/live_casino');
      // The splash goes at the latest 10 s after the shell starts, which a busy machine delays.
      await expect(page.locator('#splash')).toBeHidden({ timeout: 20_000 });
      const appHeadings = page.locator('#main-content section[data-provider] h2');
      await expect(appHeadings).toHaveCount(3);
      await expect(
        page.locator('#main-content section[data-provider]').first().locator('.cs-tile').first(),
      ).toBeVisible();
      await page.screenshot({ path: join(screenshots, `${layout}-${lang}-live-index-app.png`) });
      const record = await page.evaluate(
        () => (window as unknown as { indexRecord: IndexRecord }).indexRecord,
      );
      expect(record.headings.map((heading) => heading.text)).toEqual(
        await appHeadings.allTextContents(),
      );
      const boxes = await appHeadings.evaluateAll((headings) =>
        headings.map((heading) => {
          const { x, y, width, height } = heading.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
      record.headings.forEach((heading, index) => {
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(heading.box[key] - boxes[index]![key])).toBeLessThanOrEqual(1);
      });
      expect(record.hiddenAt).toBeGreaterThan(0);
      expect(
        record.shifts.filter((shift) => shift.time >= record.hiddenAt && !shift.widgets),
      ).toEqual([]);
      expect(record.shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
    });
  });
}
