import type { GameRailModule } from '@casino/shared/remotes';
import { provideRemoteLoader } from '@casino/shared/remotes';
import { allSettled, fork } from 'effector';
import { describe, expect, it, rstest } from '@rstest/core';
import {
  $railsFailed,
  $railsModule,
  CasinoRailsGate,
  loadRailsFx,
  renderFailed,
  retryClicked,
} from './model';

const railModule: GameRailModule = {
  contractVersion: '1.0.0',
  namespaces: [],
  GameRail: () => null,
};

describe('casino rails on the home page', () => {
  it("loads mf_casino/game-rail through the page's remote loader", async () => {
    const asked: string[] = [];
    provideRemoteLoader(async (remote, exposed) => {
      asked.push(`${remote} ${exposed}`);
      return railModule;
    });
    const scope = fork();
    await allSettled(CasinoRailsGate.open, { scope, params: {} });
    expect(asked).toEqual(['mf_casino ./game-rail']);
    expect(scope.getState($railsModule)).toBe(railModule);
    expect(scope.getState($railsFailed)).toBe(false);
    // Shown again (back to the home page): the module is not asked for twice.
    await allSettled(CasinoRailsGate.open, { scope, params: {} });
    expect(asked).toHaveLength(1);
  });

  it('mf-casino down: the fallback; retry asks again and shows the rails', async () => {
    let down = true;
    provideRemoteLoader(async () => {
      if (down) throw new Error('mf_casino answered 404');
      return railModule;
    });
    const scope = fork();
    await allSettled(CasinoRailsGate.open, { scope, params: {} });
    expect(scope.getState($railsFailed)).toBe(true);
    expect(scope.getState($railsModule)).toBeNull();
    down = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($railsFailed)).toBe(false);
    expect(scope.getState($railsModule)).toBe(railModule);
  });

  it('a module without GameRail is refused like one that did not load', async () => {
    provideRemoteLoader(async () => ({ contractVersion: '1.0.0', namespaces: [] }));
    const scope = fork();
    await allSettled(loadRailsFx, { scope });
    expect(scope.getState($railsFailed)).toBe(true);
    expect(scope.getState($railsModule)).toBeNull();
  });

  it('rails that throw while rendering give way to the fallback, and say why in the console', async () => {
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => {});
    const scope = fork({ values: [[$railsModule, railModule]] });
    const error = new Error('render');
    await allSettled(renderFailed, { scope, params: error });
    expect(scope.getState($railsFailed)).toBe(true);
    expect(scope.getState($railsModule)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('casino rails'), error);
    warn.mockRestore();
  });
});
