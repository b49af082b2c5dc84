import type { Game } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { createStore } from 'effector';
import { createGameActions } from '../actions';
import { createGameDetail } from './model';

const $tokenPresent = createStore(false);
const actions = createGameActions({ namespace: 'test', toggleFavourite: async () => null, $tokenPresent });
const { launchGameFx, toggleFavouriteFx } = actions;
const { $detailGame, $likeGames, closeModalFx, detailOpened, detailPlayClicked, fetchLikeGamesFx, openModalFx } =
  createGameDetail({ namespace: 'test', fetchGames: async () => ({ data: [], total: 0, paginationInfo: { page_index: 1, page_size: 6, total: 0, last_page: 1, hasNextPage: false } }), actions });

const game = (id: number, is_favorite = false): Game => ({ game_id: id, name: `Game ${id}`, image: '', provider_id: 998, provider_name: 'EVOLUTION', type: 2, is_favorite });

describe('game detail', () => {
  it('opens with a loading Like row, fills it with up to six games, follows favourites, and plays', async () => {
    const modal: string[] = [];
    const launched: unknown[] = [];
    let likeRequest: Game | null = null;
    const scope = fork({
      values: [[$tokenPresent, true]],
      handlers: [
        [fetchLikeGamesFx, async (opened: Game) => ((likeRequest = opened), [1, 2, 3, 4, 5, 6].map((id) => game(id)))],
        [openModalFx, () => void modal.push('opened')],
        [closeModalFx, () => void modal.push('closed')],
        [toggleFavouriteFx, async () => ({ gameId: 3, isFavorite: true })],
        [launchGameFx, (target: unknown) => void launched.push(target)],
      ],
    });
    await allSettled(detailOpened, { scope, params: game(3) });
    expect(modal).toEqual(['opened']);
    expect(likeRequest).toMatchObject({ type: 2, provider_id: 998 });
    expect(scope.getState($likeGames)).toHaveLength(6);
    await allSettled(toggleFavouriteFx, { scope, params: { gameId: 3, wasFavourite: false } });
    expect(scope.getState($detailGame)?.is_favorite).toBe(true);
    expect(scope.getState($likeGames)?.find((like) => like.game_id === 3)?.is_favorite).toBe(true);
    await allSettled(detailPlayClicked, { scope, params: game(3, true) });
    expect(modal).toEqual(['opened', 'closed']);
    expect(launched).toEqual([game(3, true)]);
  });
});
