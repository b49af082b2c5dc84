import type { Game } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { createStore } from 'effector';
import { createGameActions } from '../game-actions/create-game-actions';
import { createGameDetail } from './create-game-detail';

const $tokenPresent = createStore(false);
const actions = createGameActions({
  namespace: 'test',
  toggleFavourite: async () => true,
  $tokenPresent,
});
const { launchGameFx, toggleFavouriteFx } = actions;
const {
  $detailGame,
  $likeGames,
  closeModalFx,
  detailOpened,
  detailPlayClicked,
  fetchLikeGamesFx,
  likePicked,
  openModalFx,
} = createGameDetail({
  namespace: 'test',
  fetchGames: async () => ({
    data: [],
    total: 0,
    paginationInfo: { page_index: 1, page_size: 6, total: 0, last_page: 1, hasNextPage: false },
  }),
  actions,
});

const game = (id: number, is_favorite = false): Game => ({
  game_id: id,
  name: `Game ${id}`,
  image: '',
  provider_id: 998,
  provider_name: 'EVOLUTION',
  type: 2,
  is_favorite,
});

describe('game detail', () => {
  it('opens with a loading Like row, fills it with up to six other games, follows favourites, and plays', async () => {
    const modal: string[] = [];
    const launched: unknown[] = [];
    let likeRequest: Game | null = null;
    const scope = fork({
      values: [[$tokenPresent, true]],
      handlers: [
        [
          fetchLikeGamesFx,
          async (opened: Game) => (
            (likeRequest = opened),
            [1, 2, 3, 4, 5, 6, 7].map((id) => game(id))
          ),
        ],
        [openModalFx, () => void modal.push('opened')],
        [closeModalFx, () => void modal.push('closed')],
        [toggleFavouriteFx, async () => ({ gameId: 3, isFavorite: true })],
        [launchGameFx, (target: unknown) => void launched.push(target)],
      ],
    });
    await allSettled(detailOpened, { scope, params: game(3) });
    expect(modal).toEqual(['opened']);
    expect(likeRequest).toMatchObject({ type: 2, provider_id: 998 });
    // The Like section never lists the game being viewed.
    expect(scope.getState($likeGames)?.map((like) => like.game_id)).toEqual([1, 2, 4, 5, 6, 7]);
    await allSettled(toggleFavouriteFx, { scope, params: { gameId: 3 } });
    expect(scope.getState($detailGame)?.is_favorite).toBe(true);
    await allSettled(detailPlayClicked, { scope, params: game(3, true) });
    expect(modal).toEqual(['opened', 'closed']);
    expect(launched).toEqual([game(3, true)]);
  });

  it('a Like game picked becomes the one shown and leaves the Like row; the one shown before comes back', async () => {
    const scope = fork({
      handlers: [
        [fetchLikeGamesFx, async () => [1, 2, 3, 4, 5, 6, 7].map((id) => game(id))],
        [openModalFx, () => undefined],
      ],
    });
    await allSettled(detailOpened, { scope, params: game(7) });
    expect(scope.getState($likeGames)?.map((like) => like.game_id)).toEqual([1, 2, 3, 4, 5, 6]);
    await allSettled(likePicked, { scope, params: game(2) });
    expect(scope.getState($detailGame)?.game_id).toBe(2);
    expect(scope.getState($likeGames)?.map((like) => like.game_id)).toEqual([1, 3, 4, 5, 6, 7]);
  });
});
