/**
 * The sport screen is drawn once: the markup mf-sport's renderer drew on the server (the frame's
 * place with its skeleton) becomes the app's by hydration. The skeleton the HTML carried, tagged
 * before any script runs, is the very node inside the app once it has mounted; React reports no
 * difference; and nothing moves until the frame takes its place (docs/first-view.md, "Hydration").
 */
import { desktop, expect, mobile, test } from '../../fixtures';
import { logIn, sportApp, useLanguage } from '../account/session';

interface Record {
  skeleton: Element | null;
  /** Whether the server's skeleton was found inside the app's container. */
  adopted: boolean;
  shifts: { value: number; splashBar: boolean }[];
}

const cases = [
  ['desktop', desktop, 'fr'],
  ['mobile', mobile, 'ar'],
] as const;

for (const [layout, viewport, lang] of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test("the app hydrates the server's skeleton of /sport in place", async ({ page }) => {
      const reports: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) reports.push(message.text());
      });
      await page.addInitScript((app) => {
        const record: Record = { skeleton: null, adopted: false, shifts: [] };
        (window as unknown as { hydrationRecord: Record }).hydrationRecord = record;
        new MutationObserver((_, observer) => {
          record.skeleton ??= document.querySelector('#splash [data-testid="sport-skeleton"]');
          const container = document.querySelector(app);
          if (record.skeleton && container?.contains(record.skeleton)) {
            record.adopted = true;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null; currentRect: DOMRectReadOnly }[];
          })[])
            record.shifts.push({
              value: entry.value,
              // The splash's loading bar (a pseudo-element, 2 px high at the header's bottom),
              // which Chrome at times counts as a shift: not the page's.
              splashBar:
                (entry.sources ?? []).length > 0 &&
                (entry.sources ?? []).every(
                  (source) =>
                    !source.node &&
                    source.currentRect.height <= 2 &&
                    source.currentRect.bottom <= 65,
                ),
            });
        }).observe({ type: 'layout-shift', buffered: true });
      }, sportApp);
      await useLanguage(page, lang);
      await logIn(page);
      await page.goto('/sport');
      await expect(page.locator(`${sportApp} iframe`)).toBeVisible();

      const record = await page.evaluate(() => {
        const { skeleton, adopted, shifts } = (window as unknown as { hydrationRecord: Record })
          .hydrationRecord;
        return { tagged: skeleton !== null, adopted, shifts };
      });
      expect({ tagged: record.tagged, adopted: record.adopted }).toEqual({
        tagged: true,
        adopted: true,
      });
      expect(record.shifts.filter((shift) => !shift.splashBar)).toEqual([]);
      expect(reports).toEqual([]);
    });
  });
}
