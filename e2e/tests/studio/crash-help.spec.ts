/**
 * The crash game's rules dialog tells players what happens to a bet when the game's server
 * stops mid-round: the round is void and the bet refunded (the desktop in French, the phone in
 * Arabic). The screenshots are for people to look at.
 */
import { join } from 'node:path';
import {
  expect,
  layoutsAndLanguages,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';

const casino = '[id="single-spa-application:mf-casino"]';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');

const texts = {
  fr: { play: /^Jouer/, rule: /ce tour est annulé/ },
  ar: { play: /^العب/, rule: /تُلغى الجولة/ },
} as const;

for (const { layout, use, lang } of layoutsAndLanguages) {
  const device = layout === 'mobile' ? 'phone' : layout;
  const { play, rule } = texts[lang];
  test.describe(`${device}, ${lang}`, () => {
    test.use(use);

    test('the rules say a round stopped mid-flight is void and its bets refunded', async ({
      page,
      cli,
    }) => {
      const username = uniqueUsername('chelp');
      await cli('create-player', username, 'crash-player-2026');
      await useLanguage(page, lang);
      await seedSession(page, username, 'crash-player-2026');
      await page.goto('/crash/preview');
      const lobby = page.locator(casino);
      if (device === 'phone') {
        await lobby.locator('button[data-game-id]').first().click();
        await page.getByRole('dialog').getByRole('button', { name: play }).click();
      } else {
        const tile = lobby.locator('article').first();
        await tile.hover();
        await tile.getByRole('button', { name: play }).click();
      }
      const game = page.frameLocator(`${casino} iframe`);
      await game.getByTestId('studio-help-open').click();
      const help = game.getByTestId('studio-help');
      await expect(help).toBeVisible();
      await expect(help.getByTestId('crash-void-rule')).toHaveText(rule);
      await page.screenshot({ path: join(shots, `studio-crash-help-${device}-${lang}.png`) });
    });
  });
}
