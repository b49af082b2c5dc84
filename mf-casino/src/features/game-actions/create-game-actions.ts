/**
 * Play and favourite, as every tile and the detail modal ask for them. A guest is sent to the
 * login modal with a follow-up; when the shell reports the login, the follow-up this remote asked
 * for (and only its own) is carried out. One set of units per page (`model.ts`), shared by
 * `./app` and `./game-rail`; tests create their own.
 */
import type { Game } from '@casino/shared/api';
import { bus, type FollowUp } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import i18next from 'i18next';
import { launchGame } from '../../entities/game';

export interface FavouriteChange {
  gameId: number;
  isFavorite: boolean;
}

const FAVOURITE_TOAST_MS = 1000;

function sameFollowUp(a: FollowUp, b: FollowUp): boolean {
  if (a.action !== b.action || a.gameId !== b.gameId) return false;
  return (
    a.action === 'toggle-favourite' ||
    (b.action === 'play-game' && a.providerId === b.providerId && a.type === b.type)
  );
}

export interface GameActionsOptions {
  /** The remote's translation namespace (favourite.added, favourite.removed, favourite.failed). */
  namespace: string;
  /** Calls AddToFavorite; answers the new flag. */
  toggleFavourite: (gameId: number) => Promise<boolean>;
  $tokenPresent: Store<boolean>;
}

export function createGameActions({
  namespace,
  toggleFavourite,
  $tokenPresent,
}: GameActionsOptions) {
  const toast = (key: string, kind: 'success' | 'error') =>
    bus.emit('shell:show-toast', {
      message: i18next.t(key, { ns: namespace }),
      kind,
      autoCloseMs: FAVOURITE_TOAST_MS,
    });

  const playRequested = createEvent<Pick<Game, 'game_id' | 'provider_id' | 'type'>>();
  const favouriteRequested = createEvent<Pick<Game, 'game_id' | 'is_favorite'>>();
  const loginSucceeded = createEvent<{ then?: FollowUp }>();

  const launchGameFx = createEffect((game: Pick<Game, 'game_id' | 'provider_id' | 'type'>) =>
    launchGame(game),
  );
  const askLoginFx = createEffect((then: FollowUp) =>
    bus.emit('auth:require-login', { isFullPage: false, then }),
  );
  const toggleFavouriteFx = createEffect(
    async ({ gameId }: { gameId: number }): Promise<FavouriteChange> => ({
      gameId,
      isFavorite: await toggleFavourite(gameId),
    }),
  );
  const favouriteToastFx = createEffect(({ isFavorite }: FavouriteChange) =>
    toast(isFavorite ? 'favourite.added' : 'favourite.removed', 'success'),
  );
  const favouriteFailedToastFx = createEffect(() => toast('favourite.failed', 'error'));

  /** A favourite flipped on the server; lists update the game in place. */
  const favouriteChanged = toggleFavouriteFx.doneData;

  /** The follow-up this remote asked the login for, until the login comes back. */
  const $pendingFollowUp = createStore<FollowUp | null>(null);

  const playAsked = sample({
    clock: playRequested,
    source: $tokenPresent,
    filter: (token) => !token,
    fn: (_, game): FollowUp => ({
      action: 'play-game',
      gameId: game.game_id,
      providerId: game.provider_id,
      type: game.type,
    }),
  });
  const favouriteAsked = sample({
    clock: favouriteRequested,
    source: $tokenPresent,
    filter: (token) => !token,
    fn: (_, game): FollowUp => ({ action: 'toggle-favourite', gameId: game.game_id }),
  });
  sample({ clock: [playAsked, favouriteAsked], target: [$pendingFollowUp, askLoginFx] });

  sample({
    clock: playRequested,
    source: $tokenPresent,
    filter: Boolean,
    fn: (_, game) => game,
    target: launchGameFx,
  });
  sample({
    clock: favouriteRequested,
    source: { token: $tokenPresent, busy: toggleFavouriteFx.pending },
    filter: ({ token, busy }) => token && !busy,
    fn: (_, game) => ({ gameId: game.game_id }),
    target: toggleFavouriteFx,
  });

  const ourFollowUp = sample({
    clock: loginSucceeded,
    source: $pendingFollowUp,
    filter: (pending, { then }) =>
      pending !== null && then !== undefined && sameFollowUp(pending, then),
    fn: (pending) => pending as FollowUp,
  });
  $pendingFollowUp.reset(ourFollowUp);
  sample({
    clock: ourFollowUp,
    filter: (then) => then.action === 'play-game',
    fn: (then) => {
      const play = then as Extract<FollowUp, { action: 'play-game' }>;
      return { game_id: play.gameId, provider_id: play.providerId, type: play.type };
    },
    target: launchGameFx,
  });
  // AddToFavorite toggles on the server and answers the new flag (a game the player already had
  // as a favourite is removed, and the toast says so).
  sample({
    clock: ourFollowUp,
    filter: (then) => then.action === 'toggle-favourite',
    fn: (then) => ({ gameId: then.gameId }),
    target: toggleFavouriteFx,
  });

  sample({ clock: toggleFavouriteFx.doneData, target: favouriteToastFx });
  sample({ clock: toggleFavouriteFx.fail, target: favouriteFailedToastFx });

  bus.on('auth:login-succeeded', (payload) => loginSucceeded(payload));

  return {
    playRequested,
    favouriteRequested,
    loginSucceeded,
    launchGameFx,
    askLoginFx,
    toggleFavouriteFx,
    favouriteChanged,
    $pendingFollowUp,
  };
}
