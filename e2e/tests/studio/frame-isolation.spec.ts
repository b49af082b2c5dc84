/**
 * A provider page cannot act as the player on the platform. Script run inside the studio's game
 * frame and inside the sportsbook's frame (as an injected script would) finds no token in its
 * storage, cannot read the site's, gets nothing from the platform's API on its own origin and
 * is refused by the browser on the site's; the frames are sandboxed without the top page's
 * navigation, and the site's origin serves no provider page at all.
 */
import type { Frame, Page } from '@playwright/test';
import { baseURL, providersURL } from '../../environment';
import {
  desktop,
  expect,
  seedSession,
  test,
  TOKEN_STORAGE_KEY,
  uniqueUsername,
} from '../../fixtures';

const casino = '[id="single-spa-application:mf-casino"]';
const sport = '[id="single-spa-application:mf-sport"]';

/** What a script in `frame` can reach of the player's session. */
async function reach(frame: Frame, siteOrigin: string) {
  return frame.evaluate(
    async ({ siteOrigin, key }) => {
      const ownStorage = (() => {
        try {
          return Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`);
        } catch {
          return 'no storage';
        }
      })();
      const parentStorage = (() => {
        try {
          return window.parent.localStorage.getItem(key);
        } catch {
          return 'refused';
        }
      })();
      const call = async (url: string, init?: RequestInit) => {
        try {
          const response = await fetch(url, init);
          return `${response.status} ${(await response.text()).slice(0, 80)}`;
        } catch {
          return 'refused';
        }
      };
      return {
        origin: location.origin,
        ownStorage,
        parentStorage,
        cookies: document.cookie,
        apiHere: await call('/api/UserDetails'),
        apiOnSite: await call(`${siteOrigin}/api/UserDetails`, { credentials: 'include' }),
      };
    },
    { siteOrigin, key: TOKEN_STORAGE_KEY },
  );
}

function expectIsolated(found: Awaited<ReturnType<typeof reach>>, token: string, site: string) {
  expect(found.origin).toBe(providersURL);
  expect(found.origin).not.toBe(site);
  expect(JSON.stringify(found.ownStorage)).not.toContain(token);
  expect(found.cookies).not.toContain(token);
  expect(found.parentStorage).toBe('refused');
  // Not on the providers' origin, and the browser keeps the site's answer from the frame.
  expect(found.apiHere).toMatch(/^404 /);
  expect(found.apiOnSite).toBe('refused');
}

async function sandboxOf(page: Page, selector: string) {
  const sandbox = (await page.locator(selector).getAttribute('sandbox')) ?? '';
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-top-navigation');
}

test.describe('provider frames', () => {
  test.use(desktop);
  // The probes' own refusals: the API not on the providers' origin, the site's refused by the
  // providers' pages' CSP (and by the browser's CORS behind it).
  test.use({
    allowedConsole: [/\/api\/UserDetails|Content Security Policy|Fetch API cannot load/],
  });

  test('a script in the game frame or the sportsbook frame finds no token and no platform API', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('iso');
    await cli('create-player', username, 'isolated-player-2026');
    const token = await seedSession(page, username, 'isolated-player-2026');
    const site = baseURL;

    await page.goto('/casino/preview');
    const tile = page.locator(`${casino} article`).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    await expect(page.frameLocator(`${casino} iframe`).getByTestId('studio-balance')).toBeVisible();
    await sandboxOf(page, `${casino} iframe`);
    const game = page.frames().find((f) => f.url().includes('/providers/studio/game/'))!;
    expectIsolated(await reach(game, site), token, site);

    await page.goto('/sport');
    await expect(page.locator(`${sport} iframe`)).toBeVisible();
    await sandboxOf(page, `${sport} iframe`);
    await expect
      .poll(() => page.frames().find((f) => f.url().includes('/providers/sportsbook/')))
      .toBeTruthy();
    const book = page.frames().find((f) => f.url().includes('/providers/sportsbook/'))!;
    await book.waitForLoadState('domcontentloaded');
    expectIsolated(await reach(book, site), token, site);
  });

  test("the site's origin serves no provider page", async ({ page }) => {
    for (const path of ['/providers/studio/crash/verify?lang=fr', '/providers/sportsbook/health'])
      expect((await page.request.get(path)).status()).toBe(404);
    expect(
      (await page.request.get(`${providersURL}/providers/studio/crash/verify?lang=fr`)).status(),
    ).toBe(200);
  });
});
