/**
 * What the hydration specs watch on a page (docs/first-view.md, "Hydration"): React's hydration
 * reports in the console, and every layout shift from the very start of the page, each told
 * whether it is the splash's loading bar or the desktop widgets column's (not the page's own).
 */
import { expect, type Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /**
   * The splash's loading bar: a pseudo-element (reported without a node), 2 px high at the
   * header's bottom, moved by a transform animation Chrome at times counts as a shift.
   */
  splashBar: boolean;
  /** Every moved node is in the desktop layout's widgets column. */
  widgets: boolean;
  /** A moved node is in the page's main region (the route's application), not the chrome. */
  main: boolean;
  /** The moved nodes, as `tag.class "text"`, for a failure's message. */
  nodes: string[];
}

/** The console's hydration reports (`[hydration] <app>: …`) from now on. */
export function hydrationReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/** Records the page's layout shifts from its start (read them with `layoutShifts`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null; currentRect: DOMRectReadOnly }[];
      })[]) {
        const sources = entry.sources ?? [];
        shifts.push({
          value: entry.value,
          splashBar:
            sources.length > 0 &&
            sources.every(
              (source) =>
                !source.node && source.currentRect.height <= 2 && source.currentRect.bottom <= 65,
            ),
          widgets: sources.every(
            (source) =>
              source.node instanceof Element && Boolean(source.node.closest('.layout__widgets')),
          ),
          main: sources.some(
            (source) =>
              source.node instanceof Element && Boolean(source.node.closest('#main-content')),
          ),
          nodes: sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.localName}.${source.node.className} "${source.node.textContent?.slice(0, 30) ?? ''}"`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/**
 * Nothing of the route's application moved, and the page's shifts (the chrome's too: a player's
 * header filling in) stay within the page's layout-shift budget, 0.02.
 */
export async function expectSteadyMain(page: Page): Promise<void> {
  const shifts = await layoutShifts(page);
  expect(shifts.filter((shift) => shift.main)).toEqual([]);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.02);
}
