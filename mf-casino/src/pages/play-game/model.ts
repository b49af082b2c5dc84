/**
 * The game launch screen. The game comes from navigation state; the API gives a launch URL.
 * On mobile a framed game (except the jackpot game) moves to its preview route full page.
 */
import type { LaunchData } from '@casino/shared/api';
import { bus } from '@casino/shared/events';
import { navigateTo } from '@casino/shared/navigation';
import { createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';
import { createGate } from 'effector-react';
import {
  previewPath,
  readPlayGameState,
  startGame,
  type OpenGameState,
  type PlayGameState,
} from '../../entities/game';
import { $isMobile, $language } from '../../entities/session';

/** The in-house jackpot game: shown here with its jackpot header, even on mobile. */
export const JACKPOT_PROVIDER = 38;

export const PlayGameGate = createGate<{ historyState: unknown }>();
export const backClicked = createEvent();

export const startGameFx = createEffect(({ game_id, provider_id }: PlayGameState) =>
  startGame(game_id, provider_id),
);
export const navigateFx = createEffect(
  ({ path, state, replace }: { path: string; state?: unknown; replace?: boolean }) =>
    navigateTo(path, state ?? null, replace ?? false),
);
export const refreshUserFx = createEffect(() => bus.emit('user:refresh', {}));

// Reset on open, not on close, so the close can still tell whether a game was shown.
export const $game = createStore<PlayGameState | null>(null).reset(PlayGameGate.open);
export const $launch = createStore<LaunchData | null>(null).reset(PlayGameGate.open, startGameFx);
export const $failed = createStore(false)
  .reset(PlayGameGate.open, startGameFx)
  .on(startGameFx.fail, () => true);

const opened = sample({
  clock: PlayGameGate.open,
  fn: ({ historyState }) => readPlayGameState(historyState),
});
sample({ clock: opened, filter: Boolean, target: [$game, startGameFx] });
sample({
  clock: opened,
  filter: (game) => game === null,
  fn: () => ({ path: '/', replace: true }),
  target: navigateFx,
});

const launched = sample({
  clock: startGameFx.done,
  source: $isMobile,
  fn: (mobile, { params, result }) => ({ mobile, game: params, launch: result }),
});
sample({
  clock: launched,
  filter: ({ mobile, game, launch }) =>
    !(mobile && launch.isFrame && game.provider_id !== JACKPOT_PROVIDER),
  fn: ({ launch }) => launch,
  target: $launch,
});
sample({
  clock: launched,
  filter: ({ mobile, game, launch }) =>
    mobile && launch.isFrame && game.provider_id !== JACKPOT_PROVIDER,
  fn: ({ game, launch }) => {
    const state: OpenGameState = {
      isFullPage: true,
      openGame: true,
      url: launch.url,
      type: game.type,
      game_id: game.game_id,
      provider_id: game.provider_id,
    };
    return { path: previewPath(game.type), state, replace: true };
  },
  target: navigateFx,
});

// A language switch while a game is shown launches it again (a new StartGame, whose URL and token
// carry the new language); the frame reloads in it, the round's state being the server's.
sample({
  clock: $language.updates,
  source: { game: $game, open: PlayGameGate.status },
  filter: ({ game, open }) => open && game !== null,
  // The filter let through only a shown game.
  fn: ({ game }) => game as PlayGameState,
  target: startGameFx,
});

// A game that cannot start goes back to the list it came from, and says so.
sample({
  clock: startGameFx.fail,
  fn: ({ params }) => ({ path: previewPath(params.type), replace: true }),
  target: navigateFx,
});
export const startFailedToastFx = createEffect(() =>
  bus.emit('shell:show-toast', {
    message: i18next.t('casino:play.startFailed'),
    kind: 'error',
  }),
);
sample({ clock: startGameFx.fail, target: startFailedToastFx });
sample({
  clock: backClicked,
  source: $game,
  fn: (game) => ({ path: game ? previewPath(game.type) : '/' }),
  target: navigateFx,
});

// Leaving a game that was shown may have moved money: the header's balance must not wait 5 s.
sample({ clock: PlayGameGate.close, source: $launch, filter: Boolean, target: refreshUserFx });
