/** A framed game opened full page on mobile (the preview route with state openGame + url). */
import { bus } from '@casino/shared/events';
import { navigateTo } from '@casino/shared/navigation';
import { previewPath, startGame, type OpenGameState } from '../../entities/game';
import { $language } from '../../entities/session';
import type { GameType } from '@casino/shared/api';
import { createEffect, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';

export const FullPageGameGate = createGate<OpenGameState>();

export const fullPageGameClosed = createEvent<GameType>();

export const closeFullPageGameFx = createEffect((type: GameType) => {
  navigateTo(previewPath(type), null, true);
  // The game may have moved money; the header's balance must not wait for its next tick.
  bus.emit('user:refresh', {});
});

sample({ clock: fullPageGameClosed, target: closeFullPageGameFx });

/**
 * A language switch while the game is shown launches it again (a new StartGame, whose URL and
 * token carry the new language) and puts the new URL in the route's state: the frame reloads in
 * the new language, the round's state being the server's, so nothing of it is lost.
 */
export const relaunchFx = createEffect(async (game: OpenGameState) => {
  const { game_id, provider_id } = game;
  if (game_id === undefined) return;
  const launch = await startGame(game_id, provider_id ?? 0);
  navigateTo(previewPath(game.type), { ...game, url: launch.url }, true);
});
sample({
  clock: $language.updates,
  source: { game: FullPageGameGate.state, open: FullPageGameGate.status },
  filter: ({ game, open }) => open && game.game_id !== undefined,
  fn: ({ game }) => game,
  target: relaunchFx,
});
