/**
 * Casino Hold'em on the composed site: a player finds a poker table from the live lobby's search,
 * plays one hand (ante, then call), and sees the balance change by exactly the hand's result in
 * the game and in the header; the help shows the rules, both paytables and the house edges. The
 * hand's verifier link replays it from its seed (cards, decision and win agree), and the hand is
 * in the casino history under the table's name.
 * Desktop in French and a phone in Arabic (right to left), with screenshots.
 */
import type { Cli } from '../../operator/client';
import { join } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
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

const casino = '[id="single-spa-application:mf-casino"]';
const account = '[id="single-spa-application:mf-account"]';
const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const TABLE = 'Golden Poker';
const START = 40_000;
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;

interface Hand {
  id: number;
  status: string;
  win?: number;
  staked?: number;
}

/** The hands the page is sent, to know the hand's stakes and return. */
function watchHands(page: Page): Array<{ round: Hand; previous: Hand | null }> {
  const seen: Array<{ round: Hand; previous: Hand | null }> = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        round?: Hand;
        previous?: Hand | null;
      };
      if (message.type === 'round' && message.round)
        seen.push({ round: message.round, previous: message.previous ?? null });
    }),
  );
  return seen;
}

async function player(page: Page, cli: Cli, lang: 'fr' | 'ar') {
  const username = uniqueUsername(`pk${lang}`);
  await cli('create-player', username, 'poker-player-2026');
  await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
  await useLanguage(page, lang);
  await seedSession(page, username, 'poker-player-2026');
}

/** Deals one hand with the page's default ante and no bonus, calls; answers its net result. */
async function playOneHand(game: FrameLocator, hands: ReturnType<typeof watchHands>) {
  await expect(game.getByTestId('poker-commitment')).toContainText(/[0-9a-f]{64}/);
  await game.getByTestId('poker-deal').click();
  await expect
    .poll(() => hands.some((h) => h.round.status === 'playing'), { timeout: 30_000 })
    .toBe(true);
  const dealt = hands.find((h) => h.round.status === 'playing')!.round;
  // The player's two cards and the flop face up, the dealer's two and the turn and river face down.
  await expect(game.getByTestId('poker-player').locator('.card[data-card]')).toHaveCount(2);
  await expect(game.getByTestId('poker-board').locator('.card[data-card]')).toHaveCount(3);
  await expect(game.getByTestId('poker-dealer').locator('.card.back')).toHaveCount(2);
  await game.getByTestId('poker-call').click();
  await expect
    .poll(() => hands.some((h) => h.previous?.id === dealt.id), { timeout: 30_000 })
    .toBe(true);
  const ended = hands.find((h) => h.previous?.id === dealt.id)!;
  await expect(game.getByTestId('poker-board').locator('.card[data-card]')).toHaveCount(5);
  await expect(game.getByTestId('poker-dealer').locator('.card[data-card]')).toHaveCount(2);
  return (ended.previous!.win ?? 0) - ended.previous!.staked!;
}

/** Follows the page's verifier link of the hand just played: every check agrees. */
async function verifyHand(
  page: Page,
  game: FrameLocator,
  hands: ReturnType<typeof watchHands>,
  lang: 'fr' | 'ar',
) {
  const hand = hands.at(-1)!.previous!;
  const link = game.getByTestId('poker-verify');
  await expect(link).toHaveAttribute(
    'href',
    `/providers/studio/tables/verify?game=poker&round=${hand.id}&lang=${lang}`,
  );
  await page.goto(await link.evaluate((a) => (a as HTMLAnchorElement).href));
  const result = page.getByTestId('verify-result');
  // Seed against commitment, the cards replayed, the win recomputed.
  await expect(result.locator('.ok')).toHaveCount(3);
  await expect(result.locator('.bad')).toHaveCount(0);
  return result;
}

