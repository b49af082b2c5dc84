/**
 * The home page is drawn once: the markup mf-home's renderer drew on the server (the page's first
 * view) becomes the app's by hydration. The banner's picture and the page's heading the HTML
 * carried are the very nodes on screen once the app has started (they are tagged before any
 * script runs), React reports no difference, and nothing moves (docs/first-view.md, "Hydration").
 */
import { join } from 'node:path';
import { desktop, expect, mobile, painted, test, useLanguage } from '../../fixtures';
import { hydrationReports, layoutShifts, recordLayoutShifts } from '../../hydration';

const screenshots = join(import.meta.dirname, '..', '..', 'screenshots');

interface Record {
  /** Whether the server's nodes were the app's at the moment the splash was cleared. */
  sameAtHandover: boolean | null;
}

const cases = [
  ['desktop', desktop, 'fr'],
  ['mobile', mobile, 'ar'],
] as const;

for (const [layout, viewport, lang] of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test("the app hydrates the server's markup of / in place: the same nodes, no report, no shift", async ({
      page,
    }) => {
      const reports = hydrationReports(page);
      await recordLayoutShifts(page);
      await page.addInitScript(() => {
        const record: Record & { banner: Element | null; heading: Element | null } = {
          banner: null,
          heading: null,
          sameAtHandover: null,
        };
        (window as unknown as { hydrationRecord: typeof record }).hydrationRecord = record;
        const inApp = (selector: string) =>
          document.querySelector(`[id="single-spa-application:mf-home"] ${selector}`);
        // The server's nodes, as the HTML parser creates them (before any script of the page).
        new MutationObserver((_, observer) => {
          record.banner ??= document.querySelector('#splash img[data-first-view="banner"]');
          record.heading ??= document.querySelector('#splash h1');
          if (record.banner && record.heading) observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
        new MutationObserver((_, observer) => {
          if (!document.getElementById('splash')?.hidden) return;
          observer.disconnect();
          record.sameAtHandover =
            record.banner !== null &&
            inApp('img[data-first-view="banner"]') === record.banner &&
            inApp('h1') === record.heading;
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
      });
      await useLanguage(page, lang);
      await page.goto('/');
      await expect(page.locator('#splash')).toBeHidden();
      await painted(page);

      const app = page.locator('[id="single-spa-application:mf-home"]');
      await expect(app.getByRole('heading', { level: 1 })).toHaveCount(1);
      const same = await page.evaluate(() => {
        const record = (
          window as unknown as {
            hydrationRecord: Record & { banner: Element | null; heading: Element | null };
          }
        ).hydrationRecord;
        const inApp = (selector: string) =>
          document.querySelector(`[id="single-spa-application:mf-home"] ${selector}`);
        return {
          tagged: record.banner !== null && record.heading !== null,
          atHandover: record.sameAtHandover,
          banner: inApp('img[data-first-view="banner"]') === record.banner,
          heading: inApp('h1') === record.heading,
        };
      });
      expect(same).toEqual({ tagged: true, atHandover: true, banner: true, heading: true });
      // The phone's section tiles stay on the phone only, once the app knows the device.
      await expect(app.getByRole('navigation')).toHaveCount(layout === 'mobile' ? 1 : 0);
      await page.screenshot({ path: join(screenshots, `${layout}-${lang}-home-hydrated.png`) });

      // Let what comes later come (the rails, Swiper), then: nothing moved, nothing reported.
      await page.waitForLoadState('networkidle');
      await painted(page);
      const shifts = await layoutShifts(page);
      expect(shifts.filter((shift) => !shift.widgets && !shift.splashBar)).toEqual([]);
      expect(reports).toEqual([]);
    });
  });
}
