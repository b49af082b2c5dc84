/**
 * The session time stays in view while a logged-in player plays (docs/responsible-gambling.md):
 * on a phone the casino shows a slot full page, and the session clock stays at the top of the
 * window above the game, covering neither the game nor its close button (in Arabic, right to
 * left); on a desktop the play page keeps it above the game (in French).
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  layoutsAndLanguages,
  mobile,
  seedSession,
  test,
  uniqueUsername,
} from '../../fixtures';
import { screenshot } from '../chrome/chrome-helpers';
import { useLanguage, type Lang } from './session';

const casino = '[id="single-spa-application:mf-casino"]';
const PASSWORD = 'session-clock-2026';

const texts = {
  fr: { play: 'Jouer', close: 'Fermer le jeu' },
  ar: { play: 'العب', close: 'أغلق اللعبة' },
} satisfies Partial<Record<Lang, { play: string; close: string }>>;

/** What a tap at the middle of `target` lands on is `target` itself (nothing covers it). */
async function expectUncovered(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const handle = await target.elementHandle();
  const hit = await page.evaluate(
    ([element, x, y]) => {
      const found = document.elementFromPoint(x as number, y as number);
      return found !== null && (element as Element).contains(found);
    },
    [handle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
  expect(hit).toBe(true);
}

async function expectTicking(clock: Locator) {
  const timer = clock.getByRole('timer');
  await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
}

for (const { layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'mobile')
    test.describe(`a full-page game on a phone, in ${lang}`, () => {
      test.use(use);

      test('the session clock stays in view above the game, covering none of it', async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername(`scg${lang}`);
        await cli('create-player', username, PASSWORD);
        await useLanguage(page, lang);
        await seedSession(page, username, PASSWORD);
        await page.goto('/casino/preview');
        const clock = page.getByTestId('session-clock');
        await expect(clock.getByRole('timer')).toBeVisible();

        await page.locator(`${casino} button[data-game-id]`).first().click();
        await page.getByRole('dialog').getByRole('button', { name: texts[lang].play }).click();
        const fullPage = page.getByTestId('full-page-game');
        const frame = fullPage.locator('iframe');
        await expect(frame).toBeVisible();
        await expect(fullPage.frameLocator('iframe').getByTestId('studio-spin')).toBeVisible();

        // The clock is at the top of the window, on top, and ticking.
        await expect(clock).toBeInViewport();
        await expectUncovered(page, clock.getByRole('timer'));
        await expectTicking(clock);
        const bar = (await clock.boundingBox())!;
        expect(bar.y).toBe(0);
        expect(bar.width).toBe(mobile.viewport.width);
        // The game takes the rest of the window, right below the clock: nothing of it is covered.
        const game = (await frame.boundingBox())!;
        expect(game.y).toBeCloseTo(bar.y + bar.height, 0);
        expect(game.y + game.height).toBeCloseTo(mobile.viewport.height, 0);
        await expectUncovered(page, fullPage.getByRole('button', { name: texts[lang].close }));
        await screenshot(page, 'mobile', lang, 'session-clock-full-page-game');

        // Closed, the clock is back in its place under the header.
        await fullPage.getByRole('button', { name: texts[lang].close }).click();
        await expect(fullPage).toHaveCount(0);
        const header = (await page.locator('.layout__header').boundingBox())!;
        expect((await clock.boundingBox())!.y).toBeCloseTo(header.y + header.height, 0);
      });
    });
  else
    test.describe(`the play page on a desktop, in ${lang}`, () => {
      test.use(use);

      test('the session clock is above the game', async ({ page, cli }) => {
        const username = uniqueUsername(`scgd${lang}`);
        await cli('create-player', username, PASSWORD);
        await useLanguage(page, lang);
        await seedSession(page, username, PASSWORD);
        await page.goto('/casino/preview');
        const tile = page.locator(`${casino} article`).first();
        await tile.hover();
        await tile.getByRole('button', { name: new RegExp(`^${texts[lang].play}`) }).click();
        await expect(page).toHaveURL(/\/casino\/play_game$/);
        const frame = page.locator(`${casino} iframe`);
        await expect(
          page.frameLocator(`${casino} iframe`).getByTestId('studio-spin'),
        ).toBeVisible();
        const clock = page.getByTestId('session-clock');
        await expectUncovered(page, clock.getByRole('timer'));
        await expectTicking(clock);
        const bar = (await clock.boundingBox())!;
        expect(bar.y + bar.height).toBeLessThanOrEqual((await frame.boundingBox())!.y);
        await screenshot(page, 'desktop', lang, 'session-clock-game');
      });
    });
}
