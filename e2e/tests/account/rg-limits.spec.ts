/**
 * The limits page, end to end: a loss limit of 2 TND set on the page applies at once, and a slot
 * spun from the lobby is refused by the wallet once the next stake would pass it, with the
 * game's own limit message. A raise is only pending. On a phone in Arabic the first-deposit
 * offer leads to the same page.
 */
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
import { screenshot } from '../chrome/chrome-helpers';
import { accountApp, twoDecimals } from './session';

interface RgLimitView {
  kind: string;
  period: string;
  used: number;
}

const casino = '[id="single-spa-application:mf-casino"]';
const PASSWORD = 'limits-player-2026';
const START = 100_000;

/** The slot's stake, as its Bet pill shows it ("0.50 TND"), in millimes. */
async function stakeShown(game: ReturnType<Page['frameLocator']>): Promise<number> {
  const text = (await game.getByTestId('studio-bet').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 1000);
}

test.describe('limits on the desktop, in French', () => {
  test.use(desktop);
  // The browser logs the refused spin (403 limit_reached), which is what this test waits for.
  test.use({ allowedConsole: [/status of 403 .*\/providers\/studio\/api\/slots\/spin\)$/] });

  test('a 2 TND loss limit set on the page stops the slot at the limit', async ({ page, cli }) => {
    test.setTimeout(300_000);
    const username = uniqueUsername('rglim');
    await cli('create-player', username, PASSWORD);
    await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
    await useLanguage(page, 'fr');
    const token = await seedSession(page, username, PASSWORD);

    await page.goto('/profile/limits');
    const app = page.locator(accountApp);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Limites');
    const card = app.getByTestId('limit-loss-day');
    await expect(card.getByTestId('limit-loss-day-amount')).toHaveText('Aucune limite');

    // A typo is refused next to the field, with the reason, and nothing changes.
    const field = card.getByLabel('Nouvelle limite (TND)');
    await field.fill('2,5,0');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Saisissez un montant en TND, par exemple 50 ou 12,500.',
    );
    await expect(card.getByTestId('limit-loss-day-amount')).toHaveText('Aucune limite');

    // A new limit applies at once.
    await field.fill('2');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Enregistré : la limite s’applique dès maintenant.',
    );
    await expect(card.getByTestId('limit-loss-day-amount')).toHaveText('2.00 TND');
    await expect(field).toHaveValue('');

    // A raise is only requested: pending until its cooling-off ends, nothing to confirm yet.
    const week = app.getByTestId('limit-loss-week');
    await week.getByLabel('Nouvelle limite (TND)').fill('3');
    await week.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(week.getByTestId('limit-loss-week-amount')).toHaveText('3.00 TND');
    await week.getByLabel('Nouvelle limite (TND)').fill('20,500');
    await week.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(week.getByTestId('limit-loss-week-pending')).toContainText('En attente jusqu’au');
    await expect(week.getByTestId('limit-loss-week-pending')).toContainText('20.50 TND');
    await expect(week.getByTestId('limit-loss-week-amount')).toHaveText('3.00 TND');
    await expect(week.getByRole('button', { name: 'Confirmer le changement' })).toHaveCount(0);
    await screenshot(page, 'desktop', 'fr', 'rg-limits');

    // The slot: a stake of half a dinar or more, spun until the wallet refuses the next one.
    await page.goto('/casino/preview');
    const tile = page.locator(`${casino} article`).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-spin')).toBeEnabled();
    const plus = game.getByRole('button', { name: 'Mise +' });
    /** Raises the stake one step at a time until it reaches `target` or the game's maximum. */
    async function raiseStakeTo(target: number): Promise<number> {
      while ((await stakeShown(game)) < target && (await plus.isEnabled())) {
        const before = await stakeShown(game);
        await plus.click();
        await expect.poll(() => stakeShown(game)).toBeGreaterThan(before);
      }
      return stakeShown(game);
    }
    let stake = await raiseStakeTo(500);
    expect(stake).toBeLessThanOrEqual(2_000);

    /** One spin, once the last is over (reels, win): true when the wallet refused it. */
    async function spinRefused(): Promise<boolean> {
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/providers/studio/api/slots/spin'),
      );
      await game.getByTestId('studio-spin').click();
      const round = (await (await answered).json()) as { status?: string };
      await expect(game.getByTestId('studio-spin')).toBeEnabled({ timeout: 30_000 });
      return round.status === 'limit_reached';
    }
    let refused = false;
    for (let spin = 0; spin < 25 && !refused; spin++) refused = await spinRefused();
    // A lucky run keeps the loss low; a stake above the whole limit is then refused whatever
    // the wins, so the test ends on a refusal either way.
    if (!refused) {
      stake = await raiseStakeTo(2_001);
      expect(stake).toBeGreaterThan(2_000);
      refused = await spinRefused();
    }
    expect(refused, 'a spin was refused by the loss limit').toBe(true);
    await expect(game.getByTestId('studio-message')).toHaveText(
      'Mise refusée : elle dépasserait une de vos limites de jeu responsable (pertes ou mises). Consultez-les dans votre compte.',
    );

    // The refused stake would have passed the limit, which holds what was lost (at most 2 TND);
    // the page shows the same use.
    const overview = await page.request.get('/api/responsible-gambling', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const lossDay = ((await overview.json()) as { limits: RgLimitView[] }).limits.find(
      (limit) => limit.kind === 'loss' && limit.period === 'day',
    )!;
    expect(lossDay.used).toBeLessThanOrEqual(2_000);
    expect(lossDay.used + stake).toBeGreaterThan(2_000);
    await page.goto('/profile/limits');
    await expect(app.getByTestId('limit-loss-day').locator('dd').nth(1)).toHaveText(
      `${twoDecimals(lossDay.used)} TND`,
    );
  });
});

