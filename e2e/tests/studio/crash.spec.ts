/**
 * Crash on the composed site: a player opens a crash game from the lobby, bets in the shared
 * round, cashes out, and sees the balance change by exactly the round's result in the game and in
 * the header; a guest checks a finished round on the public verifier.
 */
import { join } from 'node:path';
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
import { providersURL } from '../../environment';
import { expectBarClearOfClose } from './close-button';

const casino = '[id="single-spa-application:mf-casino"]';
/** Longest wait for the next betting phase: a round's flight is ln(crash) / 0.00006 ms. */
const ROUND_WAIT_MS = 125_000;
const START = 50_000;
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** The game reads amounts as the header does (one formatter for the site and the games). */
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;
const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const PLAY: Record<Lang, RegExp> = { fr: /^Jouer/, en: /^Play/, ar: /^العب/ };
const CLOSING: Record<Lang, string> = {
  fr: 'Mises fermées',
  en: 'Bets closed',
  ar: 'الرهانات مغلقة',
};

for (const { name, layout, lang } of [
  { name: 'desktop-fr', layout: desktop, lang: 'fr' as Lang },
  { name: 'phone-fr', layout: mobile, lang: 'fr' as Lang },
  { name: 'phone-ar', layout: mobile, lang: 'ar' as Lang },
]) {
  test.describe(`studio crash, last moment of betting (${name})`, () => {
    test.use(layout);
    test.setTimeout(240_000);

    test('the bet button goes off just before betting closes, and the page says bets are closed', async ({
      page,
      cli,
    }) => {
      const username = uniqueUsername(`crl${lang}`);
      await cli('create-player', username, 'crash-player-2026');
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, lang);
      await seedSession(page, username, 'crash-player-2026');
      await page.goto('/crash/preview');
      const lobby = page.locator(casino);
      if (layout.isMobile) {
        await lobby.locator('button[data-game-id]').first().click();
        await page.getByRole('dialog').getByRole('button', { name: PLAY[lang] }).click();
      } else {
        const tile = lobby.locator('article').first();
        await tile.hover();
        await tile.getByRole('button', { name: PLAY[lang] }).click();
      }
      const game = page.frameLocator(`${casino} iframe`);
      // The shared round may be flying when the page opens: a 47× round flies 64 s (CI saw one),
      // so the wait covers rounds up to about 1,000× (115 s) plus the pause.
      await expect(game.getByTestId('crash-bet')).toBeEnabled({ timeout: ROUND_WAIT_MS });
      const frame = page.frames().find((f) => f.url().includes('/providers/studio/game/'))!;
      // Watched frame by frame: the button goes off while the round is still in its betting phase.
      await frame.waitForFunction(
        (closing) =>
          document.querySelector('[data-testid="crash-status"]')?.textContent === closing &&
          (document.querySelector('[data-testid="crash-bet"]') as HTMLButtonElement).disabled,
        CLOSING[lang],
        { polling: 'raf', timeout: ROUND_WAIT_MS },
      );
      await page.screenshot({ path: join(shots, `studio-crash-closing-${name}.png`) });
      if (layout.isMobile) {
        // Full page on a phone: the site's close button sits over the frame's top inline-end
        // corner; the game's verify link (at the end of its top bar) stays clear of it, in both
        // directions.
        await expectBarClearOfClose(page, game);
      }
      // Then the round starts: the multiplier replaces the closing line.
      await expect(game.getByTestId('crash-status')).toHaveText(/×$/, { timeout: 15_000 });
      await page.screenshot({ path: join(shots, `studio-crash-running-${name}.png`) });
    });
  });
}

