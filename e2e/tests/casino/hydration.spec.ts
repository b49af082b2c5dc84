/**
 * A game list is drawn once: the markup mf-casino's renderer drew on the server (title, filter
 * rows, search box, first tiles) becomes the app's by hydration (docs/first-view.md,
 * "Hydration"). The heading, the grid and (on a desktop, where the tile keeps its element) the
 * first tile's picture the HTML carried are the very nodes in the app; React reports nothing; and
 * what the player typed into the search box before the app's code arrived is still there and
 * searches.
 */
import { desktop, expect, mobile, test, useLanguage } from '../../fixtures';
import { hydrationReports } from '../../hydration';

const casino = '[id="single-spa-application:mf-casino"]';
const PREVIEW = '/casino/preview';

interface Record {
  heading: Element | null;
  grid: Element | null;
  picture: Element | null;
}

const cases = [
  ['desktop', desktop, 'fr', 'Empire'],
  ['mobile', mobile, 'ar', 'Empire'],
] as const;

for (const [layout, viewport, lang, typed] of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test(`the app hydrates ${PREVIEW} in place and keeps what was typed before it ran`, async ({
      page,
    }) => {
      const reports = hydrationReports(page);
      await page.addInitScript(() => {
        const record: Record = { heading: null, grid: null, picture: null };
        (window as unknown as { hydrationRecord: Record }).hydrationRecord = record;
        // The server's nodes, as the HTML parser creates them (before any script of the page).
        new MutationObserver((_, observer) => {
          record.heading ??= document.querySelector('#splash h1');
          record.grid ??= document.querySelector('#splash [data-page="game-list"] ul');
          record.picture ??= document.querySelector('#splash img[data-first-view="tile"]');
          if (record.heading && record.grid && record.picture) observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      // mf-casino's code waits until the player has typed into the server's search box.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/remotes/mf-casino/**/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await useLanguage(page, lang);
      await page.goto(PREVIEW, { waitUntil: 'commit' });
      const serverSearch = page.locator('#splash input[type="search"]');
      await serverSearch.fill(typed);
      release();

      const search = page.locator(`${casino} input[type="search"]`);
      await expect(page.locator('#splash')).toBeHidden({ timeout: 20_000 });
      // Hydrated: the app draws its own answer's tiles (a phone's as buttons).
      await expect(
        page.locator(`${casino} ${layout === 'mobile' ? 'button' : 'article'}.cs-tile`).first(),
      ).toBeVisible();
      await expect(search).toHaveValue(typed);
      const same = await page.evaluate((app) => {
        const record = (window as unknown as { hydrationRecord: Record }).hydrationRecord;
        const inApp = (selector: string) => document.querySelector(`${app} ${selector}`);
        return {
          heading: record.heading !== null && inApp('h1') === record.heading,
          grid: record.grid !== null && inApp('[data-page="game-list"] ul') === record.grid,
          picture: record.picture !== null && inApp('img.cs-tile__image') === record.picture,
        };
      }, casino);
      // A phone's tiles become its buttons once the app knows the device: new elements.
      expect(same).toEqual({ heading: true, grid: true, picture: layout === 'desktop' });

      // The typed text searches, as the app's own typing would.
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]s=${typed}`));
      await expect(page.locator(`${casino} .cs-tile`).first()).toContainText(typed);
      expect(reports).toEqual([]);
    });
  });
}
