/**
 * The header's balance at once. A player spins a studio slot and the header shows the new
 * balance — changed by exactly the round's result — within a second of the spin's answer, well
 * before the 5 s refresh could. Two paths, each shown alone:
 * - the API's balance stream (the refresh `/api/UserDetails` is held once the page is up, so it
 *   cannot be what moved the header);
 * - the game frame's postMessage, with the stream refused (no ticket): the page asks the shell to
 *   refresh at once.
 * Desktop and phone, French and Arabic.
 */
import type { Page } from '@playwright/test';
import {
  desktop,
  expect,
  mobile,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
  type Lang,
} from '../../fixtures';

const casino = '[id="single-spa-application:mf-casino"]';
const START = 100_000;
const PASSWORD = 'header-player-2026';

/** The header's format: spaces between thousands, two decimals. */
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

interface Round {
  bet: number;
  win: number;
  balance: number;
}

const PLAY: Record<Lang, RegExp> = { fr: /^Jouer/, en: /^Play/, ar: /^العب/ };

/** Until `hold()`, the 5 s refresh answers; after it, every refresh waits forever. */
async function holdableRefresh(page: Page) {
  let holding = false;
  const answered: number[] = [];
  await page.route('**/api/UserDetails', async (route) => {
    if (!holding) return route.continue();
    await new Promise(() => undefined);
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/api/UserDetails')) answered.push(Date.now());
  });
  return {
    hold: () => (holding = true),
    answeredSince: (time: number) => answered.filter((t) => t >= time).length,
  };
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

/** Spins until a round changes the balance; answers that round and when its answer arrived. */
async function spinUntilChange(page: Page, game: ReturnType<Page['frameLocator']>, before: number) {
  for (let spin = 0; spin < 8; spin++) {
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/providers/studio/api/slots/spin'),
    );
    await game.getByTestId('studio-spin').click();
    const response = await answered;
    const at = Date.now();
    const round = (await response.json()) as Round;
    if (round.balance !== before) return { round, at };
    await expect(game.getByTestId('studio-spin')).toBeEnabled();
  }
  throw new Error('eight spins in a row left the balance unchanged');
}

const layouts = [
  { name: 'desktop', use: desktop, mobile: false },
  { name: 'phone', use: mobile, mobile: true },
] as const;

for (const layout of layouts) {
  for (const lang of ['fr', 'ar'] as const) {
    test.describe(`header balance at once (${layout.name}, ${lang})`, () => {
      test.use(layout.use);

      const headerShows = (page: Page, millimes: number, timeout: number) =>
        layout.mobile
          ? expect(page.getByTestId('balance-link')).toHaveAttribute(
              'aria-label',
              new RegExp(headerAmount(millimes)),
              { timeout },
            )
          : expect(page.getByTestId('balance')).toContainText(headerAmount(millimes), { timeout });

      test('the balance stream moves the header within a second of the spin, with the refresh held', async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername(`push${lang}`);
        cli('create-player', username, PASSWORD);
        cli('deposit', username, String(START), '--reference', `e2e-${username}`);
        await useLanguage(page, lang);
        await seedSession(page, username, PASSWORD);
        const refresh = await holdableRefresh(page);
        const streamOpened = page.waitForResponse(
          (response) => /\/api\/stream\?ticket=/.test(response.url()) && response.status() === 200,
        );

        const game = await openSlot(page, layout.mobile, lang);
        await expect(game.getByTestId('studio-spin')).toBeEnabled();
        await headerShows(page, START, 10_000);
        await streamOpened;
        refresh.hold();
        const heldFrom = Date.now();

        const { round, at } = await spinUntilChange(page, game, START);
        expect(round.balance).toBe(START - round.bet + round.win);
        await headerShows(page, round.balance, 1000);
        const lag = Date.now() - at;
        expect(refresh.answeredSince(heldFrom)).toBe(0);
        console.log(
          `header moved by ${round.win - round.bet} millimes ${lag} ms after the spin's answer (stream, ${layout.name}, ${lang})`,
        );
      });

      test.describe('without the stream', () => {
        test.use({ allowedConsole: /\/api\/stream\/ticket/ });

        test('the game frame’s message refreshes the header within a second of the spin', async ({
          page,
          cli,
        }) => {
          const username = uniqueUsername(`post${lang}`);
          cli('create-player', username, PASSWORD);
          cli('deposit', username, String(START), '--reference', `e2e-${username}`);
          await useLanguage(page, lang);
          await seedSession(page, username, PASSWORD);
          let tickets = 0;
          await page.route('**/api/stream/ticket', (route) => {
            tickets += 1;
            return route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"message":"down"}',
            });
          });
          const game = await openSlot(page, layout.mobile, lang);
          await expect(game.getByTestId('studio-spin')).toBeEnabled();
          await headerShows(page, START, 10_000);

          const refreshes: number[] = [];
          page.on('request', (request) => {
            if (request.url().endsWith('/api/UserDetails')) refreshes.push(Date.now());
          });
          // Twice: a 5 s refresh could fall in the 300 ms after one spin by chance, hardly after two.
          let balance = START;
          for (const attempt of [1, 2]) {
            const clicked = Date.now();
            const { round, at } = await spinUntilChange(page, game, balance);
            expect(round.balance).toBe(balance - round.bet + round.win);
            await expect
              .poll(() => refreshes.some((time) => time >= clicked), { timeout: 1000 })
              .toBe(true);
            const asked = refreshes.find((time) => time >= at - 100) ?? Infinity;
            expect(asked - at).toBeLessThan(300);
            await headerShows(page, round.balance, 1000);
            console.log(
              `header moved by ${round.win - round.bet} millimes within ${Date.now() - at} ms of the spin's answer, refresh asked after ${asked - at} ms (postMessage, ${layout.name}, ${lang}, spin ${attempt})`,
            );
            balance = round.balance;
            await expect(game.getByTestId('studio-spin')).toBeEnabled();
          }
          expect(tickets).toBeGreaterThan(0);
        });
      });
    });
  }
}
