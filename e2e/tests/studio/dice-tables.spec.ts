/**
 * Sic Bo, Andar Bahar and a money wheel on the composed site: a player finds the table in the
 * live casino by its name, bets 1.00 TND in the shared round, and sees the balance change by
 * exactly the round's result (worked out here from the revealed outcome) in the game and in the
 * header; the round is then in the casino history under the table's own name. Desktop in French
 * and a phone in Arabic (right to left), with screenshots.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
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

const casino = '[id="single-spa-application:mf-casino"]';
const account = '[id="single-spa-application:mf-account"]';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const START = 40_000;
const STAKE = 1_000;
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;

type Outcome = Record<string, unknown>;
interface Table {
  name: string;
  slug: string;
  bet: string;
  /** What the 1.00 TND bet returns, stake included, read from the revealed outcome. */
  returned(outcome: Outcome): number;
}

const TABLES: Table[] = [
  {
    name: 'Mega Sic Bo',
    slug: 'sic-bo',
    bet: 'small',
    returned(outcome) {
      const dice = outcome as unknown as number[];
      const total = dice[0]! + dice[1]! + dice[2]!;
      const triple = dice[0] === dice[1] && dice[1] === dice[2];
      return !triple && total >= 4 && total <= 10 ? 2 * STAKE : 0;
    },
  },
  {
    name: 'First Person Andar Bahar',
    slug: 'andar-bahar',
    bet: 'andar',
    returned: (outcome) => (outcome.winner === 'andar' ? STAKE + (STAKE * 9) / 10 : 0),
  },
  {
    name: 'Tunis Money Drop',
    slug: 'money-wheel',
    bet: 'number-1',
    returned(outcome) {
      const spin = outcome['money-drop'] as {
        multiplier: number;
        result: { kind: string; value?: number };
      };
      return spin.result.kind === 'number' && spin.result.value === 1
        ? STAKE * (spin.multiplier + 1)
        : 0;
    },
  },
];

/** Records the table's rounds as the page receives them, and the round the bet went into. */
function watchRounds(page: Page) {
  const rounds: Array<{ id: number; phase: string; outcome?: Outcome }> = [];
  const seen = { betRound: undefined as number | undefined };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        ok?: boolean;
        round?: { id: number; phase: string; outcome?: Outcome };
      };
      if ((message.type === 'round' || message.type === 'hello') && message.round)
        rounds.push(message.round);
      if (message.type === 'bet-result' && message.ok) seen.betRound = rounds.at(-1)?.id;
    }),
  );
  const result = () => rounds.find((r) => r.id === seen.betRound && r.phase === 'result')?.outcome;
  return { result };
}

async function openTable(page: Page, name: string, play: RegExp) {
  await page.goto('/live_casino/preview');
  await page.locator(casino).getByRole('searchbox').fill(name);
  await page.locator(casino).getByRole('search').getByRole('button').click();
  const tile = page.locator(`${casino} article`).filter({ hasText: name }).first();
  await tile.hover();
  await tile.getByRole('button', { name: play }).click();
}

test.describe('studio dice and wheel tables', () => {
  test.use(desktop);
  test.setTimeout(150_000);

  for (const table of TABLES)
    test(`${table.name}: one round from the lobby, the balance exact, the round in the history`, async ({
      page,
      cli,
    }) => {
      const username = uniqueUsername(table.slug.slice(0, 5));
      await cli('create-player', username, 'dice-player-2026');
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await seedSession(page, username, 'dice-player-2026');
      const rounds = watchRounds(page);

      const bettingWindows = watchBettingWindows(page);
      await openTable(page, table.name, /^Jouer/);
      await expect(page).toHaveURL(/\/live_casino\/play_game$/);
      const game = page.frameLocator(`${casino} iframe`);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
      await game.getByRole('button', { name: '1.00 TND', exact: true }).click();
      await expect(game.getByTestId(`bet-${table.bet}`)).toBeEnabled({ timeout: 40_000 });
      await bettingWindows.open();
      await game.getByTestId(`bet-${table.bet}`).click();
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START - STAKE));
      await page.screenshot({ path: join(shots, `desktop-fr-studio-${table.slug}-bet.png`) });

      await expect.poll(() => rounds.result(), { timeout: 60_000 }).toBeDefined();
      const expected = START - STAKE + table.returned(rounds.result()!);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(expected), {
        timeout: 10_000,
      });
      await expect(page.getByTestId('balance')).toContainText(headerAmount(expected), {
        timeout: 15_000,
      });
      await page.screenshot({ path: join(shots, `desktop-fr-studio-${table.slug}-result.png`) });

      await page.goto('/profile/games_history');
      await expect(
        page.locator(account).locator('tbody tr').filter({ hasText: table.name }).first(),
      ).toBeVisible({
        timeout: 15_000,
      });
    });
});

test.describe('studio dice and wheel tables on a phone, in Arabic', () => {
  test.use(mobile);
  test.setTimeout(120_000);

  for (const table of TABLES)
    test(`${table.name} opens right to left with its help screen`, async ({ page, cli }) => {
      const username = uniqueUsername(`${table.slug.slice(0, 4)}ar`);
      await cli('create-player', username, 'dice-player-2026');
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, 'ar');
      await seedSession(page, username, 'dice-player-2026');
      await page.goto('/live_casino/preview');
      await page.locator(casino).getByRole('searchbox').fill(table.name);
      await page.locator(casino).getByRole('search').getByRole('button').click();
      await page
        .locator(`${casino} button[data-game-id]`)
        .filter({ hasText: table.name })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
      const game = page.getByTestId('full-page-game').frameLocator('iframe');
      await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
      await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
      await expect(game.getByTestId(`bet-${table.bet}`)).toBeVisible();
      await page.screenshot({ path: join(shots, `mobile-ar-studio-${table.slug}.png`) });
      await game.getByTestId('table-help').click();
      await expect(game.getByTestId('table-help-dialog')).toBeVisible();
      await page.screenshot({ path: join(shots, `mobile-ar-studio-${table.slug}-help.png`) });
    });
});
