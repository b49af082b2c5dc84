/**
 * The in-house studio on the composed site: a player opens a slot from the lobby, the studio's
 * page answers the launch URL in the frame, a spin goes through the studio's server and the
 * platform's wallet, and the balance changes by exactly the round's result in the game and in the
 * site's header.
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
import { roundPlayedOut, spinSlot } from './slot-round';

const casino = '[id="single-spa-application:mf-casino"]';
const START = 100_000;

/** The header's format: spaces between thousands, two decimals. */
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** The game reads amounts as the header does (one formatter for the site and the games). */
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;

test.describe('studio slot', () => {
  test.use(desktop);

  test('a player opens a slot from the lobby, spins, and sees the balance change in the game and the header', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('slot');
    await cli('create-player', username, 'slot-player-2026');
    await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
    await seedSession(page, username, 'slot-player-2026');

    await page.goto('/casino/preview');
    const tile = page.locator(`${casino} article`).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    await expect(page).toHaveURL(/\/casino\/play_game$/);
    await expect(page.getByTestId('balance')).toContainText(headerAmount(START));

    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    await expect(game.getByTestId('studio-sound')).toHaveAttribute('aria-pressed', 'false');

    // A round whose win equals its bet changes nothing: spin until one changes the balance.
    let balance = START;
    for (let spin = 0; spin < 5 && balance === START; spin++) {
      const round = await spinSlot(page, game);
      expect(round.balance).toBe(balance - round.bet + round.win);
      balance = round.balance;
      await roundPlayedOut(game, round);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(balance));
    }
    expect(balance).not.toBe(START);
    // The header follows the wallet (its refresh runs every 5 s).
    await expect(page.getByTestId('balance')).toContainText(headerAmount(balance), {
      timeout: 15_000,
    });
  });
});

test.describe('studio slot on a phone, in Arabic', () => {
  test.use(mobile);

  test('the slot opens full page right to left, spins, and the header follows once the game is closed', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('slotar');
    await cli('create-player', username, 'slot-player-2026');
    await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
    await useLanguage(page, 'ar');
    await seedSession(page, username, 'slot-player-2026');

    await page.goto('/casino/preview');
    await page.locator(`${casino} button[data-game-id]`).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
    const fullPage = page.getByTestId('full-page-game');
    const game = fullPage.frameLocator('iframe');
    await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    await expect(game.getByTestId('studio-spin')).toHaveText('دوران');
    await expectBarClearOfClose(page, game);

    let balance = START;
    for (let spin = 0; spin < 5 && balance === START; spin++) {
      const round = await spinSlot(page, game);
      expect(round.balance).toBe(balance - round.bet + round.win);
      balance = round.balance;
      await roundPlayedOut(game, round);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(balance));
    }
    expect(balance).not.toBe(START);
    await fullPage.getByRole('button', { name: 'أغلق اللعبة' }).click();
    await expect(page.getByTestId('balance-link')).toHaveAttribute(
      'aria-label',
      new RegExp(headerAmount(balance)),
      { timeout: 15_000 },
    );
  });
});
