/**
 * One slot spin as a player sees it: the studio answers the round at once, and the page then
 * turns the reels for 0.9 s, plus 0.45 s for each free spin the round awarded, before it shows the
 * round's balance and gives the spin button back. A round with many free spins plays longer than
 * an assertion's default wait, so waits for its end grow with its free spins.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../../fixtures';

export interface SlotRound {
  bet: number;
  win: number;
  balance: number;
  free: unknown[];
}

/** Clicks spin and answers the studio's round. */
export async function spinSlot(page: Page, game: FrameLocator): Promise<SlotRound> {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/providers/studio/api/slots/spin'),
  );
  await game.getByTestId('studio-spin').click();
  return (await (await answered).json()) as SlotRound;
}

/** Waits until the page has played the round out: its spin button is back. */
export async function roundPlayedOut(game: FrameLocator, round: SlotRound): Promise<void> {
  const playing = 900 + 450 * round.free.length;
  await expect(game.getByTestId('studio-spin')).toBeEnabled({ timeout: 10_000 + playing });
}
