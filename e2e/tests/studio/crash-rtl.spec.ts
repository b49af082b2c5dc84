/**
 * Crash on an Arabic phone: multipliers read "2.53×" (the sign after the number) in the list of
 * recent rounds, and the betting countdown drawn on the canvas fits its width. The countdown is
 * a canvas drawing: its screenshot is for people to look at.
 */
import { join } from 'node:path';
import { expect, mobile, seedSession, test, uniqueUsername, useLanguage } from '../../fixtures';

const casino = '[id="single-spa-application:mf-casino"]';
const ROUND_WAIT_MS = 125_000;
const shots = join(import.meta.dirname, '..', '..', 'screenshots');

test.use(mobile);
test.setTimeout(240_000);

test('recent multipliers read left to right and the countdown fits (phone, ar)', async ({
  page,
  cli,
}) => {
  const username = uniqueUsername('crtl');
  await cli('create-player', username, 'crash-player-2026');
  await cli('deposit', username, '50000', '--reference', `e2e-${username}`);
  await useLanguage(page, 'ar');
  await seedSession(page, username, 'crash-player-2026');
  await page.goto('/crash/preview');
  await page.locator(casino).locator('button[data-game-id]').first().click();
  await page.getByRole('dialog').getByRole('button', { name: /^العب/ }).click();
  const game = page.frameLocator(`${casino} iframe`);
  const recent = game.getByTestId('crash-history').locator('a').first();
  await expect(recent).toHaveText(/^\d+\.\d{2}×$/, { timeout: ROUND_WAIT_MS });
  // Where the sign is drawn: to the right of the digits, as in every other language.
  const [digits, sign] = await recent.evaluate((link) => {
    const node = link.firstChild!;
    const rectOf = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect().x;
    };
    const length = node.textContent!.length;
    return [rectOf(0, 1), rectOf(length - 1, length)];
  });
  expect(sign).toBeGreaterThan(digits);

  await expect(game.getByTestId('crash-status')).toContainText('الرهانات مفتوحة', {
    timeout: ROUND_WAIT_MS,
  });
  await page.screenshot({ path: join(shots, 'studio-crash-countdown-phone-ar.png') });
});
