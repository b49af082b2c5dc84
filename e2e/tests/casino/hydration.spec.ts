/**
 * A lobby preview, and a providers' page, is drawn once: the markup mf-casino's renderer drew on the server (the list's
 * title, filter rows, search box and first tiles) becomes the app's by hydration. The nodes the
 * HTML carried are the ones on screen once the app has started (tagged before any script runs;
 * a phone's tiles then become its own tap-to-open buttons, the desktop's stay), React reports no
 * difference, and the list works: a provider filter, a search, a game opened; the providers'
 * page: Load More, a provider's 'All' (docs/first-view.md, "Hydration").
 */
import type { Page } from '@playwright/test';
import { desktop, expect, mobile, painted, test, useLanguage } from '../../fixtures';
import { players, startLoggedIn } from '../home/player';

const casino = '[id="single-spa-application:mf-casino"]';
const PREVIEW = '/casino/preview';
// Where the frame URL is not served the frame's document is a 404 (or the site's own page, which
// refuses to be framed): the desktop case plays a game.
const FRAME_NOT_SERVED_YET = /frame-ancestors|refused to connect|status of 404 \(Not Found\)/;

/** The server's nodes a player sees first, by name. */
const SELECTORS = {
  heading: '[data-page="game-list"] h1',
  firstFilter: '[data-page="game-list"] [role="group"] button',
  search: '[data-page="game-list"] input[type="search"]',
  grid: '[data-page="game-list"] ul',
  firstPicture: '[data-page="game-list"] .cs-tile img',
};
type Name = keyof typeof SELECTORS;

interface HydrationRecord {
  served: Partial<Record<Name, Element | null>>;
  /** The tagged nodes the app's container holds when the splash is cleared, by name. */
  atHandover: Partial<Record<Name, boolean>> | null;
}

/** Which of the server's nodes the app's container holds now, by name. */
function sameNodes(page: Page) {
  return page.evaluate(
    ({ container, selectors }) => {
      const record = (window as unknown as { hydrationRecord: HydrationRecord }).hydrationRecord;
      return Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => [
          name,
          record.served[name as Name] != null &&
            Array.from(document.querySelectorAll(`${container} ${selector}`)).includes(
              record.served[name as Name]!,
            ),
        ]),
      );
    },
    { container: casino, selectors: SELECTORS },
  );
}

