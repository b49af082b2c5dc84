/**
 * Blackjack on the composed site: a player finds a blackjack table from the live lobby's search,
 * plays one deal (insurance declined, standing), and sees the balance change by exactly the
 * round's result in the game and in the header, then the round in the casino history under the
 * table's own name. The round's verifier link replays it from the revealed seed and the player's
 * decisions: the cards, each hand's result, the decisions and the win it shows are the ones the
 * player saw on the table. Desktop in French and a phone in Arabic (right to left), with
 * screenshots.
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
const TABLE = 'Grand Blackjack';
const START = 40_000;
const headerAmount = (millimes: number) =>
  (millimes / 1000).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const gameAmount = (millimes: number) => `${headerAmount(millimes)} TND`;

interface Round {
  id: number;
  status: string;
  win?: number;
  bet?: number;
  hands?: Array<{ stake: number }>;
}

/** The rounds the page is sent, to know the deal's stake and return. */
function watchRounds(page: Page): Array<{ round: Round; previous: Round | null }> {
  const seen: Array<{ round: Round; previous: Round | null }> = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        round?: Round;
        previous?: Round | null;
      };
      if (message.type === 'round' && message.round)
        seen.push({ round: message.round, previous: message.previous ?? null });
    }),
  );
  return seen;
}

async function player(page: Page, cli: Cli, lang: 'fr' | 'ar') {
  const username = uniqueUsername(`bj${lang}`);
  await cli('create-player', username, 'blackjack-player-2026');
  await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
  await useLanguage(page, lang);
  await seedSession(page, username, 'blackjack-player-2026');
}

/** Deals one round and plays it out by declining insurance and standing; answers its result. */
async function playOneDeal(
  game: FrameLocator,
  rounds: ReturnType<typeof watchRounds>,
  decisions: string[] = [],
): Promise<number> {
  // The table sends its balance (hello) before its round: the balance on screen does not mean
  // the round has come.
  await expect.poll(() => rounds.length).toBeGreaterThan(0);
  const ready = rounds.at(-1)!.round.id;
  await game.getByTestId('blackjack-deal').click();
  // A natural blackjack ends on the deal: its round is then only ever sent as the previous one.
  const dealtRound = () =>
    rounds.find((r) => r.round.status !== 'ready')?.round ??
    rounds.find((r) => r.previous?.id === ready)?.previous;
  await expect.poll(() => dealtRound() !== undefined).toBe(true);
  const dealt = dealtRound()!;
  for (;;) {
    const ended = rounds.find((r) => r.previous?.id === dealt.id && r.round.status === 'ready');
    if (ended) {
      const staked = rounds
        .filter((r) => r.round.id === dealt.id && r.round.hands)
        .map((r) => r.round.hands!.reduce((sum, hand) => sum + hand.stake, 0))
        .reduce((a, b) => Math.max(a, b), ended.previous!.bet ?? 0);
      return (ended.previous!.win ?? 0) - staked;
    }
    const decline = game.getByTestId('blackjack-decline');
    const stand = game.getByTestId('blackjack-stand');
    await expect(decline.or(stand).or(game.getByTestId('blackjack-deal'))).toBeVisible();
    const before = rounds.length;
    // The button's words are kept: the verifier must name the same decisions.
    const decision = (await decline.isVisible())
      ? decline
      : (await stand.isVisible())
        ? stand
        : null;
    if (!decision) continue;
    decisions.push((await decision.textContent())!.trim());
    await decision.click();
    // Each decision is a wallet round trip: a loaded machine needs the room.
    await expect.poll(() => rounds.length, { timeout: 30_000 }).toBeGreaterThan(before);
  }
}

/** What the table shows of the round just played: each seat's cards and each hand's result. */
async function tableShows(game: FrameLocator) {
  const cardsOf = (seat: ReturnType<FrameLocator['getByTestId']>) =>
    seat.locator('.card:not(.back)').allTextContents();
  const dealer = await cardsOf(game.getByTestId('blackjack-dealer'));
  const hands = [];
  for (const box of await game.locator('[data-testid^="blackjack-hand-"]').all())
    hands.push({
      cards: await cardsOf(box),
      outcome: (await box.locator('.outcome').textContent())!,
    });
  return { dealer, hands };
}

/**
 * Follows the page's verifier link of the round just played: the seed, the replayed cards and the
 * win agree, and the replay names the cards, results, decisions and win the player saw.
 */
