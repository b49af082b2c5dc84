/**
 * The casino's rails mount as a transition: when `mf_casino/game-rail` arrives the placeholders
 * stay until React's scheduler runs (a later task, sliced), where a plain `useUnit` read drew the
 * four rails at once, in the task of the module's arrival.
 */
import type { GameRailModule } from '@casino/shared/remotes';
import { provideRemoteLoader } from '@casino/shared/remotes';
import i18next from 'i18next';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { $railsModule } from '../model';
import { CasinoRails } from './casino-rails';

const railModule: GameRailModule = {
  contractVersion: '1.0.0',
  namespaces: [],
  GameRail: ({ rail }) => <section data-rail={rail.id}>{rail.title}</section>,
};

const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const drawnRails = (holder: HTMLElement) =>
  [...holder.querySelectorAll('[data-rail]')].map((rail) => rail.textContent);

describe('the casino rails on the home page', () => {
  let root: ReturnType<typeof createRoot> | undefined;
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: {
        en: {
          home: {
            rails: {
              favoriteSlots: 'Favorite Slots',
              popularSlots: 'Popular Slots',
              popularLiveCasino: 'Popular Live Casino',
              crashGames: 'Crash Games',
            },
          },
        },
      },
    });
  });
  afterEach(() => root?.unmount());

  it('keep their places while the module arrives, then draw the rails in a later task', async () => {
    let arrive: ((module: GameRailModule) => void) | undefined;
    provideRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));
    const holder = document.createElement('div');
    document.body.append(holder);
    root = createRoot(holder);
    flushSync(() => root?.render(<CasinoRails />));
    const places = holder.querySelectorAll('[data-rail-placeholder]').length;
    expect(places).toBeGreaterThan(0);

    const arrived = new Promise<void>((resolve) => {
      const unwatch = $railsModule.updates.watch(() => {
        unwatch();
        resolve();
      });
    });
    for (let i = 0; i < 20 && !arrive; i += 1) await nextTask();
    arrive?.(railModule);
    await arrived;
    await microtasks();
    // Without the transition the synchronous re-render has already drawn the rails here.
    expect(drawnRails(holder)).toEqual([]);
    expect(holder.querySelectorAll('[data-rail-placeholder]')).toHaveLength(places);

    for (let i = 0; i < 20 && drawnRails(holder).length === 0; i += 1) await nextTask();
    expect(drawnRails(holder)).toContain('Popular Slots');
    expect(holder.querySelectorAll('[data-rail-placeholder]')).toHaveLength(0);
  });
});
