import type { LaunchData } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { $isMobile, $language, sessionChanged } from '../../entities/session';
import {
  $failed,
  $launch,
  backClicked,
  navigateFx,
  PlayGameGate,
  refreshUserFx,
  startGameFx,
} from './model';

function setup(mobile: boolean, start: () => Promise<LaunchData>) {
  const calls = { navigate: [] as unknown[], start: [] as unknown[], refresh: 0 };
  const scope = fork({
    values: [[$isMobile, mobile]],
    handlers: [
      [startGameFx, (params: unknown) => (calls.start.push(params), start())],
      [navigateFx, (target: unknown) => void calls.navigate.push(target)],
      [refreshUserFx, () => void (calls.refresh += 1)],
    ],
  });
  return { scope, calls };
}

const frame = async (): Promise<LaunchData> => ({
  url: 'https://games.example/slot?token=1',
  isFrame: true,
});
const state = { type: 2, provider_id: 12, game_id: 5 };
const session = (language: 'fr' | 'ar') => ({
  tokenPresent: true,
  mobile: false,
  language,
  direction: language === 'ar' ? ('rtl' as const) : ('ltr' as const),
  user: null,
});

describe('play game', () => {
  it('goes home when navigation carries no game', async () => {
    const { scope, calls } = setup(false, frame);
    await allSettled(PlayGameGate.open, { scope, params: { historyState: null } });
    expect(calls.start).toEqual([]);
    expect(calls.navigate).toEqual([{ path: '/', replace: true }]);
  });

  it('starts the game from history state and shows its frame on desktop', async () => {
    const { scope, calls } = setup(false, frame);
    await allSettled(PlayGameGate.open, { scope, params: { historyState: state } });
    expect(calls.start).toEqual([state]);
    expect(scope.getState($launch)).toEqual({
      url: 'https://games.example/slot?token=1',
      isFrame: true,
    });
    await allSettled(backClicked, { scope });
    expect(calls.navigate).toEqual([{ path: '/live_casino/preview' }]);
    await allSettled(PlayGameGate.close, { scope, params: { historyState: state } });
    expect(calls.refresh).toBe(1);
  });

  it('launches the shown game again on a language switch, not once it is closed', async () => {
    let launches = 0;
    const { scope, calls } = setup(false, async () => ({
      url: `https://games.example/slot?token=${(launches += 1)}`,
      isFrame: true,
    }));
    await allSettled($language, { scope, params: 'fr' });
    await allSettled(PlayGameGate.open, { scope, params: { historyState: state } });
    await allSettled(sessionChanged, { scope, params: session('ar') });
    expect(calls.start).toEqual([state, state]);
    expect(scope.getState($launch)).toEqual({
      url: 'https://games.example/slot?token=2',
      isFrame: true,
    });
    await allSettled(PlayGameGate.close, { scope, params: { historyState: state } });
    await allSettled(sessionChanged, { scope, params: session('fr') });
    expect(calls.start).toEqual([state, state]);
  });

  it('reads react-router state too', async () => {
    const { scope, calls } = setup(false, frame);
    await allSettled(PlayGameGate.open, {
      scope,
      params: { historyState: { usr: state, key: 'x', idx: 1 } },
    });
    expect(calls.start).toEqual([state]);
  });

  it('opens a framed game full page through the preview route on mobile, except the jackpot game', async () => {
    const mobile = setup(true, frame);
    await allSettled(PlayGameGate.open, { scope: mobile.scope, params: { historyState: state } });
    expect(mobile.scope.getState($launch)).toBeNull();
    expect(mobile.calls.navigate).toEqual([
      {
        path: '/live_casino/preview',
        replace: true,
        state: {
          isFullPage: true,
          openGame: true,
          url: 'https://games.example/slot?token=1',
          type: 2,
          // The game itself, so the full-page frame can launch it again in a new language.
          game_id: 5,
          provider_id: 12,
        },
      },
    ]);

    const jackpot = setup(true, frame);
    await allSettled(PlayGameGate.open, {
      scope: jackpot.scope,
      params: { historyState: { ...state, type: 1, provider_id: 38 } },
    });
    expect(jackpot.scope.getState($launch)?.isFrame).toBe(true);
    expect(jackpot.calls.navigate).toEqual([]);
  });

  it('returns to the preview route of its type when the game cannot start', async () => {
    const { scope, calls } = setup(false, () => Promise.reject(new Error('Server error')));
    await allSettled(PlayGameGate.open, { scope, params: { historyState: { ...state, type: 3 } } });
    expect(scope.getState($failed)).toBe(true);
    expect(calls.navigate).toEqual([{ path: '/crash/preview', replace: true }]);
  });
});
