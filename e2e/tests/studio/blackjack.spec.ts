/**
 * Blackjack on the composed site: a player finds a blackjack table from the live lobby's search,
 * plays one deal (insurance declined, standing), and sees the balance change by exactly the
 * round's result in the game and in the header, then the round in the casino history under the
 * table's own name. Desktop in French and a phone in Arabic (right to left), with screenshots.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  desktop,
  expect,
  mobile,
  painted,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';

const casino = '[id="single-spa-application:mf-casino"]';
const account = '[id="single-spa-application:mf-account"]';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const TABLE = 'Grand Blackjack';
const START = 40_000;
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;

interface Round {
  id: number;
  status: string;
  win?: number;
  bet?: number;
  hands?: Array<{ stake: number }>;
}

/** The rounds the page is sent, to know the deal's stake and return. */
function watchRounds(page: Page): Array<{ round: Round; previous: Round | null }> {
  const seen: Array<{ round: Round; previous: Round | null }> = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        round?: Round;
        previous?: Round | null;
      };
      if (message.type === 'round' && message.round)
        seen.push({ round: message.round, previous: message.previous ?? null });
    }),
  );
  return seen;
}

async function player(page: Page, cli: (...args: string[]) => string, lang: 'fr' | 'ar') {
  const username = uniqueUsername(`bj${lang}`);
  cli('create-player', username, 'blackjack-player-2026');
  cli('deposit', username, String(START), '--reference', `e2e-${username}`);
  await useLanguage(page, lang);
  await seedSession(page, username, 'blackjack-player-2026');
}

/** Deals one round and plays it out by declining insurance and standing; answers its result. */
async function playOneDeal(
  game: ReturnType<Page['frameLocator']>,
  rounds: ReturnType<typeof watchRounds>,
): Promise<number> {
  const ready = rounds.at(-1)!.round.id;
  await game.getByTestId('blackjack-deal').click();
  // A natural blackjack ends on the deal: its round is then only ever sent as the previous one.
  const dealtRound = () =>
    rounds.find((r) => r.round.status !== 'ready')?.round ??
    rounds.find((r) => r.previous?.id === ready)?.previous;
  await expect.poll(() => dealtRound() !== undefined).toBe(true);
  const dealt = dealtRound()!;
  for (;;) {
    const ended = rounds.find((r) => r.previous?.id === dealt.id && r.round.status === 'ready');
    if (ended) {
      const staked = rounds
        .filter((r) => r.round.id === dealt.id && r.round.hands)
        .map((r) => r.round.hands!.reduce((sum, hand) => sum + hand.stake, 0))
        .reduce((a, b) => Math.max(a, b), ended.previous!.bet ?? 0);
      return (ended.previous!.win ?? 0) - staked;
    }
    const decline = game.getByTestId('blackjack-decline');
    const stand = game.getByTestId('blackjack-stand');
    await expect(decline.or(stand).or(game.getByTestId('blackjack-deal'))).toBeVisible();
    const before = rounds.length;
    if (await decline.isVisible()) await decline.click();
    else if (await stand.isVisible()) await stand.click();
    else continue;
    // Each decision is a wallet round trip: a loaded machine needs the room.
    await expect.poll(() => rounds.length, { timeout: 30_000 }).toBeGreaterThan(before);
  }
}

test.describe('studio blackjack on a desktop', () => {
  test.use(desktop);
  // Each deal waits on the wallet's round trips; a loaded machine needs the room.
  test.setTimeout(240_000);

  test('desktop, French: one deal from the lobby, balance exact, the round in the history', async ({
    page,
    cli,
  }) => {
    await player(page, cli, 'fr');
    const rounds = watchRounds(page);
    await page.goto('/live_casino/preview');
    const search = page.locator(casino).getByRole('searchbox');
    await search.fill(TABLE);
    await search.press('Enter');
    const tile = page.locator(`${casino} article`, { hasText: TABLE }).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    await expect(game.getByTestId('blackjack-commitment')).toContainText(/[0-9a-f]{64}/);

    const result = await playOneDeal(game, rounds);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START + result));
    await expect(page.getByTestId('balance')).toContainText(headerAmount(START + result), {
      timeout: 1_000,
    });
    await expect(game.getByTestId('blackjack-revealed')).toContainText(/[0-9a-f]{64}/);
    await painted(page);
    await page.screenshot({ path: join(shots, 'studio-blackjack-desktop-fr.png') });
    await game.getByTestId('blackjack-help-open').click();
    await expect(game.getByTestId('blackjack-edge')).toContainText(/avantage de la maison/i);
    await page.screenshot({ path: join(shots, 'studio-blackjack-help-desktop-fr.png') });

    await page.goto('/profile/games_history');
    await expect(page.locator(account).locator('tbody tr').first()).toContainText(TABLE, {
      timeout: 15_000,
    });
  });
});

test.describe('studio blackjack on a phone', () => {
  test.use(mobile);
  // Each deal waits on the wallet's round trips; a loaded machine needs the room.
  test.setTimeout(240_000);

  test('phone, Arabic: right to left, one deal, balance exact', async ({ page, cli }) => {
    await player(page, cli, 'ar');
    const rounds = watchRounds(page);
    await page.goto('/live_casino/preview');
    const search = page.locator(casino).getByRole('searchbox');
    await search.fill(TABLE);
    await search.press('Enter');
    // The list shows every table until the search answers: pick the table by its name.
    await page.locator(`${casino} button[data-game-id]`).filter({ hasText: TABLE }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
    const game = page.getByTestId('full-page-game').frameLocator('iframe');
    await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    const result = await playOneDeal(game, rounds);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START + result));
    await painted(page);
    await page.screenshot({ path: join(shots, 'studio-blackjack-phone-ar.png') });
  });
});
