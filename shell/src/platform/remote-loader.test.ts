import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import { describe, expect, it, rstest } from '@rstest/core';
import { IncompatibleRemoteError } from './lifecycles';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import type { RemotesConfig } from './remotes-config';

const lifecycles = {
  bootstrap: async () => {},
  mount: async () => {},
  unmount: async () => {},
};

const config: RemotesConfig = {
  mf_casino: {
    version: '1.1.0',
    entry: '/remotes/mf-casino/1.1.0/mf-manifest.json',
    lastKnownGood: { version: '1.0.0', entry: '/remotes/mf-casino/1.0.0/mf-manifest.json' },
  },
  mf_home: { version: '1.0.0', entry: '/remotes/mf-home/1.0.0/mf-manifest.json' },
};

/** A federation runtime whose remotes answer from a table of entry -> module (or error). */
function fakeRuntime(
  modules: Record<string, unknown>,
): FederationRuntime & { registered: string[] } {
  const entries = new Map<string, string>();
  const registered: string[] = [];
  return {
    registered,
    registerRemotes(remotes) {
      for (const { name, entry } of remotes) {
        entries.set(name, entry);
        registered.push(`${name}@${entry}`);
      }
    },
    async loadRemote<T>(id: string) {
      const remote = id.split('/')[0]!;
      const module = modules[entries.get(remote)!];
      if (module instanceof Error) throw module;
      return (module ?? null) as T | null;
    },
  };
}

/**
 * Like the real runtime: a remote whose manifest failed keeps failing, without asking the
 * network, until it is registered again with `force`.
 */
function cachingRuntime(served: { up: boolean }, module: unknown) {
  const poisoned = new Set<string>();
  const requests: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      if (options?.force) for (const { name } of remotes) poisoned.delete(name);
    },
    async loadRemote<T>(id: string) {
      const remote = id.split('/')[0]!;
      if (poisoned.has(remote)) throw new Error('not a valid manifest (cached)');
      requests.push(id);
      if (!served.up) {
        poisoned.add(remote);
        throw new Error('not a valid manifest');
      }
      return module as T;
    },
  };
  return { runtime, requests };
}

describe('remote loader', () => {
  it('after a failed attempt, the next one asks the network again (the runtime caches the failure until a forced registration)', async () => {
    const served = { up: false };
    const rail = { contractVersion: BUS_CONTRACT_VERSION, GameRail: () => null };
    const { runtime, requests } = cachingRuntime(served, rail);
    const loader = createRemoteLoader(config, runtime);
    await expect(loader.load('mf_home', './game-rail')).rejects.toThrow('not a valid manifest');
    served.up = true;
    await expect(loader.load('mf_home', './game-rail')).resolves.toBe(rail);
    expect(requests).toEqual(['mf_home/game-rail', 'mf_home/game-rail']);
    // Once it loaded, no forced registration: the loaded container is kept.
    await expect(loader.load('mf_home', './app')).resolves.toBe(rail);
  });

  it('loads the promoted version when it speaks our contract', async () => {
    const runtime = fakeRuntime({
      '/remotes/mf-casino/1.1.0/mf-manifest.json': {
        ...lifecycles,
        contractVersion: BUS_CONTRACT_VERSION,
      },
    });
    const loader = createRemoteLoader(config, runtime);
    await expect(loader.load('mf_casino', './app')).resolves.toMatchObject({
      contractVersion: BUS_CONTRACT_VERSION,
    });
    expect(loader.activeVersions()).toEqual({ mf_casino: '1.1.0', mf_home: '1.0.0' });
  });

  it('refuses a remote built against another major contract version (the one before or after)', async () => {
    const major = Number(BUS_CONTRACT_VERSION.split('.')[0]);
    for (const contractVersion of [`${major - 1}.1.0`, `${major + 1}.0.0`]) {
      const runtime = fakeRuntime({
        '/remotes/mf-home/1.0.0/mf-manifest.json': { ...lifecycles, contractVersion },
      });
      const loader = createRemoteLoader(config, runtime);
      await expect(loader.load('mf_home', './app')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    }
  });

  it('refuses a remote that declares no contract version', async () => {
    const runtime = fakeRuntime({ '/remotes/mf-home/1.0.0/mf-manifest.json': lifecycles });
    await expect(createRemoteLoader(config, runtime).load('mf_home', './app')).rejects.toThrow(
      /contract/,
    );
  });

  it('falls back to the last-known-good version when the promoted one fails', async () => {
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = fakeRuntime({
      '/remotes/mf-casino/1.1.0/mf-manifest.json': new Error('404'),
      '/remotes/mf-casino/1.0.0/mf-manifest.json': {
        ...lifecycles,
        contractVersion: BUS_CONTRACT_VERSION,
      },
    });
    const loader = createRemoteLoader(config, runtime);
    await expect(loader.load('mf_casino', './app')).resolves.toBeTruthy();
    expect(loader.activeVersions().mf_casino).toBe('1.0.0');
    warn.mockRestore();
  });

  it('falls back when the promoted version is incompatible', async () => {
    const warn = rstest.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = fakeRuntime({
      '/remotes/mf-casino/1.1.0/mf-manifest.json': { ...lifecycles, contractVersion: '9.0.0' },
      '/remotes/mf-casino/1.0.0/mf-manifest.json': {
        ...lifecycles,
        contractVersion: BUS_CONTRACT_VERSION,
      },
    });
    const loader = createRemoteLoader(config, runtime);
    await expect(loader.load('mf_casino', './app')).resolves.toMatchObject({
      contractVersion: BUS_CONTRACT_VERSION,
    });
    warn.mockRestore();
  });

  it('gives up with the error when there is no last-known-good', async () => {
    const runtime = fakeRuntime({
      '/remotes/mf-home/1.0.0/mf-manifest.json': new Error('network down'),
    });
    await expect(createRemoteLoader(config, runtime).load('mf_home', './app')).rejects.toThrow(
      'network down',
    );
  });

  it('re-registers the promoted version on reset so a retry asks the network again', () => {
    const runtime = fakeRuntime({});
    const loader = createRemoteLoader(config, runtime);
    loader.reset('mf_home');
    expect(runtime.registered.filter((line) => line.startsWith('mf_home@'))).toHaveLength(2);
  });

  it('refuses a remote that remotes.json does not list', async () => {
    await expect(
      createRemoteLoader(config, fakeRuntime({})).load('mf_bingo', './app'),
    ).rejects.toThrow(/not listed/);
  });
});