test.describe('the first-deposit offer on the desktop, in French', () => {
  test.use(desktop);

  test('Not now hides the offer and is recorded: the deposit page does not ask again', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('rgskip');
    await cli('create-player', username, PASSWORD);
    await useLanguage(page, 'fr');
    await seedSession(page, username, PASSWORD);
    await page.goto('/cashier/deposit');
    const app = page.locator(accountApp);
    const offer = app.getByRole('region', { name: 'Fixer vos limites d’abord ?' });
    await expect(offer).toBeVisible();
    await expect(app.getByRole('form', { name: 'Dépôt' })).toBeVisible();
    await screenshot(page, 'desktop', 'fr', 'rg-deposit-prompt');
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/responsible-gambling/limits-prompt') && response.ok(),
    );
    await offer.getByRole('button', { name: 'Plus tard' }).click();
    await expect(offer).toHaveCount(0);
    await recorded;
    await page.reload();
    await expect(app.getByRole('form', { name: 'Dépôt' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'Fixer vos limites d’abord ?' })).toHaveCount(0);
  });
});

test.describe('limits on a phone, in Arabic', () => {
  test.use(mobile);

  test('the first-deposit offer leads to the limits page, and is not offered again', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('rglimar');
    await cli('create-player', username, PASSWORD);
    await useLanguage(page, 'ar');
    await seedSession(page, username, PASSWORD);

    await page.goto('/cashier/deposit');
    const app = page.locator(accountApp);
    const offer = app.getByRole('region', { name: 'هل تريد تحديد حدودك أولًا؟' });
    await expect(offer).toBeVisible();
    // The deposit form stays usable under the offer.
    await expect(app.getByRole('form', { name: 'إيداع' })).toBeVisible();
    await screenshot(page, 'mobile', 'ar', 'rg-deposit-prompt');
    await offer.getByRole('link', { name: 'حدّد حدودي' }).click();
    await expect(page).toHaveURL(/\/profile\/limits$/);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('الحدود');
    await expect(app.getByTestId('limit-deposit-day-amount')).toHaveText('بلا حد');

    const card = app.getByTestId('limit-deposit-day');
    await card.getByLabel('الحد الجديد (TND)').fill('٥٠');
    await card.getByRole('button', { name: 'حفظ' }).click();
    await expect(card.getByRole('status')).toHaveText('تم الحفظ: الحد مطبّق الآن.');
    await expect(card.getByTestId('limit-deposit-day-amount')).toContainText('50.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBe(0);
    await screenshot(page, 'mobile', 'ar', 'rg-limits');

    // The answer was recorded: the deposit page no longer offers it.
    await page.goto('/cashier/deposit');
    await expect(app.getByRole('form', { name: 'إيداع' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'هل تريد تحديد حدودك أولًا؟' })).toHaveCount(0);
  });
});
