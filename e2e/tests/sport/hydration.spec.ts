/**
 * The sport screen is drawn once: the markup mf-sport's renderer drew on the server (the frame's
 * place with its skeleton) becomes the app's by hydration. The skeleton the HTML carried, tagged
 * before any script runs, is the very node inside the app once it has mounted; React reports no
 * difference; and nothing of the screen moves until the frame takes its place (docs/first-view.md,
 * "Hydration").
 */
import { desktop, expect, mobile, test } from '../../fixtures';
import { expectSteadyMain, hydrationReports, recordLayoutShifts } from '../../hydration';
import { logIn, sportApp, useLanguage } from '../account/session';

interface Record {
  skeleton: Element | null;
  /** Whether the server's skeleton was found inside the app's container. */
  adopted: boolean;
}

const cases = [
  ['desktop', desktop, 'fr'],
  ['mobile', mobile, 'ar'],
] as const;

for (const [layout, viewport, lang] of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test("the app hydrates the server's skeleton of /sport in place", async ({ page }) => {
      const reports = hydrationReports(page);
      await recordLayoutShifts(page);
      await page.addInitScript((app) => {
        const record: Record = { skeleton: null, adopted: false };
        (window as unknown as { hydrationRecord: Record }).hydrationRecord = record;
        new MutationObserver((_, observer) => {
          record.skeleton ??= document.querySelector('#splash [data-testid="sport-skeleton"]');
          const container = document.querySelector(app);
          if (record.skeleton && container?.contains(record.skeleton)) {
            record.adopted = true;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, sportApp);
      await useLanguage(page, lang);
      await logIn(page);
      await page.goto('/sport');
      await expect(page.locator(`${sportApp} iframe`)).toBeVisible();

      const record = await page.evaluate(() => {
        const { skeleton, adopted } = (window as unknown as { hydrationRecord: Record })
          .hydrationRecord;
        return { tagged: skeleton !== null, adopted };
      });
      expect(record).toEqual({ tagged: true, adopted: true });
      await expectSteadyMain(page);
      expect(reports).toEqual([]);
    });
  });
}
