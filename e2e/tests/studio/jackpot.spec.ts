/**
 * A studio jackpot reaches the platform: the launcher's JACKPOT header shows the studio's live
 * pools (not the platform's seeded ones); a spin that makes the Silver pool hit pays the player
 * through the wallet, the header's Silver amount drops to the reseeded pool, the header balance
 * follows by exactly bet and win, the shell's jackpot popup shows the amount and
 * the win is first in LatestJackpot. The hit is forced by lowering the pool's secret hit level in
 * the studio's own database (the only way a test can make a random hit certain). The game is the
 * first of FIABLE (the jackpot provider) in the lobby.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiEnv } from '../../environment';
import {
  desktop,
  expect,
  mobile,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
  type Lang,
} from '../../fixtures';
import { providersURL } from '../../environment';

const START = 100_000;
const PASSWORD = 'jackpot-player-2026';
const casino = '[id="single-spa-application:mf-casino"]';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const PLAY: Record<Lang, RegExp> = { fr: /^Jouer/, en: /^Play/, ar: /^العب/ };

/** The site's money format: whole centimes (millimes cut, not rounded), spaces between thousands. */
const amount = (millimes: number) =>
  (Math.floor(millimes / 10) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function studioSql(sql: string): void {
  const { password } = JSON.parse(
    readFileSync(`${apiEnv.PG_DATA_DIR}.studio-credentials.json`, 'utf8'),
  ) as { password: string };
  execFileSync(
    'psql',
    [
      '-h',
      '127.0.0.1',
      '-p',
      apiEnv.PG_PORT!,
      '-U',
      'studio',
      '-d',
      'studio',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      sql,
    ],
    {
      env: { ...process.env, PGPASSWORD: password },
      stdio: 'pipe',
    },
  );
}

async function studioPools(
  page: Page,
): Promise<{ diamond: number; golden: number; silver: number }> {
  return (await page.request.get(`${providersURL}/providers/studio/api/jackpots`)).json();
}

for (const { name, layout, lang } of [
  { name: 'desktop, fr', layout: desktop, lang: 'fr' as Lang },
  { name: 'phone, ar', layout: mobile, lang: 'ar' as Lang },
]) {
  test.describe(`studio jackpot on the platform (${name})`, () => {
    test.use(layout);

    test('a Silver hit pays the player, moves the JACKPOT header, raises the popup and lists the win', async ({
      page,
      cli,
    }) => {
      const username = uniqueUsername(`jp${lang}`);
      await cli('create-player', username, PASSWORD);
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, lang);
      await seedSession(page, username, PASSWORD);
      // Other players have fed Silver 1 234.567 TND (a new version, which the studio reports).
      studioSql(
        `UPDATE jackpot_pools SET amount_units = amount_units + 1234567000000, version = version + 1 WHERE tier = 'Silver'`,
      );
      await page.goto('/casino/preview');
      const lobby = page.locator(casino);
      await lobby.getByRole('button', { name: 'FIABLE', exact: true }).click();
      // The list keeps the tiles it showed until the provider's answer is drawn: FIABLE's first.
      await expect(lobby.locator('.cs-tile__provider').first()).toHaveText('FIABLE');
      if (layout.isMobile) {
        await lobby.locator('button[data-game-id]').first().click();
        await page.getByRole('dialog').getByRole('button', { name: PLAY[lang] }).click();
      } else {
        const tile = lobby.locator('article').first();
        await tile.hover();
        await tile.getByRole('button', { name: PLAY[lang] }).click();
      }
      await expect(page).toHaveURL(/\/casino\/play_game$/);
      const header = page.getByTestId('jackpot-header');
      const game = page.frameLocator(`${casino} iframe`);
      await expect(game.getByTestId('studio-spin')).toBeEnabled();

      // The header shows the studio's live pools, not the platform's seeded 80 000 / 8 000 / 25 000.
      const before = await studioPools(page);
      expect(before.silver).toBeGreaterThanOrEqual(6_234_567);
      await expect(header.locator('[data-tier="silver"]')).toContainText(amount(before.silver));
      await expect(header.locator('[data-tier="diamond"]')).toContainText(amount(before.diamond));
      await page.screenshot({
        path: join(shots, `studio-jackpot-header-${name.replace(', ', '-')}.png`),
      });

      studioSql(`UPDATE jackpot_pools SET hit_at_units = amount_units + 1 WHERE tier = 'Silver'`);
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/providers/studio/api/slots/spin'),
      );
      await game.getByTestId('studio-spin').click();
      const round = (await (await answered).json()) as {
        bet: number;
        win: number;
        balance: number;
        jackpots: { tier: string; amount: number }[];
      };
      expect(round.jackpots.map((hit) => hit.tier)).toEqual(['Silver']);
      const hit = round.jackpots[0]!.amount;
      expect(hit).toBeGreaterThanOrEqual(before.silver);
      expect(round.balance).toBe(START - round.bet + round.win);

      // Reseeded at 5 000 TND (plus this bet's share): the header follows the pool and the balance.
      const after = await studioPools(page);
      expect(after.silver).toBeLessThan(before.silver);
      await expect(header.locator('[data-tier="silver"]')).toContainText(amount(after.silver));
      await (layout.isMobile
        ? expect(page.getByTestId('balance-link')).toHaveAttribute(
            'aria-label',
            new RegExp(amount(round.balance)),
          )
        : expect(page.getByTestId('balance')).toContainText(amount(round.balance)));

      // The shell's popup (delivered once by UserDetails) and the platform's latest jackpots.
      await expect(page.getByTestId('jackpot-amount')).toContainText(amount(hit));
      await page.screenshot({ path: join(shots, `studio-jackpot-${name.replace(', ', '-')}.png`) });
      const latest = (await (await page.request.get('/api/LatestJackpot')).json()) as {
        latest_jackpots: { amount: number }[];
      };
      expect(latest.latest_jackpots[0]!.amount).toBe(hit);
      const platformPools = (await (await page.request.get('/api/jackpots')).json()) as {
        silver: number;
      };
      expect(platformPools.silver).toBe(after.silver);
    });
  });
}