test.describe('studio poker on a desktop', () => {
  test.use(desktop);
  // Each hand waits on the wallet's round trips; a loaded machine needs the room.
  test.setTimeout(240_000);

  test('desktop, French: one hand from the lobby, called, balance exact, help with paytables', async ({
    page,
    cli,
  }) => {
    await player(page, cli, 'fr');
    const hands = watchHands(page);
    await page.goto('/live_casino/preview');
    const search = page.locator(casino).getByRole('searchbox');
    await search.fill(TABLE);
    await search.press('Enter');
    const tile = page.locator(`${casino} article`, { hasText: TABLE }).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START), {
      timeout: 30_000,
    });
    await expect(page.getByTestId('balance')).toContainText(headerAmount(START));

    const result = await playOneHand(game, hands);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START + result));
    await expect(page.getByTestId('balance')).toContainText(headerAmount(START + result), {
      timeout: 15_000,
    });
    await expect(game.getByTestId('poker-revealed')).toContainText(/[0-9a-f]{64}/);
    await painted(page);
    await page.screenshot({ path: join(shots, 'studio-poker-desktop-fr.png') });
    await game.getByTestId('poker-help-open').click();
    await expect(game.getByTestId('poker-ante-table')).toContainText('Quinte flush royale');
    await expect(game.getByTestId('poker-bonus-table')).toContainText('Paire d’as');
    // The exact ante edges: 2.1576 % with perfect play, 3.6696 % playing simply (shown cut).
    await expect(game.getByTestId('poker-edge')).toContainText(/avantage de la maison/i);
    await expect(game.getByTestId('poker-edge')).toContainText('2.15 %');
    await expect(game.getByTestId('poker-edge')).toContainText('3.66 %');
    await expect(game.getByTestId('poker-bonus-edge')).toContainText('6.25');
    await page.screenshot({ path: join(shots, 'studio-poker-help-desktop-fr.png') });

    const verified = await verifyHand(page, game, hands, 'fr');
    await expect(verified).toContainText('Tableau');
    await expect(page.getByTestId('verify-decisions')).toContainText('Suivre');
    await page.screenshot({ path: join(shots, 'studio-poker-verify-desktop-fr.png') });
    await page.goto('/profile/games_history');
    await expect(page.locator(account).locator('tbody tr').first()).toContainText(TABLE, {
      timeout: 15_000,
    });
  });
});

test.describe('studio poker on a phone', () => {
  test.use(mobile);
  // Each hand waits on the wallet's round trips; a loaded machine needs the room.
  test.setTimeout(240_000);

  test('phone, Arabic: right to left, one hand called, balance exact, help', async ({
    page,
    cli,
  }) => {
    await player(page, cli, 'ar');
    const hands = watchHands(page);
    await page.goto('/live_casino/preview');
    const search = page.locator(casino).getByRole('searchbox');
    await search.fill(TABLE);
    await search.press('Enter');
    await page.locator(`${casino} button[data-game-id]`).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
    const game = page.getByTestId('full-page-game').frameLocator('iframe');
    await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START), {
      timeout: 30_000,
    });
    const header = (millimes: number) =>
      expect(page.getByTestId('balance-link')).toHaveAttribute(
        'aria-label',
        new RegExp(headerAmount(millimes)),
        { timeout: 15_000 },
      );
    await header(START);
    const result = await playOneHand(game, hands);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START + result));
    await header(START + result);
    await painted(page);
    await page.screenshot({ path: join(shots, 'studio-poker-phone-ar.png') });
    await game.getByTestId('poker-help-open').click();
    await expect(game.getByTestId('poker-ante-table')).toContainText('متتالية ملكية');
    await page.screenshot({ path: join(shots, 'studio-poker-help-phone-ar.png') });

    const verified = await verifyHand(page, game, hands, 'ar');
    await expect(verified).toContainText('الطاولة');
    await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
    await page.screenshot({ path: join(shots, 'studio-poker-verify-phone-ar.png') });
  });
});
