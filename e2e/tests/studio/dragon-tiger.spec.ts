/**
 * Dragon Tiger on the composed site, desktop in French and phone in Arabic: a player opens a
 * Dragon Tiger table from the live lobby, bets on the Dragon in a shared round, sees the game and
 * the header balance change by exactly the round's result, finds the round in the casino history
 * under the table's own name, and a guest checks the round in the public verifier.
 * Screenshots in e2e/screenshots/<layout>-<lang>-dragon-tiger{,-help,-verify}.png.
 */
import { join } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { providersURL } from '../../environment';
import {
  desktop,
  expect,
  mobile,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';
import { watchBettingWindows } from './betting-window';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const casino = '[id="single-spa-application:mf-casino"]';
const START = 40_000;
const TABLE = /dragon tiger/i;
const PLAY = { fr: 'Jouer', ar: 'العب' } as const;
const BETS = { fr: 'Mises du tour : 1.00 TND', ar: 'رهانات الجولة: 1.00 TND' } as const;
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;
const rankOf = (card: number) => (card % 13) + 1;

/** What a 1 TND Dragon bet returns: 2 TND on a Dragon win, half back on a tie, nothing else. */
function dragonReturn(outcome: { dragon: number; tiger: number }): number {
  const difference = rankOf(outcome.dragon) - rankOf(outcome.tiger);
  return difference > 0 ? 2_000 : difference === 0 ? 500 : 0;
}

async function openTable(page: Page, layout: string, lang: 'fr' | 'ar'): Promise<FrameLocator> {
  await page.goto('/live_casino/preview');
  // The live lobby lists 60 tables: the player looks the table up by name.
  const search = page.locator(casino).getByRole('searchbox');
  await search.fill('Dragon Tiger');
  await search.press('Enter');
  if (layout === 'mobile') {
    await page.locator(`${casino} button[data-game-id]`).filter({ hasText: TABLE }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: PLAY[lang] }).click();
    return page.getByTestId('full-page-game').frameLocator('iframe');
  }
  const tile = page.locator(`${casino} article`).filter({ hasText: TABLE }).first();
  await tile.hover();
  await tile.getByRole('button', { name: new RegExp(`^${PLAY[lang]}`) }).click();
  return page.frameLocator(`${casino} iframe`);
}

for (const [layout, viewport, lang] of [
  ['desktop', desktop, 'fr'],
  ['mobile', mobile, 'ar'],
] as const) {
  test.describe(`dragon tiger, ${layout} ${lang}`, () => {
    test.use(viewport);
    test.setTimeout(150_000);

    test('a round on the Dragon moves the balance by exactly its result', async ({
      page,
      cli,
      browser,
    }) => {
      const username = uniqueUsername('dt');
      await cli('create-player', username, 'dragon-player-2026');
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, lang);
      await seedSession(page, username, 'dragon-player-2026');

      const rounds: Array<{
        id: number;
        phase: string;
        outcome?: { dragon: number; tiger: number };
      }> = [];
      let betRound: number | undefined;
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as {
            type: string;
            ok?: boolean;
            round?: (typeof rounds)[number];
          };
          if ((message.type === 'round' || message.type === 'hello') && message.round)
            rounds.push(message.round);
          if (message.type === 'bet-result' && message.ok) betRound = rounds.at(-1)?.id;
        }),
      );

      const bettingWindows = watchBettingWindows(page);
      const game = await openTable(page, layout, lang);
      await expect(game.locator(`html[lang="${lang}"]`)).toHaveCount(1);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
      await game.getByRole('button', { name: '1.00 TND', exact: true }).click();
      await expect(game.getByTestId('bet-dragon')).toBeEnabled({ timeout: 40_000 });
      await bettingWindows.open();
      await game.getByTestId('bet-dragon').click();
      await expect(game.getByTestId('studio-message')).toHaveText(BETS[lang]);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START - 1_000));

      await expect
        .poll(() => rounds.find((r) => r.id === betRound && r.phase === 'result')?.outcome, {
          timeout: 40_000,
        })
        .toBeDefined();
      const outcome = rounds.find((r) => r.id === betRound && r.phase === 'result')!.outcome!;
      const expected = START - 1_000 + dragonReturn(outcome);
      await expect(game.getByTestId('hand-dragon').locator('[data-card]')).toHaveAttribute(
        'data-card',
        String(outcome.dragon),
      );
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(expected), {
        timeout: 10_000,
      });
      await expect(page.getByTestId('balance')).toContainText(headerAmount(expected), {
        timeout: 15_000,
      });
      await page.screenshot({ path: join(shots, `${layout}-${lang}-dragon-tiger.png`) });
      await game.getByTestId('studio-help-open').click();
      await expect(game.getByTestId('rtp-dragon')).toHaveText('96.26 %');
      await page.screenshot({ path: join(shots, `${layout}-${lang}-dragon-tiger-help.png`) });

      // The casino history names the table, not another game.
      const tableName = (await game.locator('h1').textContent())!;
      await page.goto('/profile/games_history');
      await expect(
        page
          .locator('[id="single-spa-application:mf-account"] tbody tr')
          .filter({ hasText: tableName })
          .first(),
      ).toBeVisible({ timeout: 15_000 });

      // A guest (no session) verifies the round.
      const guest = await browser.newPage();
      await guest.goto(
        `${providersURL}/providers/studio/tables/verify?round=${betRound}&lang=${lang}`,
      );
      const checks = guest.getByTestId('verify-result').locator('p.ok');
      await expect(checks).toHaveCount(2);
      await guest.setViewportSize(viewport.viewport);
      await guest.screenshot({ path: join(shots, `${layout}-${lang}-dragon-tiger-verify.png`) });
      await guest.close();
    });
  });
}
