/**
 * The in-house sportsbook in the composed site: a player opens prematch, adds two selections from
 * two events, places a multiple, sees the header's balance drop at once, lets the live simulator
 * play the matches (e2e matches last 12 s), sees the settlement credited and the bet in the sport
 * history. Desktop in French and a phone in Arabic (right to left, bottom bet slip).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import {
  desktop,
  expect,
  mobile,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';
import { sportApp, twoDecimals } from '../account/session';
import { sportsbookEnv } from '../../environment';
import { twoLaterEvents } from './prematch-events';

const START = 100_000;
const STAKE = 10_000;
const PASSWORD = 'sport-player-2026';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');

/**
 * The visible part of the page only: a full-page screenshot resizes the viewport for a moment,
 * the site can take the phone layout meanwhile and open the sportsbook frame again for it, and
 * the frame's slip is gone (seen on a loaded machine: the bet was never placed).
 */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** The header's format: spaces between thousands, two decimals cut (not rounded). */
const headerAmount = twoDecimals;
const frameAmount = (millimes: number) =>
  `${Math.floor(millimes / 1000)
    .toLocaleString('en-US')
    .replace(/,/g, ' ')}.${String(Math.floor((millimes % 1000) / 10)).padStart(2, '0')} TND`;

/** How long an e2e match is live (every league kicks off together, a round every 45 s). */
const MATCH_MS = Number(sportsbookEnv.SPORTSBOOK_MATCH_SECONDS) * 1000;

/**
 * A live event with most of its match still to play (it kicked off at most 3 s ago), waiting for
 * the next kick-off if the one on screen is nearly over: what follows (a price push, opening the
 * event, picking a price) must happen while it is live. Returns its `data-starts`.
 */
async function freshLiveEvent(frame: FrameLocator): Promise<string> {
  let starts = '';
  await expect
    .poll(
      async () => {
        const all = await frame
          .locator('article.event[data-status="live"]')
          .evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('data-starts'))));
        const latest = Math.max(0, ...all);
        starts = String(latest);
        return Date.now() - latest <= 3_000;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return starts;
}

for (const { language, device, use } of [
  {
    language: 'fr' as const,
    device: 'desktop' as const,
    use: { ...desktop, viewport: { width: 1366, height: 900 } },
  },
  { language: 'ar' as const, device: 'mobile' as const, use: mobile },
]) {
  test.describe(`sportsbook on ${device} in ${language}`, () => {
    test.use(use);

    test('a multiple placed in prematch is debited at once, settled after the matches and shown in the sport history', async ({
      page,
      cli,
    }) => {
      test.setTimeout(300_000);
      const username = uniqueUsername(`sb${language}`);
      await cli('create-player', username, PASSWORD);
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, language);
      await seedSession(page, username, PASSWORD);

      await page.goto('/sport');
      await expect(page.getByTestId('balance')).toContainText(headerAmount(START));
      const iframe = page.locator(`${sportApp} iframe`);
      const frame = page.frameLocator(`${sportApp} iframe`);
      await expect(
        frame.locator(`html[lang="${language}"][dir="${language === 'ar' ? 'rtl' : 'ltr'}"]`),
      ).toHaveCount(1);
      // The frame reports its height: the page sizes it and the frame never scrolls.
      await expect(iframe).toHaveAttribute('scrolling', 'no');
      await expect(iframe).toHaveAttribute('data-route', 'home');

      // The prematch line lists every event before kick-off (home shows the next dozen).
      await frame.locator('[data-route="line"]').click();
      await expect(iframe).toHaveAttribute('data-route', 'line');
      const [first, second] = await twoLaterEvents(frame);
      await frame.locator(`article[data-event="${first}"] button.price`).first().click();
      await frame.locator(`article[data-event="${second}"] button.price`).first().click();
      if (device === 'mobile') {
        // The bet slip is a bar at the bottom on a phone; it opens upwards.
        await expect(frame.locator('.slip-bar')).toBeVisible();
        await frame.locator('.slip-bar').click();
      }
      await expect(frame.locator('#slip-legs li[data-leg]')).toHaveCount(2);
      const odds = await frame.locator('#slip-legs .leg-odds').allTextContents();
      const hundredths = odds.map((o) => Math.round(Number(o) * 100));
      // The potential return follows the stake as it is typed.
      await frame.locator('#stake').fill('1');
      await expect(frame.getByTestId('potential-return')).toHaveText(
        frameAmount(Math.floor((1_000 * hundredths[0]! * hundredths[1]!) / 10_000)),
      );
      await frame.locator('#stake').fill(String(STAKE / 1000));
      await expect(frame.getByTestId('potential-return')).toHaveText(
        frameAmount(Math.floor((STAKE * hundredths[0]! * hundredths[1]!) / 10_000)),
      );
      await shoot(page, `sportsbook-slip-${device}-${language}`);

      const placed = page.waitForResponse(
        (r) =>
          r.url().endsWith('/providers/sportsbook/api/bets') && r.request().method() === 'POST',
      );
      await frame.locator('#place').click();
      const response = await placed;
      expect(response.status()).toBe(200);
      const { bet } = (await response.json()) as { bet: { id: string; kind: string } };
      expect(bet.kind).toBe('multi');
      // At once: the frame tells the page, the page asks the shell to refresh (its own poll is 5 s).
      await expect(page.getByTestId('balance')).toContainText(headerAmount(START - STAKE), {
        timeout: 3_000,
      });

      await frame.locator('[data-route="my-bets"]').click();
      await expect(iframe).toHaveAttribute('data-route', 'my-bets');
      const row = frame.locator(`article.bet[data-bet="${bet.id}"]`);
      await expect(row).toHaveAttribute('data-status', 'open');
      // The frame follows its content down as well as up: the short My bets page, no empty tail.
      await expect
        .poll(() => iframe.evaluate((el) => el.getBoundingClientRect().height))
        .toBeLessThan(1_200);
      await shoot(page, `sportsbook-my-bets-${device}-${language}`);
      // The live simulator plays both matches (12 s each here) and the book settles the bet.
      await expect(row).toHaveAttribute('data-status', /^(won|lost|void)$/, { timeout: 150_000 });
      const payout = Number(await row.getAttribute('data-payout'));
      await expect(page.getByTestId('balance')).toContainText(
        headerAmount(START - STAKE + payout),
        { timeout: 10_000 },
      );
      await shoot(page, `sportsbook-settled-${device}-${language}`);

      await page.goto(device === 'desktop' ? '/profile/sport_history' : '/sport_history');
      const history = page.locator('[id="single-spa-application:mf-account"] table tbody tr');
      await expect(history).toHaveCount(1);
      await expect(history.first()).toContainText('10.00');
      await expect(history.first()).toContainText(twoDecimals(payout));
    });
  });
}

