/**
 * The mobile game detail modal. The shell owns the modal frame; we hand it a mount function
 * that renders our content (loaded on first use, so the lists do not carry it).
 */
import type { Game } from '@casino/shared/api';
import { bus } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchGames, replaceFavourite } from '../../entities/game';
import { favouriteChanged, playRequested } from '../game-actions';

export const MODAL_ID = 'game-detail';
const LIKE_SIZE = 6;

export const detailOpened = createEvent<Game>();
export const likePicked = createEvent<Game>();
export const detailPlayClicked = createEvent<Game>();

export const fetchLikeGamesFx = createEffect(async (game: Game): Promise<Game[]> => {
  const page = await fetchGames({ type: game.type, providerId: game.provider_id, pageIndex: 1, pageSize: LIKE_SIZE });
  return page.data.slice(0, LIKE_SIZE);
});

export const openModalFx = createEffect((game: Game) =>
  bus.emit('shell:modal-opened', {
    id: MODAL_ID,
    label: game.name,
    mount(container) {
      let cleanup = () => {};
      let closed = false;
      void import('./ui/detail-root').then(({ renderGameDetail }) => {
        if (!closed) cleanup = renderGameDetail(container);
      });
      return () => {
        closed = true;
        cleanup();
      };
    },
  }),
);
export const closeModalFx = createEffect(() => bus.emit('shell:modal-closed', { id: MODAL_ID }));

export const $detailGame = createStore<Game | null>(null)
  .on([detailOpened, likePicked], (_, game) => game)
  .on(favouriteChanged, (game, { gameId, isFavorite }) => (game?.game_id === gameId ? { ...game, is_favorite: isFavorite } : game));
/** null while loading. */
export const $likeGames = createStore<Game[] | null>(null)
  .on(detailOpened, () => null)
  .on(fetchLikeGamesFx.doneData, (_, games) => games)
  .on(fetchLikeGamesFx.fail, () => [])
  .on(favouriteChanged, (games, { gameId, isFavorite }) => (games ? replaceFavourite(games, gameId, isFavorite) : games));

sample({ clock: detailOpened, target: [fetchLikeGamesFx, openModalFx] });
sample({ clock: detailPlayClicked, target: [closeModalFx, playRequested] });
