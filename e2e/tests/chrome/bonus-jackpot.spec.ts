/**
 * The header's bonus: a transfer that succeeds moves the
 * bonus into the balance and says how much moved; BON is disabled at 0.00; one refused while a
 * round is open shows Bounse_Error (2 s, dark, no progress bar, top-left in Arabic). The jackpot
 * popup for a player whose jackpot state is set.
 */
import { desktop, expect, test, uniqueUsername } from '../../fixtures';
import { openSite, screenshot, seriousViolations } from './chrome-helpers';

// The refused transfer answers 409: the browser logs the failed request.
test.use({ ...desktop, allowedConsole: /status of 409/ });

test('the bonus transfer succeeds: the bonus moves into the balance, a toast says how much, and BON is disabled at 0.00', async ({
  page,
}) => {
  await openSite(page, '/', { lang: 'fr', player: { username: 'amira', password: 'amira1234' } });
  const bonus = page.getByTestId('bonus');
  await expect(bonus).toContainText('40.00');
  const balanceBefore = await page.getByTestId('balance').innerText();
  await bonus.click();
  await expect(bonus).toContainText('0.00');
  await expect(page.getByTestId('balance')).not.toHaveText(balanceBefore);
  await expect(page.getByTestId('balance')).toContainText('1 540.00');
  await expect(page.locator('.Toastify__toast')).toContainText(
    '40.00 TND de bonus transférés vers votre solde.',
  );
  await expect(bonus).toBeDisabled();
  await screenshot(page, 'desktop', 'fr', 'bonus-transferred');
});

for (const lang of ['fr', 'ar'] as const) {
  test(`a refused transfer shows Bounse_Error (${lang})`, async ({ page, cli }) => {
    const username = uniqueUsername('bon');
    await cli('create-player', username, 'secret1234');
    await cli('deposit', username, '100000', '--reference', `${username}:deposit`);
    // A bonus to transfer (BON is disabled at 0.00): today's cashback on a lost round.
    await cli('open-round', username, '50000');
    await cli('settle-rounds', username);
    await cli('run-cashback', new Date().toISOString().slice(0, 10));
    await cli('open-round', username, '5000');
    await openSite(page, '/', { lang, player: { username, password: 'secret1234' } });
    await expect(page.getByTestId('bonus')).toBeEnabled();
    await page.getByTestId('bonus').click();
    // It stays 2 s: held while it is looked at, as the page losing focus holds it, then let go.
    // The toast listens for the focus loss once its effects have run, after its first frame: the
    // page loses focus in each of its first frames until it has been on screen for three.
    await page.waitForFunction(
      () => {
        const held = window as unknown as { toastFrames?: number };
        if (!document.querySelector('.Toastify__toast')) return false;
        window.dispatchEvent(new Event('blur'));
        held.toastFrames = (held.toastFrames ?? 0) + 1;
        return held.toastFrames >= 3;
      },
      null,
      { polling: 'raf' },
    );
    const toast = page.locator('.Toastify__toast');
    await expect(toast).toContainText(
      lang === 'ar' ? 'عذرًا، رهانك قيد المعالجة' : 'Désolé, votre pari est en cours de traitement',
    );
    await expect(toast).toHaveClass(/Toastify__toast-theme--dark/);
    await expect(page.locator('.Toastify__progress-bar--wrp')).toHaveAttribute(
      'data-hidden',
      'true',
    );
    const box = (await toast.boundingBox())!;
    if (lang === 'ar') expect(box.x).toBeLessThan(200);
    else expect(box.x + box.width).toBeGreaterThan(1166);
    await screenshot(page, 'desktop', lang, 'bonus-error');
    await expect(toast).toHaveClass(/Toastify__toast--close-on-click/);
    // It goes on its own after 2 s (or sooner when clicked); hovering it pauses the timer.
    await page.mouse.move(683, 600);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(toast).toHaveCount(0, { timeout: 6000 });
    await cli('settle-rounds', username);
  });
}

for (const lang of ['fr', 'ar'] as const) {
  test(`the jackpot popup shows the win and closes (${lang})`, async ({ page, cli }) => {
    const username = uniqueUsername('jp');
    await cli('create-player', username, 'secret1234');
    await cli('award-jackpot', username, 'Golden', '1500000', '--reference', `${username}:jackpot`);
    await openSite(page, '/', { lang, player: { username, password: 'secret1234' } });
    const popup = page.getByTestId('jackpot-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(lang === 'ar' ? 'تهانينا' : 'Félicitations');
    await expect(popup).toContainText('1 500.00 TND');
    await expect(popup.getByRole('button')).toBeFocused();
    await screenshot(page, 'desktop', lang, 'jackpot-popup');
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);
    await popup.getByRole('button').click();
    await expect(popup).toBeHidden();
    // The next refresh (state delivered once) does not bring it back.
    await page.waitForResponse(
      (response) => response.url().includes('/api/UserDetails') && response.ok(),
    );
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(popup).toBeHidden();
  });
}

test('BON at 0.00 is disabled and asks nothing of the server (ar)', async ({ page, cli }) => {
  const username = uniqueUsername('bon0');
  await cli('create-player', username, 'secret1234');
  const transfers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/TransferCashback')) transfers.push(request.url());
  });
  await openSite(page, '/', { lang: 'ar', player: { username, password: 'secret1234' } });
  const bonus = page.getByTestId('bonus');
  // BON's Arabic name, and the player's header in Arabic read by axe (layout.spec.ts has the
  // player's desktop in French).
  await expect(bonus).toContainText('مكافأة');
  await expect(bonus).toContainText('0.00');
  await expect(bonus).toBeDisabled();
  expect(await seriousViolations(page, ['.layout__header', '.layout__sidebar'])).toEqual([]);
  await bonus.click({ force: true });
  // By the shell's next user refresh a transfer would have been sent long before.
  await page.waitForResponse(
    (response) => response.url().includes('/api/UserDetails') && response.ok(),
  );
  await expect(bonus).toBeDisabled();
  expect(transfers).toEqual([]);
});
