/**
 * The header's balance without waiting for its 5 s refresh. A player spins a studio slot and the
 * header shows the new balance — changed by exactly the round's result. Two paths, each shown
 * alone:
 * - the API's balance stream (the refresh `/api/UserDetails` is held once the page is up, so it
 *   cannot be what moved the header);
 * - the game frame's postMessage, with the stream refused (no ticket): the frame tells the page
 *   the round's balance and the page asks the shell's refresh while it handles that message.
 * The desktop in French and the phone in Arabic. How fast the header follows is a bench's
 * figure, not a test's (`pnpm --filter @casino/e2e bench:header-balance`).
 */
import type { Page } from '@playwright/test';
import {
  expect,
  layoutsAndLanguages,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
  type Lang,
} from '../../fixtures';
import { roundPlayedOut, spinSlot } from './slot-round';

const casino = '[id="single-spa-application:mf-casino"]';
const START = 100_000;
const PASSWORD = 'header-player-2026';

/** The header's format: spaces between thousands, two decimals. */
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const PLAY: Record<Lang, RegExp> = { fr: /^Jouer/, en: /^Play/, ar: /^العب/ };

/** Until `hold()`, the 5 s refresh answers; after it, every refresh waits forever. */
async function holdableRefresh(page: Page) {
  let holding = false;
  let answeredWhileHeld = 0;
  await page.route('**/api/UserDetails', async (route) => {
    if (!holding) return route.continue();
    await new Promise(() => undefined);
  });
  page.on('requestfinished', (request) => {
    if (holding && request.url().endsWith('/api/UserDetails')) answeredWhileHeld += 1;
  });
  return {
    hold: () => (holding = true),
    answeredWhileHeld: () => answeredWhileHeld,
  };
}

type BalanceEvent = { kind: 'message'; balance: number } | { kind: 'refresh'; onMessage: boolean };

/**
 * Logs, in the site's page and in the order they happen, the frame's balance messages and the
 * refreshes the page asks (`/api/UserDetails`); a refresh asked while the page still handles a
 * balance message (the same task) is marked `onMessage`: the 5 s timer runs in a task of its own.
 */
async function logBalanceEvents(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const log: BalanceEvent[] = [];
    (window as unknown as { balanceEvents: BalanceEvent[] }).balanceEvents = log;
    let handling = false;
    window.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string; balance?: number }>) => {
        if (event.data?.type !== 'studio:balance') return;
        log.push({ kind: 'message', balance: event.data.balance! });
        handling = true;
        setTimeout(() => (handling = false), 0);
      },
      true,
    );
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/UserDetails')) log.push({ kind: 'refresh', onMessage: handling });
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { balanceEvents: BalanceEvent[] }).balanceEvents.slice(),
    );
}

async function openSlot(page: Page, mobileLayout: boolean, lang: Lang) {
  await page.goto('/casino/preview');
  if (mobileLayout) {
    await page.locator(`${casino} button[data-game-id]`).first().click();
    await page.getByRole('dialog').getByRole('button', { name: PLAY[lang] }).click();
    return page.getByTestId('full-page-game').frameLocator('iframe');
  }
  const tile = page.locator(`${casino} article`).first();
  await tile.hover();
  await tile.getByRole('button', { name: PLAY[lang] }).click();
  await expect(page).toHaveURL(/\/casino\/play_game$/);
  return page.frameLocator(`${casino} iframe`);
}

/** Spins until a round changes the balance; answers that round. */
async function spinUntilChange(page: Page, game: ReturnType<Page['frameLocator']>, before: number) {
  for (let spin = 0; spin < 8; spin++) {
    const round = await spinSlot(page, game);
    if (round.balance !== before) return round;
    await roundPlayedOut(game, round);
  }
  throw new Error('eight spins in a row left the balance unchanged');
}

for (const { layout, use, lang } of layoutsAndLanguages) {
  const phone = layout === 'mobile';
  test.describe(`header balance at once (${phone ? 'phone' : layout}, ${lang})`, () => {
    test.use(use);

    const headerShows = (page: Page, millimes: number) =>
      phone
        ? expect(page.getByTestId('balance-link')).toHaveAttribute(
            'aria-label',
            new RegExp(headerAmount(millimes)),
          )
        : expect(page.getByTestId('balance')).toContainText(headerAmount(millimes));

    test('the balance stream moves the header after a spin, with the refresh held', async ({
      page,
      cli,
    }) => {
      const username = uniqueUsername(`push${lang}`);
      await cli('create-player', username, PASSWORD);
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, lang);
      await seedSession(page, username, PASSWORD);
      const refresh = await holdableRefresh(page);
      const streamOpened = page.waitForResponse(
        (response) => /\/api\/stream\?ticket=/.test(response.url()) && response.status() === 200,
      );

      const game = await openSlot(page, phone, lang);
      await expect(game.getByTestId('studio-spin')).toBeEnabled();
      await headerShows(page, START);
      await streamOpened;
      refresh.hold();

      const round = await spinUntilChange(page, game, START);
      expect(round.balance).toBe(START - round.bet + round.win);
      await headerShows(page, round.balance);
      // No refresh answered since it was held: the stream alone moved the header.
      expect(refresh.answeredWhileHeld()).toBe(0);
    });

    test.describe('without the stream', () => {
      test.use({ allowedConsole: /\/api\/stream\/ticket/ });

      test('the game frame’s message asks the header’s refresh after each spin', async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername(`post${lang}`);
        await cli('create-player', username, PASSWORD);
        await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
        await useLanguage(page, lang);
        await seedSession(page, username, PASSWORD);
        const balanceEvents = await logBalanceEvents(page);
        let tickets = 0;
        await page.route('**/api/stream/ticket', (route) => {
          tickets += 1;
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"message":"down"}',
          });
        });
        const game = await openSlot(page, phone, lang);
        await expect(game.getByTestId('studio-spin')).toBeEnabled();
        await headerShows(page, START);

        // Twice: each spin's message asks its own refresh.
        let balance = START;
        for (let attempt = 0; attempt < 2; attempt++) {
          const seen = (await balanceEvents()).length;
          const round = await spinUntilChange(page, game, balance);
          expect(round.balance).toBe(balance - round.bet + round.win);
          // The frame tells the round's balance, then the page asks a refresh while handling it.
          await expect
            .poll(async () => {
              const events = (await balanceEvents()).slice(seen);
              const told = events.findIndex(
                (event) => event.kind === 'message' && event.balance === round.balance,
              );
              return (
                told >= 0 &&
                events.slice(told + 1).some((event) => event.kind === 'refresh' && event.onMessage)
              );
            })
            .toBe(true);
          await headerShows(page, round.balance);
          balance = round.balance;
          await roundPlayedOut(game, round);
        }
        expect(tickets).toBeGreaterThan(0);
      });
    });
  });
}
