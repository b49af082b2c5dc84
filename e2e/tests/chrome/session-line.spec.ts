/**
 * The session line (the account's session clock in the layout's session region) and the end of
 * a session:
 * - a page opened logged in keeps the line's place from the first paint: the clock arriving,
 *   held here until the page's content is on screen, shifts nothing (a PerformanceObserver of
 *   'layout-shift' sees no shift in the main column), on a desktop and a phone;
 * - a logout while an authenticated request is still pending (held with page.route) aborts it:
 *   it never comes back 401, so no console error (the fixture fails on one) and no lost-session
 *   handling (`auth:unauthorized`).
 */
import type { Page, Route } from '@playwright/test';
import { desktop, expect, mobile, painted, test, uniqueUsername } from '../../fixtures';
import { openSite } from './chrome-helpers';

const PASSWORD = 'session-line-2026';

interface Shift {
  value: number;
  sources: string[];
}

/** Records the layout shifts of anything in the main column (session region and main region). */
async function recordMainColumnShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { mainColumnShifts: Shift[] }).mainColumnShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        const inColumn = (entry.sources ?? []).filter(
          (source) =>
            source.node instanceof Element && Boolean(source.node.closest('.layout__content')),
        );
        if (inColumn.length > 0)
          shifts.push({
            value: entry.value,
            sources: inColumn.map(
              (source) =>
                `${(source.node as Element).outerHTML.slice(0, 80)} ${source.previousRect.y}→${source.currentRect.y}`,
            ),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const recordedShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { mainColumnShifts: Shift[] }).mainColumnShifts);

/** Holds every answer of `pattern` until `release` is called. */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held,
    release: async () => {
      released = true;
      // A request the page has aborted meanwhile can no longer be continued.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

for (const { name, device } of [
  { name: 'desktop', device: desktop },
  { name: 'phone', device: mobile },
] as const) {
  test.describe(`the session clock arriving, on a ${name}`, () => {
    test.use(device);

    test('shifts nothing: its place is kept from the first paint', async ({ page, cli }) => {
      const username = uniqueUsername('sline');
      await cli('create-player', username, PASSWORD);
      await recordMainColumnShifts(page);
      // The clock's figures come after the page's own content: the latest it can arrive.
      const session = await holdRequests(page, '**/api/responsible-gambling/session');
      await openSite(page, '/profile/reality-check', {
        player: { username, password: PASSWORD },
      });
      await painted(page);
      const main = page.locator('#main-content');
      const before = (await main.boundingBox())!;
      await expect(page.getByTestId('session-clock')).toHaveCount(0);

      await session.release();
      const clock = page.getByTestId('session-clock');
      await expect(clock.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      await painted(page);

      const after = (await main.boundingBox())!;
      expect(after.y).toBe(before.y);
      // The clock fills the place kept for it, right above the page.
      const bar = (await clock.boundingBox())!;
      expect(bar.y + bar.height).toBeCloseTo(after.y, 0);
      expect(await recordedShifts(page)).toEqual([]);
    });
  });
}

test.describe('a logout while an authenticated request is pending', () => {
  test.use(desktop);

  test('aborts it: no 401 comes back, no console error, no lost-session handling', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('slout');
    await cli('create-player', username, PASSWORD);
    await openSite(page, '/profile/dashboard', { player: { username, password: PASSWORD } });
    await expect(page.getByTestId('session-clock').getByRole('timer')).toBeVisible();
    // What the shell does with a 401 starts with this event (the API client's).
    await page.evaluate(() => {
      type Bus = { on(name: string, handler: (payload: { path: string }) => void): void };
      const bus = (globalThis as unknown as Record<symbol, Bus>)[
        Symbol.for('@casino/shared/events#bus')
      ]!;
      const seen: string[] = [];
      (window as unknown as { unauthorizedSeen: string[] }).unauthorizedSeen = seen;
      bus.on('auth:unauthorized', ({ path }) => seen.push(path));
    });

    // The next balance refresh (every 5 s) is held: the server has not answered it yet.
    const details = await holdRequests(page, '**/api/UserDetails');
    const pending = page.waitForRequest('**/api/UserDetails');
    const failures: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/UserDetails'))
        failures.push(request.failure()?.errorText ?? '');
    });
    await pending;

    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Let the server answer what it was asked (401 now): the page has stopped listening.
    await details.release();
    await painted(page);
    // The request sent with the ended session was aborted by the page, not answered.
    expect(failures).toEqual([expect.stringMatching(/ABORTED/)]);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { unauthorizedSeen: string[] }).unauthorizedSeen,
      ),
    ).toEqual([]);
  });
});
