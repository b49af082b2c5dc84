/**
 * SportHistory shows what My bets in the frame shows: a player places two prematch
 * singles in the sportsbook, cashes one out from My bets and leaves the other open; the account's
 * sport history then lists the cashed-out bet with its cash-out amount as the return and the open
 * one as open, each with its selection, in the page's language. Desktop in French, a phone in
 * Arabic (right to left).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  desktop,
  expect,
  mobile,
  painted,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';
import { accountApp, sportApp, twoDecimals } from '../account/session';
import { twoLaterEvents } from './prematch-events';

const START = 50_000;
const PASSWORD = 'sport-history-2026';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');

const WORDS = {
  fr: { cashedOut: 'Encaissé', open: 'En cours', single: 'Simple' },
  ar: { cashedOut: 'تم الصرف', open: 'مفتوح', single: 'رهان فردي' },
} as const;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

for (const { language, device, use } of [
  {
    language: 'fr' as const,
    device: 'desktop' as const,
    use: { ...desktop, viewport: { width: 1366, height: 900 } },
  },
  { language: 'ar' as const, device: 'mobile' as const, use: mobile },
]) {
  test.describe(`sport history on ${device} in ${language}`, () => {
    test.use(use);

    test('a cashed-out bet and an open bet read in SportHistory as in My bets', async ({
      page,
      cli,
    }) => {
      test.setTimeout(120_000);
      const username = uniqueUsername(`sh${language}`);
      await cli('create-player', username, PASSWORD);
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, language);
      await seedSession(page, username, PASSWORD);

      await page.goto('/sport');
      const iframe = page.locator(`${sportApp} iframe`);
      const frame = page.frameLocator(`${sportApp} iframe`);
      await frame.locator('[data-route="line"]').click();
      await expect(iframe).toHaveAttribute('data-route', 'line');
      const events = await twoLaterEvents(frame);
      const ids: string[] = [];
      for (const event of events) {
        await frame.locator(`article[data-event="${event}"] button.price`).first().click();
        if (device === 'mobile') await frame.locator('.slip-bar').click();
        await frame.locator('#stake').fill('5');
        const placed = page.waitForResponse(
          (r) =>
            r.url().endsWith('/providers/sportsbook/api/bets') && r.request().method() === 'POST',
        );
        await frame.locator('#place').click();
        const response = await placed;
        expect(response.status()).toBe(200);
        ids.push(((await response.json()) as { bet: { id: string } }).bet.id);
      }
      const [cashedId, openId] = ids as [string, string];

      await frame.locator('[data-route="my-bets"]').click();
      const cashed = frame.locator(`article.bet[data-bet="${cashedId}"]`);
      await expect(cashed).toHaveAttribute('data-status', 'open');
      const button = cashed.locator('button.cashout');
      const value = Number(await button.getAttribute('data-value'));
      expect(value).toBeGreaterThan(0);
      await button.click();
      await expect(cashed).toHaveAttribute('data-status', 'cashed_out');
      const paid = Number(await cashed.getAttribute('data-payout'));
      expect(paid).toBe(value);
      await expect(frame.locator(`article.bet[data-bet="${openId}"]`)).toHaveAttribute(
        'data-status',
        'open',
      );
      // The selection as My bets names it (the frame's language).
      const selection = await frame
        .locator(`article.bet[data-bet="${cashedId}"] li b`)
        .first()
        .textContent();

      await page.goto(device === 'desktop' ? '/profile/sport_history' : '/sport_history');
      const app = page.locator(accountApp);
      const rows = app.locator('table tbody tr');
      await expect(rows).toHaveCount(2);
      const words = WORDS[language];
      const cashedRow = rows.filter({ has: page.locator('[data-status="CashedOut"]') });
      await expect(cashedRow).toHaveCount(1);
      await expect(cashedRow.locator('[data-status]')).toHaveText(words.cashedOut);
      await expect(cashedRow).toContainText(words.single);
      // Stake 5.00, and the return is the cash-out amount the wallet paid.
      await expect(cashedRow).toContainText('5.00');
      await expect(cashedRow).toContainText(twoDecimals(paid));
      const openRow = rows.filter({ has: page.locator('[data-status="Open"]') });
      await expect(openRow.locator('[data-status]')).toHaveText(words.open);
      await expect(cashedRow).toContainText(selection!.trim());
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await painted(page);
      await shoot(page, `sport-history-${device}-${language}`);
    });
  });
}