async function verifyDeal(
  page: Page,
  game: FrameLocator,
  rounds: ReturnType<typeof watchRounds>,
  lang: 'fr' | 'ar',
  decisions: string[],
) {
  const played = rounds.at(-1)!.previous!;
  const shown = await tableShows(game);
  expect(shown.dealer.length).toBeGreaterThanOrEqual(2);
  expect(shown.hands.length).toBeGreaterThanOrEqual(1);
  // The win the table announced is the one the verifier recomputes.
  if ((played.win ?? 0) > 0)
    await expect(game.getByTestId('studio-message')).toContainText(gameAmount(played.win!));
  const link = game.getByTestId('blackjack-verify');
  await expect(link).toHaveAttribute(
    'href',
    `/providers/studio/tables/verify?game=blackjack&round=${played.id}&lang=${lang}`,
  );
  await page.goto(await link.evaluate((a) => (a as HTMLAnchorElement).href));
  const result = page.getByTestId('verify-result');
  // Seed against commitment, the cards replayed, the win recomputed: three checks, none failed.
  await expect(result.locator('.ok')).toHaveCount(3);
  await expect(result.locator('.bad')).toHaveCount(0);
  const [, replayed, returned] = await result.locator('.ok').all();
  // The replay lists the dealer's cards, then each hand's cards and result, in the table's order.
  await expect(replayed!).toContainText(shown.dealer.join(' '));
  for (const hand of shown.hands) {
    await expect(replayed!).toContainText(hand.cards.join(' '));
    await expect(replayed!).toContainText(`→ ${hand.outcome}`);
  }
  await expect(returned!).toContainText(gameAmount(played.win ?? 0));
  for (const decision of decisions)
    await expect(page.getByTestId('verify-decisions')).toContainText(decision);
  await painted(page);
}

test.describe('studio blackjack on a desktop', () => {
  test.use(desktop);
  // Each deal waits on the wallet's round trips; a loaded machine needs the room.
  test.setTimeout(240_000);

  test('desktop, French: one deal from the lobby, balance exact, the round in the history', async ({
    page,
    cli,
  }) => {
    await player(page, cli, 'fr');
    const rounds = watchRounds(page);
    await page.goto('/live_casino/preview');
    const search = page.locator(casino).getByRole('searchbox');
    await search.fill(TABLE);
    await search.press('Enter');
    const tile = page.locator(`${casino} article`, { hasText: TABLE }).first();
    await tile.hover();
    await tile.getByRole('button', { name: /^Jouer/ }).click();
    const game = page.frameLocator(`${casino} iframe`);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    await expect(game.getByTestId('blackjack-commitment')).toContainText(/[0-9a-f]{64}/);

    const decisions: string[] = [];
    const result = await playOneDeal(game, rounds, decisions);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START + result));
    await expect(page.getByTestId('balance')).toContainText(headerAmount(START + result));
    await expect(game.getByTestId('blackjack-revealed')).toContainText(/[0-9a-f]{64}/);
    await painted(page);
    await page.screenshot({ path: join(shots, 'studio-blackjack-desktop-fr.png') });
    await game.getByTestId('blackjack-help-open').click();
    await expect(game.getByTestId('blackjack-edge')).toContainText(/avantage de la maison/i);
    await page.screenshot({ path: join(shots, 'studio-blackjack-help-desktop-fr.png') });
    await game.getByTestId('blackjack-help').getByRole('button').click();

    await verifyDeal(page, game, rounds, 'fr', decisions);
    await expect(page.getByTestId('verify-result')).toContainText('Croupier');
    await page.screenshot({ path: join(shots, 'studio-blackjack-verify-desktop-fr.png') });

    await page.goto('/profile/games_history');
    await expect(page.locator(account).locator('tbody tr').first()).toContainText(TABLE, {
      timeout: 15_000,
    });
  });
});

test.describe('studio blackjack on a phone', () => {
  test.use(mobile);
  // Each deal waits on the wallet's round trips; a loaded machine needs the room.
  test.setTimeout(240_000);

  test('phone, Arabic: right to left, one deal, balance exact', async ({ page, cli }) => {
    await player(page, cli, 'ar');
    const rounds = watchRounds(page);
    await page.goto('/live_casino/preview');
    const search = page.locator(casino).getByRole('searchbox');
    await search.fill(TABLE);
    await search.press('Enter');
    // The list shows every table until the search answers: pick the table by its name.
    await page.locator(`${casino} button[data-game-id]`).filter({ hasText: TABLE }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'العب' }).click();
    const game = page.getByTestId('full-page-game').frameLocator('iframe');
    await expect(game.locator('html[dir="rtl"][lang="ar"]')).toHaveCount(1);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START));
    const decisions: string[] = [];
    const result = await playOneDeal(game, rounds, decisions);
    await expect(game.getByTestId('studio-balance')).toHaveText(gameAmount(START + result));
    await painted(page);
    await page.screenshot({ path: join(shots, 'studio-blackjack-phone-ar.png') });

    await verifyDeal(page, game, rounds, 'ar', decisions);
    await expect(page.getByTestId('verify-result')).toContainText('الموزّع');
    await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
    await page.screenshot({ path: join(shots, 'studio-blackjack-verify-phone-ar.png') });
  });
});
