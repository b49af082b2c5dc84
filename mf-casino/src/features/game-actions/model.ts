/** Play and favourite for this remote's tiles and detail modal (the shared model, our units). */
import { createGameActions } from '@casino/shared/games';
import { toggleFavourite } from '../../entities/game';
import { $tokenPresent } from '../../entities/session';

export type { FavouriteChange } from '@casino/shared/games';

export const {
  playRequested,
  favouriteRequested,
  loginSucceeded,
  launchGameFx,
  askLoginFx,
  toggleFavouriteFx,
  favouriteChanged,
  $pendingFollowUp,
} = createGameActions({ namespace: 'casino', toggleFavourite, $tokenPresent });
