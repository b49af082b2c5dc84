/**
 * Seeded players for the specs that change favourites: one player per spec, so parallel specs
 * never see each other's favourites.
 */
import type { Page } from '@playwright/test';
import { seedSession } from '../../fixtures';

export const players = {
  homeGuestHeart: { username: 'lina', password: 'lina1234' },
  homeRemoveFavourite: { username: 'youssef', password: 'youssef1234' },
  casinoFavourite: { username: 'amira', password: 'amira1234' },
  /** Plays only; favourites untouched. */
  player: { username: 'demo', password: 'demo1234' },
} as const;

export async function startLoggedIn(
  page: Page,
  { username, password }: { username: string; password: string },
): Promise<void> {
  await seedSession(page, username, password);
}
