/**
 * The histories say what each bet did: the casino history names the game, the amount won and a
 * partial return (paid back less than the stake) as such; the sport history shows half won, half
 * lost, push and void as what they are, writes odds in the style of the money beside them, and
 * keeps its Status column whole on a desktop. The API's pages are answered here, so each case is
 * on screen whatever the demo data holds.
 */
import type { Page } from '@playwright/test';
import { desktop, expect, test } from '../../fixtures';
import { screenshot } from '../chrome/chrome-helpers';
import { accountApp, logIn, useLanguage } from './session';

test.use({ ...desktop, viewport: { width: 1366, height: 900 } });

const page1 = <Row>(data: Row[]) => ({
  data,
  paginationInfo: {
    page_index: 1,
    page_size: 10,
    total: data.length,
    last_page: 1,
    hasNextPage: false,
  },
  last_page: 1,
  hasNextPage: false,
});

const round = (gameName: string, amount: number, winAmount: number) => ({
  created_at: '2026-11-26T18:04:00.000Z',
  game_date: '2026-11-26T18:04:00.000Z',
  num_id: `${gameName}-${amount}-${winAmount}`,
  event_id: 'r-1',
  game_name: gameName,
  pro_name: 'FIABLE',
  game_type: 1,
  direction: winAmount > 0 ? 'credit' : 'debit',
  amount,
  win_amount: winAmount,
  status: winAmount > 0 ? 'Win' : 'Lost',
});

const names = (fr: string, ar: string) => ({ fr, en: fr, ar });
const bet = (
  id: string,
  status: string,
  result: string | null,
  amount: number,
  winAmount: number,
  odds = 364,
) => ({
  created_at: '2026-11-26T18:04:00.000Z',
  game_date: '2026-11-26T20:00:00.000Z',
  num_id: id,
  event_id: `b-${id}`,
  game_name: 'Sports bet',
  pro_name: 'SPORTSBOOK',
  game_type: null,
  direction: winAmount > 0 ? 'credit' : 'debit',
  amount,
  win_amount: winAmount,
  status,
  bet_kind: 'single',
  odds,
  potential: Math.trunc((amount * odds) / 100),
  legs: [
    {
      event: names(
        'Espérance Sportive de Tunis – Club Africain',
        'الترجي الرياضي – النادي الإفريقي',
      ),
      market: names('Handicap asiatique -0.25', 'هانديكاب آسيوي -0.25'),
      selection: names('Espérance Sportive de Tunis', 'الترجي الرياضي'),
      odds,
      result,
    },
  ],
});

async function answer(page: Page, path: string, body: unknown): Promise<void> {
  await page.route(`**/api/${path}*`, (route) => route.fulfill({ json: body }));
}

test('casino history: the game, the amount won, and a partial return named as such (fr)', async ({
  page,
}) => {
  await answer(
    page,
    'CasinoHistory',
    page1([
      round('Mega Reels', 1_000, 400),
      round('Fruit Party', 1_000, 2_530),
      round('Roulette', 5_000, 0),
    ]),
  );
  await useLanguage(page, 'fr');
  await logIn(page);
  await page.goto('/profile/games_history');
  const app = page.locator(accountApp);
  const rows = app.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  expect(await app.locator('thead th').allTextContents()).toEqual([
    'Date',
    'Jeu',
    'Fournisseur',
    'Mise',
    'Gagné',
    'Résultat',
  ]);
  await expect(rows.nth(0)).toContainText('Mega Reels');
  await expect(rows.nth(0)).toContainText('0.40 TND');
  await expect(rows.nth(0).locator('td').last()).toHaveText('Retour partiel');
  await expect(rows.nth(1).locator('td').last()).toHaveText('Gagné');
  await expect(rows.nth(1)).toContainText('2.53 TND');
  await expect(rows.nth(2).locator('td').last()).toHaveText('Perdu');
});

const words = {
  fr: {
    statuses: ['À moitié perdu', 'À moitié gagné', 'Remboursé (égalité)', 'Annulé', 'Gagné'],
  },
  ar: {
    statuses: ['نصف خاسر', 'نصف رابح', 'تعادل (استرجاع الرهان)', 'ملغى', 'رابح'],
  },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`sport history on a desktop: whole Status column, one number style, half and level results (${lang})`, async ({
    page,
  }) => {
    await answer(
      page,
      'SportHistory',
      page1([
        bet('1', 'Win', 'half_lose', 500, 250),
        bet('2', 'Win', 'half_win', 10_000, 23_200),
        bet('3', 'Win', 'push', 5_000, 5_000),
        bet('4', 'Void', 'void', 5_000, 5_000),
        bet('5', 'Win', 'win', 5_000, 18_200),
      ]),
    );
    await useLanguage(page, lang);
    await logIn(page);
    await page.goto('/profile/sport_history');
    const app = page.locator(accountApp);
    const rows = app.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const statuses = app.locator('tbody [data-status]');
    await expect(statuses).toHaveText([...words[lang].statuses]);
    // Odds beside the money, in the same style: "3.64" next to "5.00 TND".
    await expect(rows.nth(0)).toContainText('3.64');
    await expect(rows.nth(0)).toContainText('0.50 TND');
    // Every status is drawn whole inside the table's visible box: not cut, not scrolled away.
    const wrap = app.locator('table').locator('..');
    const visible = (await wrap.boundingBox())!;
    for (const status of await statuses.all()) {
      const box = (await status.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(visible.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(visible.x + visible.width + 0.5);
      expect(
        await status.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
      ).toBe(true);
    }
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    await screenshot(page, 'desktop', lang, 'sport-history-results');
  });
}