for (const { language, device, use } of [
  {
    language: 'ar' as const,
    device: 'desktop' as const,
    use: { ...desktop, viewport: { width: 1366, height: 900 } },
  },
  { language: 'fr' as const, device: 'mobile' as const, use: mobile },
]) {
  test.describe(`sportsbook pages on ${device} in ${language}`, () => {
    test.use(use);

    test('live opens on the live list, an event shows its markets, the guest-less slip follows the layout', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await useLanguage(page, language);
      await seedSession(page, 'demo', 'demo1234');
      await page.goto('/live');
      const iframe = page.locator(`${sportApp} iframe`);
      const frame = page.frameLocator(`${sportApp} iframe`);
      await expect(iframe).toHaveAttribute('data-route', 'live');
      await expect(
        frame.locator(`html[lang="${language}"][dir="${language === 'ar' ? 'rtl' : 'ltr'}"]`),
      ).toHaveCount(1);
      await expect(frame.locator('article.event[data-status="live"]').first()).toBeVisible({
        timeout: 60_000,
      });
      await shoot(page, `sportsbook-live-${device}-${language}`);
      const sportsbook = page.frames().find((f) => f.url().includes('/providers/sportsbook/'))!;
      // What follows happens inside one match (12 s here). On a loaded machine the match can end
      // before the price is picked, and an ended match takes no bet: then it starts again from the
      // live list with the next kick-off, until a player's pick lands in the slip.
      await expect(async () => {
        if ((await iframe.getAttribute('data-route')) !== 'live') {
          await frame.locator('nav [data-route="live"]').click();
          await expect(iframe).toHaveAttribute('data-route', 'live');
        }
        await pickLivePrice(frame, sportsbook, iframe, device);
      }).toPass({ timeout: 110_000 });
      await shoot(page, `sportsbook-event-${device}-${language}`);
    });
  });
}

/**
 * Opens a live event that kicked off moments ago, sees a price push update its buttons in place,
 * opens its markets and picks a price: the slip (desktop) or its bar (phone) shows the pick.
 */
async function pickLivePrice(
  frame: FrameLocator,
  sportsbook: Frame,
  iframe: Locator,
  device: 'desktop' | 'mobile',
): Promise<void> {
  const starts = await freshLiveEvent(frame);
  const live = `article.event[data-status="live"][data-starts="${starts}"]`;
  // A price push updates the buttons in place: a button a player is pressing is never swapped
  // for a new one under the finger (the tap would pick nothing).
  await sportsbook.evaluate((live) => {
    const seen = new Map<Element, string | null>();
    document
      .querySelectorAll(`${live} button.price`)
      .forEach((button) => seen.set(button, button.textContent));
    (window as unknown as { seenPrices: typeof seen }).seenPrices = seen;
  }, live);
  await expect
    .poll(
      () =>
        sportsbook.evaluate(() =>
          [...(window as unknown as { seenPrices: Map<Element, string | null> }).seenPrices].some(
            ([button, odds]) => button.isConnected && button.textContent !== odds,
          ),
        ),
      { timeout: MATCH_MS - 3_000 },
    )
    .toBe(true);
  await frame.locator(`${live} a.more`).first().click();
  await expect(iframe).toHaveAttribute('data-route', /^event\/\d+$/);
  await expect(frame.locator('section.market').first()).toBeVisible();
  await frame.locator('section.market button.price:not([disabled])').first().click();
  if (device === 'mobile') await expect(frame.locator('.slip-bar')).toBeVisible();
  else await expect(frame.locator('#slip-legs li[data-leg]')).toHaveCount(1);
}

test.describe('sportsbook without a session', () => {
  test.use({ ...desktop, viewport: { width: 1366, height: 900 } });

  test("a bet asked for with no session in the frame opens the site's login modal", async ({
    page,
  }) => {
    await useLanguage(page, 'fr');
    await seedSession(page, 'demo', 'demo1234');
    await page.goto('/sport');
    const frame = page.frameLocator(`${sportApp} iframe`);
    await expect(frame.locator('article.event').first()).toBeVisible();
    // The frame loses its session (as when its launch token is spent and nothing is kept).
    const sportsbook = page.frames().find((f) => f.url().includes('/providers/sportsbook/'))!;
    await sportsbook.evaluate(() => {
      sessionStorage.clear();
      location.reload();
    });
    await expect(frame.locator('#place')).toHaveText('Connectez-vous pour parier');
    await frame.locator('article.event button.price:not([disabled])').first().click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });
});
