import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import type { OpenGameState } from '../../entities/game';
import { $language, sessionChanged } from '../../entities/session';
import { FullPageGameGate, relaunchFx } from './model';

const session = (language: 'fr' | 'ar') => ({
  tokenPresent: true,
  mobile: true,
  language,
  direction: language === 'ar' ? ('rtl' as const) : ('ltr' as const),
  user: null,
});

const game: OpenGameState = {
  isFullPage: true,
  openGame: true,
  url: 'https://games.example/slot?token=1&lang=fr',
  type: 1,
  game_id: 7,
  provider_id: 12,
};

function setup() {
  const relaunched: OpenGameState[] = [];
  const scope = fork({
    values: [[$language, 'fr']],
    handlers: [[relaunchFx, (shown: OpenGameState) => void relaunched.push(shown)]],
  });
  return { scope, relaunched };
}

describe('full-page game', () => {
  it('launches the shown game again on a language switch, not once it is closed', async () => {
    const { scope, relaunched } = setup();
    await allSettled(FullPageGameGate.open, { scope, params: game });
    await allSettled(sessionChanged, { scope, params: session('ar') });
    expect(relaunched).toEqual([game]);
    await allSettled(FullPageGameGate.close, { scope, params: game });
    await allSettled(sessionChanged, { scope, params: session('fr') });
    expect(relaunched).toEqual([game]);
  });

  it('leaves a game from an older history entry (no game id) as it is', async () => {
    const { scope, relaunched } = setup();
    const { game_id: _id, provider_id: _provider, ...older } = game;
    await allSettled(FullPageGameGate.open, { scope, params: older });
    await allSettled(sessionChanged, { scope, params: session('ar') });
    expect(relaunched).toEqual([]);
  });
});
