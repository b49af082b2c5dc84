/**
 * The money wheel is drawn: a player opens a Money Drop table and sees the round's wheel spin
 * and stop with the round's final segment under the pointer (the segment the revealed outcome
 * names); the public verifier then writes that round, and the other tables' recent rounds, in the
 * games' own words. Desktop in French and a phone in Arabic (right to left), with screenshots.
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

const casino = '[id="single-spa-application:mf-casino"]';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const TABLE = 'Tunis Money Drop';

interface Spin {
  stops: number[];
}
type Round = { id: number; phase: string; outcome?: Record<string, Spin> };

/** The rounds the page receives, newest last. */
function watchRounds(page: Page) {
  const rounds: Round[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; round?: Round };
      if ((message.type === 'round' || message.type === 'hello') && message.round)
        rounds.push(message.round);
    }),
  );
  return rounds;
}

/** The stop whose segment is drawn just under the pointer's tip. */
const stopUnderPointer = (game: FrameLocator) =>
  game.getByTestId('money-wheel-drawing').evaluate((svg) => {
    const tip = svg.querySelector('.pointer')!.getBoundingClientRect();
    const under = document.elementFromPoint(tip.x + tip.width / 2, tip.bottom + 3);
    return (under as SVGElement | null)?.dataset.stop;
  });

async function watchOneSpin(page: Page, game: FrameLocator, rounds: Round[], opened: number) {
  await expect(game.getByTestId('money-wheel-drawing')).toBeVisible({ timeout: 30_000 });
  // A round drawn after the page opened: the wheel spins to it.
  await expect
    .poll(() => rounds.slice(opened).find((r) => r.phase === 'result'), { timeout: 90_000 })
    .toBeDefined();
  const round = rounds.slice(opened).find((r) => r.phase === 'result')!;
  const stop = String(round.outcome!['money-drop']!.stops.at(-1));
  await expect(game.getByTestId('money-wheel-drawing')).toHaveAttribute('data-stopped', stop, {
    timeout: 30_000,
  });
  expect(await stopUnderPointer(game)).toBe(stop);
  await expect(game.getByTestId('money-wheel-segment')).toBeVisible();
  return round.id;
}

async function verifier(page: Page, id: number, lang: 'fr' | 'ar', shot: string) {
  await page.goto(`${providersURL}/providers/studio/tables/verify?round=${id}&lang=${lang}`);
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('Money Drop');
  await expect(result).toContainText('Crazy Coins');
  await expect(result.locator('.ok')).toHaveCount(2);
  await expect(result.locator('.bad')).toHaveCount(0);
  // No round of any table is written as raw data.
  await expect(page.getByTestId('verify-recent').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('verify-recent')).not.toContainText('{');
  await page.screenshot({ path: join(shots, shot) });
}

test.describe('the money wheel drawn, desktop', () => {
  test.use(desktop);
  test.setTimeout(180_000);

  test('desktop, French: the wheel stops on the round’s segment; the verifier reads it', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('wheel');
    await cli('create-player', username, 'wheel-player-2026');
    await seedSession(page, username, 'wheel-player-2026');
    const rounds = watchRounds(page);
    await page.goto('/live_casino/preview');
    await page.locator(casino).getByRole('searchbox').fill(TABLE);
    await page.locator(casino).getByRole('search').getByRole('button').click();
    const tile = page.locator(`${casino} article`).filter({ hasText: TABLE }).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('table-stage')).toBeVisible({ timeout: 30_000 });
    const id = await watchOneSpin(page, game, rounds, rounds.length);
    await page.screenshot({ path: join(shots, 'desktop-fr-studio-money-wheel-drawn.png') });
    await verifier(page, id, 'fr', 'desktop-fr-studio-tables-verifier.png');
  });
});

test.describe('the money wheel drawn, phone', () => {
  test.use(mobile);
  test.setTimeout(180_000);

  test('phone, Arabic: right to left, the wheel stops on the round’s segment', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('wheelar');
    await cli('create-player', username, 'wheel-player-2026');
    await useLanguage(page, 'ar');
    await seedSession(page, username, 'wheel-player-2026');
    const rounds = watchRounds(page);
    await page.goto('/live_casino/preview');
    await page.locator(casino).getByRole('searchbox').fill(TABLE);
    await page.locator(casino).getByRole('search').getByRole('button').click();
    await page.locator(`${casino} button[data-game-id]`).filter({ hasText: TABLE }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
    const game = page.getByTestId('full-page-game').frameLocator('iframe');
    await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
    const id = await watchOneSpin(page, game, rounds, rounds.length);
    await page.screenshot({ path: join(shots, 'mobile-ar-studio-money-wheel-drawn.png') });
    await verifier(page, id, 'ar', 'mobile-ar-studio-tables-verifier.png');
  });
});
