/**
 * The studio's game screens as a player reads them, the desktop in French and the phone in Arabic:
 * - the slot's rules (Règles / القواعد): nothing drawn over the text, the reels do not show
 *   through, the paytable's icons at their own size, the exact RTP and the retrigger rule;
 * - the slot's top bar and controls on a phone: the title in full, the balance and the bet each
 *   on one line;
 * - the roulette table: the wheel's centre free of the countdown (which runs in the status line),
 *   the stakes on the board readable chips.
 * Screenshots in e2e/screenshots/<layout>-<lang>-{slot-help,slot-header,roulette}.png.
 */
import type { Cli } from '../../operator/client';
import { join } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import {
  expect,
  layoutsAndLanguages,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';

type Lang = 'fr' | 'ar';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const casino = '[id="single-spa-application:mf-casino"]';
const PLAY = { fr: 'Jouer', ar: 'العب' } as const;
const HELP = { fr: 'Règles', ar: 'القواعد' } as const;

/**
 * Opens the first game of a lobby (or the first whose name matches `name`) the way a player does
 * on each layout; the game's frame.
 */
async function openGame(
  page: Page,
  lobby: string,
  layout: string,
  lang: Lang,
  name?: RegExp,
): Promise<FrameLocator> {
  await page.goto(lobby);
  const named = <T extends ReturnType<Page['locator']>>(tiles: T) =>
    (name ? tiles.filter({ hasText: name }) : tiles).first();
  if (layout === 'mobile') {
    await named(page.locator(`${casino} button[data-game-id]`)).click();
    await page.getByRole('dialog').getByRole('button', { name: PLAY[lang] }).click();
    return page.getByTestId('full-page-game').frameLocator('iframe');
  }
  const tile = named(page.locator(`${casino} article`));
  await tile.hover();
  await tile.getByRole('button', { name: new RegExp(`^${PLAY[lang]}`) }).click();
  return page.frameLocator(`${casino} iframe`);
}

async function newPlayer(page: Page, cli: Cli, lang: Lang) {
  const username = uniqueUsername('screens');
  await cli('create-player', username, 'screens-player-2026');
  await cli('deposit', username, '100000', '--reference', `e2e-${username}`);
  await useLanguage(page, lang);
  await seedSession(page, username, 'screens-player-2026');
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(name, () => {
    test.use(use);
    test.setTimeout(120_000);

    test('the slot’s rules read clearly and its top bar fits', async ({ page, cli }) => {
      await newPlayer(page, cli, lang);
      const game = await openGame(page, '/casino/preview', layout, lang);
      await expect(game.locator(`html[lang="${lang}"]`)).toHaveCount(1);
      await expect(game.getByTestId('studio-balance')).toHaveText(/TND/);

      // The top bar and the controls: the title in full, each amount on one line.
      const title = game.locator('.bar h1');
      expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      expect((await title.boundingBox())!.width).toBeGreaterThan(60);
      for (const pill of await game.locator('.pill').all())
        expect(await pill.evaluate((node) => node.getClientRects().length)).toBe(1);
      await page.screenshot({ path: join(shots, `${layout}-${lang}-slot-header.png`) });

      await game.getByRole('button', { name: HELP[lang] }).click();
      const help = game.getByTestId('studio-help');
      await expect(help).toBeVisible();
      // It opens at its start: the game's RTP in view, not scrolled away to the paytable's end.
      await expect(game.getByTestId('studio-rtp')).toHaveText(/\d{2}\.\d\d %/);
      await expect(game.getByTestId('studio-rtp')).toBeInViewport();
      await expect(game.getByTestId('studio-retrigger')).toBeVisible();
      const reading = await help.evaluate((dialog) => {
        const frame = dialog.getBoundingClientRect();
        const inView = (box: DOMRect) => box.top >= frame.top && box.bottom <= frame.bottom;
        // Every line of text in view is what the point at its centre shows: nothing on top.
        const covered = Array.from(dialog.querySelectorAll('p, h2, h3, td'))
          .filter((node) => inView(node.getBoundingClientRect()))
          .filter((node) => {
            const box = node.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return !node.contains(hit);
          })
          .map((node) => node.textContent);
        const icons = Array.from(dialog.querySelectorAll('canvas')).map((icon) => {
          const box = icon.getBoundingClientRect();
          return Math.max(box.width, box.height);
        });
        const backdrop = getComputedStyle(dialog, '::backdrop').backgroundColor;
        return {
          covered,
          biggestIcon: Math.max(...icons),
          backdropAlpha: Number(/rgba?\([^)]*,\s*([\d.]+)\)/.exec(backdrop)?.[1] ?? 1),
          inside:
            frame.left >= 0 &&
            frame.top >= 0 &&
            frame.right <= innerWidth &&
            frame.bottom <= innerHeight,
        };
      });
      expect(reading.covered).toEqual([]);
      expect(reading.biggestIcon).toBeLessThanOrEqual(48);
      expect(reading.backdropAlpha).toBeGreaterThanOrEqual(0.8);
      expect(reading.inside).toBe(true);
      await page.screenshot({ path: join(shots, `${layout}-${lang}-slot-help.png`) });
    });

    test('the roulette’s wheel centre is free and its stakes readable', async ({ page, cli }) => {
      await newPlayer(page, cli, lang);
      const game = await openGame(page, '/live_casino/preview', layout, lang, /roulette/i);
      const red = game.getByTestId('bet-red');
      const status = game.getByTestId('roulette-status');
      // A betting window with a few seconds left (not one about to close).
      await expect(red).toBeEnabled({ timeout: 40_000 });
      await expect
        .poll(
          async () =>
            (await red.isEnabled())
              ? Number(/\d+/.exec((await status.textContent()) ?? '')?.[0] ?? 0)
              : 0,
          { timeout: 40_000 },
        )
        .toBeGreaterThanOrEqual(5);
      // The countdown runs in the status line: it counts down, a smaller second next.
      const secondsShown = async () => Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
      const first = await secondsShown();
      await expect.poll(secondsShown).toBeLessThan(first);
      await expect(status).toHaveText(/\d+/);
      // The wheel's centre during betting: no text drawn there (no near-white pixels).
      const whiteInCentre = await game.getByTestId('roulette-wheel').evaluate((node) => {
        const canvas = node as HTMLCanvasElement;
        const half = canvas.width / 2;
        const pixels = canvas.getContext('2d')!.getImageData(half - 50, half - 50, 100, 100).data;
        let white = 0;
        for (let i = 0; i < pixels.length; i += 4)
          if (pixels[i]! > 220 && pixels[i + 1]! > 220 && pixels[i + 2]! > 220) white++;
        return white;
      });
      expect(whiteInCentre).toBe(0);

      await red.click();
      const stake = red.locator('.stake');
      await expect(stake).toBeVisible();
      const size = await stake.evaluate((node) => ({
        font: parseFloat(getComputedStyle(node).fontSize),
        height: node.getBoundingClientRect().height,
      }));
      expect(size.font).toBeGreaterThanOrEqual(14);
      expect(size.height).toBeGreaterThanOrEqual(20);
      await page.screenshot({ path: join(shots, `${layout}-${lang}-roulette.png`) });
    });
  });
}
