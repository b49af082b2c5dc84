/**
 * Loads one exposed module of a remote through the Module Federation runtime and checks that it
 * speaks our bus contract. When the promoted version cannot be loaded, it switches that remote
 * to the last-known-good version that remotes.json lists and tries once more.
 */
import { BUS_CONTRACT_VERSION, isContractCompatible } from '@casino/shared/events';
import { IncompatibleRemoteError, type RemoteAppModule } from './lifecycles';
import type { RemoteRelease, RemotesConfig, RemoteVersion } from './remotes-config';

export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoader {
  load(remote: string, exposed: string): Promise<RemoteAppModule>;
  /** Forget a failed attempt so the next load asks the network again. */
  reset(remote: string): void;
  /** Which version of each remote the page is using now. */
  activeVersions(): Record<string, string>;
}

function assertCompatible(remote: string, module: RemoteAppModule | null): RemoteAppModule {
  if (!module) throw new Error(`${remote} exposed nothing`);
  if (
    typeof module.contractVersion !== 'string' ||
    !isContractCompatible(BUS_CONTRACT_VERSION, module.contractVersion)
  ) {
    throw new IncompatibleRemoteError(remote, module.contractVersion, BUS_CONTRACT_VERSION);
  }
  return module;
}

export interface LoaderHooks {
  /** A version of a remote failed to load or was refused (reported per version). */
  onFailure?: (remote: string, version: string, error: unknown) => void;
}

export function createRemoteLoader(
  config: RemotesConfig,
  runtime: FederationRuntime,
  hooks: LoaderHooks = {},
): RemoteLoader {
  const active = new Map<string, RemoteVersion>();

  function use(remote: string, version: RemoteVersion, force: boolean) {
    runtime.registerRemotes([{ name: remote, entry: version.entry }], { force });
    active.set(remote, version);
  }

  for (const [remote, release] of Object.entries(config)) use(remote, release, false);

  async function loadFrom(remote: string, exposed: string) {
    const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
    return assertCompatible(remote, await runtime.loadRemote<RemoteAppModule>(id));
  }

  /** Remotes whose last attempt failed, by any application or module of theirs. */
  const failed = new Set<string>();

  async function loadWithFallback(remote: string, exposed: string, release: RemoteRelease) {
    try {
      return await loadFrom(remote, exposed);
    } catch (error) {
      hooks.onFailure?.(remote, active.get(remote)?.version ?? release.version, error);
      const fallback = release.lastKnownGood;
      if (!fallback || active.get(remote)?.entry === fallback.entry) throw error;
      console.warn(
        `${remote} ${release.version} failed to load; using last-known-good ${fallback.version}`,
        error,
      );
      use(remote, fallback, true);
      try {
        return await loadFrom(remote, exposed);
      } catch (fallbackError) {
        hooks.onFailure?.(remote, fallback.version, fallbackError);
        throw fallbackError;
      }
    }
  }

  return {
    async load(remote, exposed) {
      const release = config[remote];
      if (!release) throw new Error(`${remote} is not listed in remotes.json`);
      // The runtime keeps a failed manifest as failed until the remote is registered again: after
      // a failure (the widgets' own, or another module's of the same remote) every new attempt
      // starts again from the promoted version and asks the network.
      if (failed.delete(remote)) use(remote, release, true);
      try {
        return await loadWithFallback(remote, exposed, release);
      } catch (error) {
        failed.add(remote);
        throw error;
      }
    },
    reset(remote) {
      const release = config[remote];
      if (release) use(remote, release, true);
    },
    activeVersions() {
      return Object.fromEntries([...active].map(([remote, { version }]) => [remote, version]));
    },
  };
}
