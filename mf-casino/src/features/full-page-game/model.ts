/** A framed game opened full page on mobile (the preview route with state openGame + url). */
import { bus } from '@casino/shared/events';
import { navigateTo } from '@casino/shared/navigation';
import { previewPath } from '../../entities/game';
import type { GameType } from '@casino/shared/api';
import { createEffect, createEvent, sample } from 'effector';

export const fullPageGameClosed = createEvent<GameType>();

export const closeFullPageGameFx = createEffect((type: GameType) => {
  navigateTo(previewPath(type), null, true);
  // The game may have moved money; the header's balance must not wait for its next tick.
  bus.emit('user:refresh', {});
});

sample({ clock: fullPageGameClosed, target: closeFullPageGameFx });
