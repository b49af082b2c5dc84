/**
 * The mobile game detail modal. The shell owns the modal frame; the remote hands it a mount
 * function that renders this content (loaded on first use, so the lists do not carry it).
 */
import type { Game, GameListResponse } from '@casino/shared/api';
import { bus } from '@casino/shared/events';
import {
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  type EventCallable,
  type Store,
} from 'effector';
import { replaceFavourite } from '../../entities/game';
import type { createGameActions } from '../game-actions/create-game-actions';

export const MODAL_ID = 'game-detail';
const LIKE_SIZE = 6;

type GameActions = ReturnType<typeof createGameActions>;

export interface GameDetailOptions {
  /** The remote's translation namespace (detail.*, loading). */
  namespace: string;
  fetchGames: (query: {
    type: Game['type'];
    providerId: number;
    pageIndex: number;
    pageSize: number;
  }) => Promise<GameListResponse>;
  actions: Pick<
    GameActions,
    'favouriteChanged' | 'favouriteRequested' | 'playRequested' | 'toggleFavouriteFx'
  >;
}

export interface GameDetailModel {
  namespace: string;
  actions: GameDetailOptions['actions'];
  $detailGame: Store<Game | null>;
  $likeGames: Store<Game[] | null>;
  detailPlayClicked: EventCallable<Game>;
  likePicked: EventCallable<Game>;
}

export function createGameDetail({ namespace, fetchGames, actions }: GameDetailOptions) {
  const { favouriteChanged, playRequested } = actions;

  const detailOpened = createEvent<Game>();
  const likePicked = createEvent<Game>();
  const detailPlayClicked = createEvent<Game>();

  // One more than shown: the game being viewed is never one of its own 'Like' games.
  const fetchLikeGamesFx = createEffect(async (game: Game): Promise<Game[]> => {
    const page = await fetchGames({
      type: game.type,
      providerId: game.provider_id,
      pageIndex: 1,
      pageSize: LIKE_SIZE + 1,
    });
    return page.data.slice(0, LIKE_SIZE + 1);
  });

  const openModalFx = createEffect((game: Game) =>
    bus.emit('shell:open-modal', {
      id: MODAL_ID,
      label: game.name,
      mount(container) {
        let cleanup = () => {};
        let closed = false;
        void import('./ui/detail-root').then(({ renderGameDetail }) => {
          if (!closed) cleanup = renderGameDetail(container, detail);
        });
        return () => {
          closed = true;
          cleanup();
        };
      },
    }),
  );
  const closeModalFx = createEffect(() => bus.emit('shell:close-modal', { id: MODAL_ID }));

  const $detailGame = createStore<Game | null>(null)
    .on([detailOpened, likePicked], (_, game) => game)
    .on(favouriteChanged, (game, { gameId, isFavorite }) =>
      game?.game_id === gameId ? { ...game, is_favorite: isFavorite } : game,
    );
  /** null while loading. */
  const $likeCandidates = createStore<Game[] | null>(null)
    .on(detailOpened, () => null)
    .on(fetchLikeGamesFx.doneData, (_, games) => games)
    .on(fetchLikeGamesFx.fail, () => [])
    .on(favouriteChanged, (games, { gameId, isFavorite }) =>
      games ? replaceFavourite(games, gameId, isFavorite) : games,
    );
  /** Up to six, never the game shown (also after a 'Like' game was picked and became the one shown). */
  const $likeGames = combine($likeCandidates, $detailGame, (games, shown) =>
    games ? games.filter((game) => game.game_id !== shown?.game_id).slice(0, LIKE_SIZE) : null,
  );

  sample({ clock: detailOpened, target: [fetchLikeGamesFx, openModalFx] });
  sample({ clock: detailPlayClicked, target: [closeModalFx, playRequested] });

  const detail: GameDetailModel = {
    namespace,
    actions,
    $detailGame,
    $likeGames,
    detailPlayClicked,
    likePicked,
  };
  return { ...detail, detailOpened, fetchLikeGamesFx, openModalFx, closeModalFx };
}