/** The first game of a list as the API gives it. */
async function firstGameOf(page: Page, query: string): Promise<string> {
  const answer = await page.request.get(`/api/get_slot_game?page_index=1&page_size=30&${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { name: string }[] }).data[0]!.name;
}

const cases = [
  ['desktop', desktop, 'fr'],
  ['mobile', mobile, 'ar'],
] as const;

for (const [layout, viewport, lang] of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);
    test.use({ allowedConsole: FRAME_NOT_SERVED_YET });

    test(`the app hydrates the server's markup of ${PREVIEW} in place, then filters, searches and opens a game`, async ({
      page,
    }) => {
      const reports: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) reports.push(message.text());
      });
      await page.addInitScript(
        ({ selectors, container }) => {
          const record: HydrationRecord = { served: {}, atHandover: null };
          (window as unknown as { hydrationRecord: HydrationRecord }).hydrationRecord = record;
          // The server's nodes, as the HTML parser made them (no script of the page has run yet).
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            for (const [name, selector] of Object.entries(selectors))
              record.served[name as Name] = document.querySelector(`#splash ${selector}`);
          });
          new MutationObserver((_, observer) => {
            if (!document.getElementById('splash')?.hidden) return;
            observer.disconnect();
            record.atHandover = Object.fromEntries(
              Object.entries(selectors).map(([name, selector]) => [
                name,
                record.served[name as Name] != null &&
                  document.querySelector(`${container} ${selector}`) ===
                    record.served[name as Name],
              ]),
            );
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
        },
        { selectors: SELECTORS, container: casino },
      );
      // The desktop case as a player: their own favourite flags are asked of the API.
      if (layout === 'desktop') await startLoggedIn(page, players.player);
      await useLanguage(page, lang);
      const ownPage =
        layout === 'desktop' &&
        page.waitForRequest(
          (request) =>
            request.url().includes('/api/get_slot_game?page_index=1') &&
            Boolean(request.headers().authorization),
        );
      await page.goto(PREVIEW);
      await expect(page.locator('#splash')).toBeHidden();
      await painted(page);

      const tiles = page.locator(
        `${casino} ${layout === 'mobile' ? 'button[data-game-id]' : 'article[data-game-id]'}`,
      );
      await expect(tiles).toHaveCount(layout === 'mobile' ? 27 : 30);
      // The heading, the filter rows, the search box and the grid are the server's nodes; the
      // desktop's tiles too (a phone's tiles become its tap-to-open buttons once it is known).
      const kept = { heading: true, firstFilter: true, search: true, grid: true };
      const record = await page.evaluate(
        () => (window as unknown as { hydrationRecord: HydrationRecord }).hydrationRecord,
      );
      if (layout === 'desktop') {
        expect(record.atHandover).toEqual({ ...kept, firstPicture: true });
        expect(await sameNodes(page)).toEqual({ ...kept, firstPicture: true });
      } else {
        expect(record.atHandover).toMatchObject(kept);
        expect(await sameNodes(page)).toMatchObject(kept);
      }
      if (ownPage) await ownPage;
      expect(reports).toEqual([]);

      // Filter: a provider's games, as the API lists them.
      const providers = page.locator(casino).getByRole('group').nth(1);
      await providers.getByRole('button').nth(1).click();
      await expect(page).toHaveURL(/[?&]p=\d+/);
      await expect(providers.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
      const provider = new URL(page.url()).searchParams.get('p')!;
      const providerGame = await firstGameOf(page, `type=1&pro_id=${provider}`);
      await expect(tiles.first()).toContainText(providerGame);

      // Search: that game by its name.
      await page.locator(casino).getByRole('searchbox').fill(providerGame);
      await page.locator(casino).getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/[?&]s=/);
      await expect(tiles.first()).toContainText(providerGame);

      // Open it: Play on desktop, the tile's detail on a phone.
      if (layout === 'desktop') {
        await tiles.first().hover();
        await tiles
          .first()
          .getByRole('button', { name: /^Jouer/ })
          .click();
        await expect(page).toHaveURL(/\/casino\/play_game$/);
        await expect(page.locator(`${casino} iframe`)).toHaveAttribute('src', /game=\d+/);
      } else {
        await tiles.first().click();
        await expect(page.getByRole('dialog')).toContainText(providerGame);
      }
      expect(reports).toEqual([]);
    });
  });
}

/** The providers' page's server nodes: its heading, each section, its name and its logo. */
const INDEX_NODES = '[data-page="provider-list"] :is(h1, section[data-provider], h2, header img)';
const LOAD_MORE = { fr: 'Charger plus', ar: 'تحميل المزيد' };

for (const [layout, viewport, lang] of cases) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test("the app hydrates the server's markup of /casino in place, then loads more and opens a provider", async ({
      page,
    }) => {
      const reports: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) reports.push(message.text());
      });
      await page.addInitScript((selector) => {
        const record = { served: [] as Element[] };
        (window as unknown as { indexRecord: typeof record }).indexRecord = record;
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            record.served = Array.from(document.querySelectorAll(`#splash ${selector}`));
        });
      }, INDEX_NODES);
      await useLanguage(page, lang);
      await page.goto('/casino');
      await expect(page.locator('#splash')).toBeHidden();
      const sections = page.locator(`${casino} section[data-provider]`);
      await expect(sections.first().locator('.cs-tile').first()).toBeVisible();
      await painted(page);

      const same = await page.evaluate(
        ({ container, selector }) => {
          const { served } = (window as unknown as { indexRecord: { served: Element[] } })
            .indexRecord;
          const now = Array.from(document.querySelectorAll(`${container} ${selector}`));
          return {
            served: served.length,
            same: served.every((node, index) => now[index] === node),
          };
        },
        { container: casino, selector: INDEX_NODES },
      );
      // The heading, three sections with their names and logos.
      expect(same).toEqual({ served: 1 + 3 * 3, same: true });
      expect(reports).toEqual([]);

      await expect(sections).toHaveCount(3);
      await page.locator(casino).getByRole('button', { name: LOAD_MORE[lang] }).click();
      await expect(sections).toHaveCount(4);
      // A provider's 'All': its games in the filterable list.
      await sections.first().locator('header').getByRole('link').click();
      await expect(page).toHaveURL(/\/casino\/preview\?p=\d+&c=null$/);
      await expect(
        page.locator(`${casino} [data-page="game-list"] .cs-tile`).first(),
      ).toBeVisible();
      expect(reports).toEqual([]);
    });
  });
}
