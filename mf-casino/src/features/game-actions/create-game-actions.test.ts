import type { FollowUp } from '@casino/shared/events';
import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { createStore } from 'effector';
import { createGameActions } from './create-game-actions';

const $tokenPresent = createStore(false);
const {
  $pendingFollowUp,
  askLoginFx,
  favouriteRequested,
  launchGameFx,
  loginSucceeded,
  playRequested,
  toggleFavouriteFx,
} = createGameActions({ namespace: 'test', toggleFavourite: async () => true, $tokenPresent });

const game = { game_id: 7, provider_id: 37, type: 1 as const, is_favorite: false };

function setup(
  tokenPresent: boolean,
  toggle: (params: {
    gameId: number;
  }) => Promise<{ gameId: number; isFavorite: boolean }> = async ({ gameId }) => ({
    gameId,
    isFavorite: true,
  }),
) {
  const calls = { login: [] as FollowUp[], launch: [] as unknown[], toggle: [] as unknown[] };
  const scope = fork({
    values: [[$tokenPresent, tokenPresent]],
    handlers: [
      [askLoginFx, (then: FollowUp) => void calls.login.push(then)],
      [launchGameFx, (target: unknown) => void calls.launch.push(target)],
      [
        toggleFavouriteFx,
        (params: { gameId: number }) => (calls.toggle.push(params), toggle(params)),
      ],
    ],
  });
  return { scope, calls };
}

describe('game actions', () => {
  it('launches at once for a logged-in player', async () => {
    const { scope, calls } = setup(true);
    await allSettled(playRequested, { scope, params: game });
    expect(calls.launch).toEqual([game]);
    expect(calls.login).toEqual([]);
  });

  it('asks a guest to log in, then plays the game once the login succeeds', async () => {
    const { scope, calls } = setup(false);
    await allSettled(playRequested, { scope, params: game });
    const followUp: FollowUp = { action: 'play-game', gameId: 7, providerId: 37, type: 1 };
    expect(calls.login).toEqual([followUp]);
    expect(calls.launch).toEqual([]);
    await allSettled($tokenPresent, { scope, params: true });
    await allSettled(loginSucceeded, { scope, params: { then: followUp } });
    expect(calls.launch).toEqual([{ game_id: 7, provider_id: 37, type: 1 }]);
    expect(scope.getState($pendingFollowUp)).toBeNull();
  });

  it('ignores a login follow-up another remote asked for', async () => {
    const { scope, calls } = setup(false);
    await allSettled(loginSucceeded, {
      scope,
      params: { then: { action: 'toggle-favourite', gameId: 99 } },
    });
    await allSettled(loginSucceeded, { scope, params: {} });
    expect(calls.toggle).toEqual([]);
    expect(calls.launch).toEqual([]);
  });

  it('toggles a favourite for a player and, for a guest, after login', async () => {
    const player = setup(true);
    await allSettled(favouriteRequested, {
      scope: player.scope,
      params: { game_id: 7, is_favorite: true },
    });
    expect(player.calls.toggle).toEqual([{ gameId: 7 }]);

    const guest = setup(false);
    await allSettled(favouriteRequested, {
      scope: guest.scope,
      params: { game_id: 7, is_favorite: false },
    });
    expect(guest.calls.login).toEqual([{ action: 'toggle-favourite', gameId: 7 }]);
    await allSettled(loginSucceeded, {
      scope: guest.scope,
      params: { then: { action: 'toggle-favourite', gameId: 7 } },
    });
    expect(guest.calls.toggle).toEqual([{ gameId: 7 }]);
  });

  it('a heart pressed again while the first toggle is in flight is ignored (no second toggle)', async () => {
    let answer: (() => void) | undefined;
    const { scope, calls } = setup(
      true,
      ({ gameId }) =>
        new Promise((resolve) => {
          answer = () => resolve({ gameId, isFavorite: true });
        }),
    );
    const heart = scopeBind(favouriteRequested, { scope });
    heart({ game_id: 7, is_favorite: false });
    heart({ game_id: 7, is_favorite: false });
    heart({ game_id: 8, is_favorite: false });
    expect(calls.toggle).toEqual([{ gameId: 7 }]);
    answer!();
    await allSettled(scope);
    // Once answered, the next press toggles again.
    heart({ game_id: 7, is_favorite: true });
    expect(calls.toggle).toEqual([{ gameId: 7 }, { gameId: 7 }]);
    answer!();
    await allSettled(scope);
  });
});
