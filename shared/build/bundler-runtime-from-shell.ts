/**
 * Stands in for `@module-federation/webpack-bundler-runtime` in a released remote's entry
 * (`defineRemoteConfig` swaps the module the federation plugin embeds): the container glue comes
 * from the shell (`provide-bundler-runtime.ts`), not from a copy in every remote entry. What holds
 * state stays the container's own, as with its own copy: its federation instance (`init`, below),
 * an empty share-scope map `S`, its options object.
 * Browser-side: evaluated when the shell loads the remote entry, after the shell's start.
 */
import type { ModuleFederation, init as runtimeInit } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime-global';

declare const BUNDLER_RUNTIME_VERSION: string;
/** `<name>:<version>` of this build (the federation plugin defines it). */
declare const FEDERATION_BUILD_IDENTIFIER: string;

type UserOptions = Parameters<typeof runtimeInit>[0];
type Constructor = new (options: UserOptions) => ModuleFederation;
/** The parts of `@module-federation/runtime-core` used here (the shell provides it: externalRuntime). */
interface RuntimeCore {
  CurrentGlobal: { __FEDERATION__: { __INSTANCES__: ModuleFederation[] } };
  ModuleFederation: Constructor;
  getGlobalFederationConstructor(): Constructor | undefined;
  setGlobalFederationInstance(instance: ModuleFederation): void;
  getRemoteEntry: unknown;
}

const global = globalThis as Record<string, unknown>;
const provided = global[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime | undefined;
const core = global._FEDERATION_RUNTIME_CORE as RuntimeCore | undefined;
if (!provided || !core)
  throw new Error(
    'This remote needs the Module Federation runtime and bundler runtime of the shell (provide-bundler-runtime)',
  );
if (provided.version !== BUNDLER_RUNTIME_VERSION)
  throw new Error(
    `The shell provides @module-federation/webpack-bundler-runtime ${provided.version}; this remote was built with ${BUNDLER_RUNTIME_VERSION}`,
  );

// The container functions the glue the federation plugin embeds in the entry calls.
for (const part of [
  'remotes',
  'consumes',
  'I',
  'installInitialConsumes',
  'initContainerEntry',
  'init',
])
  if (typeof provided.bundlerRuntime[part] !== 'function')
    throw new Error(`The shell's federation bundler runtime has no ${part}`);

/**
 * `init` of `@module-federation/runtime` (2.9.2, src/index.ts and utils.ts) for this container:
 * its instance is found by this build's id or its name, else created and registered globally.
 * (The package itself would bring its other entry points and its error texts, ~1.3 KB gzip.)
 */
function init(options: UserOptions): ModuleFederation {
  const buildId = FEDERATION_BUILD_IDENTIFIER;
  const instance = core!.CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (candidate) =>
      (buildId && candidate.options.id === buildId) ||
      (candidate.options.name === options.name && !candidate.options.version && !options.version) ||
      (candidate.options.name === options.name &&
        options.version &&
        candidate.options.version === options.version),
  );
  const normalized = { ...options, id: options.id || '' };
  if (instance) {
    instance.initOptions(normalized);
    return instance;
  }
  const Federation = core!.getGlobalFederationConstructor() || core!.ModuleFederation;
  // (Upstream passes `{ id: name@version, ...normalized }`: the normalized id always wins.)
  const created = new Federation(normalized);
  core!.setGlobalFederationInstance(created);
  return created;
}

export default {
  runtime: { init, getRemoteEntry: core.getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