test.describe('studio crash', () => {
  test.use(desktop);
  // A round lasts up to about 45 s for a long flight, plus its betting phase.
  test.setTimeout(240_000);

  test('a player bets in a shared round, cashes out, and the balance follows in the game and the header', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('crash');
    await cli('create-player', username, 'crash-player-2026');
    await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
    await seedSession(page, username, 'crash-player-2026');

    const results: Array<Record<string, unknown>> = [];
    // The rounds as the page hears them: which one the bet went into, and which have crashed.
    let shownRound: number | undefined;
    let betRound: number | undefined;
    const crashedRounds = new Set<number>();
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as Record<string, unknown>;
        const round = message.round as { id: number; phase: string } | null | undefined;
        if ((message.type === 'round' || message.type === 'hello') && round) {
          shownRound = round.id;
          if (round.phase === 'crashed') crashedRounds.add(round.id);
        }
        if (message.type === 'bet-result' && message.ok) betRound = shownRound;
        if (message.type === 'bet-result' || message.type === 'cashout-result')
          results.push(message);
      }),
    );

    await page.goto('/crash/preview');
    const tile = page.locator(`${casino} article`).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    await expect(page).toHaveURL(/\/crash\/play_game$/);
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));

    await game.getByTestId('crash-amount').fill('1');
    // The page answers every bet: at once "sent", then placed or, for a bet that reached the server
    // as betting closed, a refusal that says so; refused, the player bets in the next round.
    const message = game.getByTestId('studio-message');
    const placed = 'Votre mise : 1.00 TND';
    const late = 'Trop tard : les mises de ce tour sont fermées. Misez au prochain tour.';
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(game.getByTestId('crash-bet')).toBeEnabled({ timeout: ROUND_WAIT_MS });
      await game.getByTestId('crash-bet').click();
      await expect(message).toHaveText(new RegExp(`^(Mise envoyée…|${placed}|${late})$`));
      await expect(message).toHaveText(new RegExp(`^(${placed}|${late})$`), { timeout: 15_000 });
      if ((await message.textContent()) === placed) break;
    }
    await expect(message).toHaveText(placed);
    // Cash out while the round runs. A round that crashes below about 1.05× runs for less than a
    // second, which the button's enabled state may not be seen in: such a bet is simply lost.
    const cashButton = game.getByTestId('crash-cashout');
    await expect
      .poll(
        async () =>
          (await cashButton.isEnabled()) || (betRound !== undefined && crashedRounds.has(betRound)),
        { timeout: 15_000 },
      )
      .toBe(true);
    const crashedFirst = betRound !== undefined && crashedRounds.has(betRound);
    if (!crashedFirst) {
      // The round may still crash between the button seen enabled and the click.
      const clicked = await cashButton.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (clicked)
        await expect.poll(() => results.filter((r) => r.type === 'cashout-result').length).toBe(1);
      else expect(crashedRounds.has(betRound!)).toBe(true);
    }

    const cashout = results.find((r) => r.type === 'cashout-result') ?? { ok: false };
    // Cashed out (win = floor(1000 × multiplier)), or the round crashed first (lost).
    const expected = START - 1_000 + (cashout.ok ? (cashout.win as number) : 0);
    if (cashout.ok)
      expect(cashout.win).toBe(Math.floor((1_000 * (cashout.cashout as number)) / 100));
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(expected), {
      timeout: 60_000,
    });
    await expect(page.getByTestId('balance')).toContainText(headerAmount(expected), {
      timeout: 15_000,
    });
  });

  test('a guest opens the verifier and checks a finished round', async ({ page }) => {
    // The verifier is the studio's page: on the providers' origin, as the game's link opens it.
    await page.goto(`${providersURL}/providers/studio/crash/verify?lang=fr`);
    await expect(
      page.getByRole('heading', { name: 'Vérificateur crash (provably fair)' }),
    ).toBeVisible();
    const round = page.getByTestId('verify-round').first();
    // The page lists the rounds finished when it loaded: come back until one has.
    await expect(async () => {
      await page.reload();
      await expect(round).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    const shown = (await round.locator('td').nth(1).textContent())!;
    await round.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByTestId('verify-result')).toContainText(`Point de crash : ${shown}`);
    await expect(page.getByTestId('verify-result')).toContainText(
      'le hachage mène au hachage terminal publié',
    );
  });
});
