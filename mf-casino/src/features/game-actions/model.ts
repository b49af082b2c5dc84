/** Play and favourite for every tile and the detail modal of this remote (one set of units). */
import { toggleFavourite } from '../../entities/game';
import { $tokenPresent } from '../../entities/session';
import { createGameActions } from './create-game-actions';

export type { FavouriteChange } from './create-game-actions';

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
