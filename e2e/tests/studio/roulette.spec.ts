/**
 * Auto-roulette on the composed site: a player opens a table from the lobby, bets on red in the
 * shared round, and sees the balance change by exactly the round's result in the game and in the
 * header.
 */
import {
  desktop,
  expect,
  mobile,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';
import { expectBarClearOfClose } from './close-button';
import { watchBettingWindows } from './betting-window';

const casino = '[id="single-spa-application:mf-casino"]';
const START = 40_000;
/** A live table whose name says roulette opens the roulette engine. */
// The tile reads its name and its provider run together ("VIP RouletteEVOLUTION"): no word edges.
const ROULETTE_NAME = /roulette/i;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** The game reads amounts as the header does (one formatter for the site and the games). */
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;

test.describe('studio roulette', () => {
  test.use(desktop);
  test.setTimeout(120_000);

  test('a player bets on red in a shared round and the balance follows the result', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('roul');
    await cli('create-player', username, 'roulette-player-2026');
    await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
    await seedSession(page, username, 'roulette-player-2026');

    const rounds: Array<{ id: number; phase: string; result?: number }> = [];
    let betRound: number | undefined;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as {
          type: string;
          ok?: boolean;
          round?: { id: number; phase: string; result?: number };
        };
        if ((message.type === 'round' || message.type === 'hello') && message.round)
          rounds.push(message.round);
        if (message.type === 'bet-result' && message.ok) betRound = rounds.at(-1)?.id;
      }),
    );

    const bettingWindows = watchBettingWindows(page);
    await page.goto('/live_casino/preview');
    // The live lobby lists every table family: open a roulette one, by its name.
    const tile = page.locator(`${casino} article`).filter({ hasText: ROULETTE_NAME }).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    await expect(page).toHaveURL(/\/live_casino\/play_game$/);
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));

    await game.getByRole('button', { name: '1.00 TND', exact: true }).click();
    await expect(game.getByTestId('bet-red')).toBeEnabled({ timeout: 40_000 });
    await bettingWindows.open();
    await game.getByTestId('bet-red').click();
    await expect(game.getByTestId('studio-message')).toHaveText('Mises du tour : 1.00 TND');
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START - 1_000));

    await expect
      .poll(
        () => rounds.find((round) => round.id === betRound && round.phase === 'result')?.result,
        { timeout: 40_000 },
      )
      .toBeDefined();
    const result = rounds.find(
      (round) => round.id === betRound && round.phase === 'result',
    )!.result!;
    const expected = START - 1_000 + (RED.has(result) ? 2_000 : 0);
    await expect(game.getByTestId('roulette-status')).toHaveText(`Résultat : ${result}`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(expected), {
      timeout: 10_000,
    });
    await expect(page.getByTestId('balance')).toContainText(headerAmount(expected), {
      timeout: 15_000,
    });
  });
});

test.describe('studio roulette on a phone, in Arabic', () => {
  test.use(mobile);

  test('the table opens full page right to left, its top bar clear of the close button', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('roular');
    await cli('create-player', username, 'roulette-player-2026');
    await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
    await useLanguage(page, 'ar');
    await seedSession(page, username, 'roulette-player-2026');

    await page.goto('/live_casino/preview');
    await page
      .locator(`${casino} button[data-game-id]`)
      .filter({ hasText: ROULETTE_NAME })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
    const game = page.getByTestId('full-page-game').frameLocator('iframe');
    await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    await expectBarClearOfClose(page, game);
  });
});
