/**
 * No layout shift: the desktop widgets column (mf-casino's jackpot panel and top wins)
 * keeps its boxes from the skeletons to the loaded lists, in French and in Arabic. The lists' API
 * answers are held (not replaced) until the skeletons' boxes are read, then let through; the real
 * lists are shorter than the reserved ten rows, the case that must keep the box too. A second case
 * runs the page on a CPU four times slower (the loaded CI machine where the column moved) and reads
 * the layout shifts of the column.
 */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, test, uniqueUsername, useLanguage } from '../../fixtures';

const screenshots = join(import.meta.dirname, '..', '..', 'screenshots');
const widgets = ['jackpot-panel', 'top-wins'] as const;
const lists = /\/(top_winners|LatestJackpot)/;

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

interface Box {
  y: number;
  height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return { y: box!.y, height: box!.height };
}

/** The heights of the rows the widget shows: its skeletons while loading, else its list's rows. */
async function rowHeights(page: Page, widget: string, loading: boolean): Promise<number[]> {
  const rows = loading
    ? page.locator(`[data-widget="${widget}"] [role="status"] > *`)
    : page.locator(`[data-widget="${widget}"] ${widget === 'top-wins' ? 'tbody tr' : 'li'}`);
  return rows.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().height * 10) / 10),
  );
}

for (const lang of ['fr', 'ar'] as const) {
  test(`the widgets keep their boxes from the skeletons to the loaded lists (desktop ${lang})`, async ({
    page,
    cli,
  }) => {
    // At least one jackpot win, so the panel's loaded state is a (short) list.
    const username = uniqueUsername('wbox');
    await cli('create-player', username, 'secret1234');
    await cli('award-jackpot', username, 'Golden', '1500000', '--reference', `${username}:jackpot`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(lists, async (route) => {
      await held;
      await route.continue();
    });
    await useLanguage(page, lang);
    await page.goto('/');
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    for (const widget of widgets)
      await expect(page.locator(`[data-widget="${widget}"] [role="status"]`)).toBeVisible();

    const before: Record<string, Box> = {};
    const skeletonRows: Record<string, number[]> = {};
    for (const widget of widgets) {
      before[widget] = await boxOf(page, `[data-widget="${widget}"]`);
      skeletonRows[widget] = await rowHeights(page, widget, true);
    }
    await page.screenshot({ path: join(screenshots, `desktop-${lang}-widgets-skeleton.png`) });

    release();
    await expect(page.locator('[data-widget="jackpot-panel"] li').first()).toBeVisible();
    await expect(page.locator('[data-widget="top-wins"] table')).toBeVisible();
    for (const widget of widgets) {
      await expect(page.locator(`[data-widget="${widget}"] [role="status"]`)).toHaveCount(0);
      const after = await boxOf(page, `[data-widget="${widget}"]`);
      expect(Math.abs(after.y - before[widget]!.y), `${widget} top`).toBeLessThanOrEqual(0.5);
      expect(
        Math.abs(after.height - before[widget]!.height),
        `${widget} height`,
      ).toBeLessThanOrEqual(0.5);
      // Ten skeletons, each as tall as a loaded row; the list holds at most ten of those rows.
      const loaded = await rowHeights(page, widget, false);
      expect(skeletonRows[widget]).toHaveLength(10);
      expect(loaded.length).toBeLessThanOrEqual(10);
      for (const height of [...skeletonRows[widget]!, ...loaded])
        expect(Math.abs(height - skeletonRows[widget]![0]!), `${widget} row`).toBeLessThanOrEqual(
          0.5,
        );
    }
    await page.screenshot({ path: join(screenshots, `desktop-${lang}-widgets-loaded.png`) });
  });

  test(`on a CPU four times slower the widgets column records no layout shift (desktop ${lang})`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { widgetShifts: typeof shifts }).widgetShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          const inColumn = (entry.sources ?? []).filter(
            (source) =>
              source.node instanceof Element && Boolean(source.node.closest('.layout__widgets')),
          );
          if (inColumn.length > 0)
            shifts.push({
              value: entry.value,
              sources: inColumn.map((source) => (source.node as Element).outerHTML.slice(0, 120)),
            });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await useLanguage(page, lang);
    await page.goto('/');
    await expect(page.locator('#splash')).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('[data-widget="top-wins"] table')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-widget="jackpot-panel"] [role="status"]')).toHaveCount(0, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    const shifts = await page.evaluate(
      () =>
        (window as unknown as { widgetShifts: { value: number; sources: string[] }[] })
          .widgetShifts,
    );
    expect(shifts).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}
