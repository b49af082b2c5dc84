/**
 * An account page is drawn once: the markup mf-account's renderer drew on the server (the profile
 * area's tab bar on a desktop, the screen's pending skeleton) becomes the app's by hydration. The
 * nodes the HTML carried, tagged before any script runs, are the very nodes inside the app once it
 * has mounted; the desktop's tab bar is still that node once the screen has loaded; React reports
 * no difference; and nothing of the page moves (docs/first-view.md, "Hydration").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../environment';
import { desktop, expect, mobile, test } from '../../fixtures';
import { expectSteadyMain, hydrationReports, recordLayoutShifts } from '../../hydration';
import { accountApp, logIn, useLanguage, type Lang } from './session';

interface Record {
  /** The tab bar (desktop) or the pending skeleton (phone), as the HTML was parsed. */
  tagged: Element | null;
  /** Whether that node was found inside the app's container. */
  adopted: boolean;
}

const titleOf = (lang: Lang) =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'mf-account', 'locales', `${lang}.json`), 'utf8')) as {
      title: { transactionHistory: string };
    }
  ).title.transactionHistory;

const cases = [
  { layout: 'desktop', viewport: desktop, lang: 'fr', path: '/profile/transaction_history' },
  { layout: 'mobile', viewport: mobile, lang: 'ar', path: '/transaction_history' },
] as const;

for (const { layout, viewport, lang, path } of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test(`the app hydrates the server's ${path} in place`, async ({ page }) => {
      const reports = hydrationReports(page);
      await recordLayoutShifts(page);
      await page.addInitScript(
        ({ app, selector }) => {
          const record: Record = { tagged: null, adopted: false };
          (window as unknown as { hydrationRecord: Record }).hydrationRecord = record;
          new MutationObserver((_, observer) => {
            record.tagged ??= document.querySelector(`#splash ${selector}`);
            const container = document.querySelector(app);
            if (record.tagged && container?.contains(record.tagged)) {
              record.adopted = true;
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        },
        {
          app: accountApp,
          selector: layout === 'desktop' ? 'nav' : '[role="status"][aria-busy="true"]',
        },
      );
      await useLanguage(page, lang);
      await logIn(page);
      await page.goto(path);
      await expect(
        page.locator(accountApp).getByRole('heading', { name: titleOf(lang) }),
      ).toBeVisible();

      const record = await page.evaluate(
        ({ app, desktopLayout }) => {
          const { tagged, adopted } = (window as unknown as { hydrationRecord: Record })
            .hydrationRecord;
          const kept = desktopLayout ? document.querySelector(`${app} nav`) === tagged : true;
          return { tagged: tagged !== null, adopted, kept };
        },
        { app: accountApp, desktopLayout: layout === 'desktop' },
      );
      expect(record).toEqual({ tagged: true, adopted: true, kept: true });
      await expectSteadyMain(page);
      expect(reports).toEqual([]);
    });
  });
}
