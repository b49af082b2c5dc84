/**
 * Seeded players for the specs that change favourites: one player per spec, so parallel specs
 * never see each other's favourites. (The operator CLI cannot open the database while the e2e
 * API holds it, so fresh players are not an option yet.)
 */
import type { Page } from '@playwright/test';
import { loginThroughApi } from '../../fixtures';

/** The shell keeps the token here (shell/src/services/token/model.ts). */
export const TOKEN_STORAGE_KEY = 'casino.token';

export const players = {
  homeGuestHeart: { username: 'lina', password: 'lina1234' },
  homeRemoveFavourite: { username: 'youssef', password: 'youssef1234' },
  casinoFavourite: { username: 'amira', password: 'amira1234' },
  /** Plays only; favourites untouched. */
  player: { username: 'demo', password: 'demo1234' },
} as const;

export async function startLoggedIn(page: Page, { username, password }: { username: string; password: string }): Promise<void> {
  const token = await loginThroughApi(page, username, password);
  await page.addInitScript(
    ([key, value]) => {
      // Init scripts run in frames too; a game frame of another origin may not touch storage.
      if (window.top === window) localStorage.setItem(key!, value!);
    },
    [TOKEN_STORAGE_KEY, token],
  );
}
