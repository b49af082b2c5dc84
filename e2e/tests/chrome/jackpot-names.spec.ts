/**
 * A jackpot has one name everywhere: the home page's list of wins, the desktop
 * jackpot widget and the winner's popup say the same words, in French and in Arabic.
 */
import { desktop, expect, test, uniqueUsername } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

test.use(desktop);

const golden = { fr: 'Jackpot Or', ar: 'جاكبوت الذهب' } as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`a golden jackpot has the same name in the popup, the home list and the widget (${lang})`, async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('jpname');
    await cli('create-player', username, 'secret1234');
    await cli('award-jackpot', username, 'Golden', '2500000', '--reference', `${username}:jackpot`);
    await openSite(page, '/', { lang, player: { username, password: 'secret1234' } });

    const popup = page.getByTestId('jackpot-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(golden[lang]);
    await popup.getByRole('button').click();

    // The win (2 500.00) is the newest: first in the home list and in the widget.
    const homeWin = page
      .locator('[data-section="jackpot-wins"] li')
      .filter({ hasText: '2 500.00' })
      .first();
    await expect(homeWin).toContainText(golden[lang]);
    const widgetWin = page
      .locator('[data-widget="jackpot-panel"] li')
      .filter({ hasText: '2 500.00' })
      .first();
    await expect(widgetWin).toContainText(golden[lang]);
    await homeWin.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop', lang, 'jackpot-names');
  });
}
