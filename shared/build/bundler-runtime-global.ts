/**
 * The global through which the shell hands its Module Federation bundler runtime (the container
 * glue of `@module-federation/webpack-bundler-runtime`: loading remotes, consuming and
 * initialising shared modules, a container's `init`) to released remotes, so their entries do
 * not each carry a copy (see `provide-bundler-runtime.ts` and `bundler-runtime-from-shell.ts`).
 * Browser-side: bundled into the shell's entry and into each released remote entry.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__CASINO_MF_BUNDLER_RUNTIME__';

/** What the shell provides: stateless functions, each called with the container's own require. */
export interface ProvidedBundlerRuntime {
  /** The bundler runtime of `@module-federation/webpack-bundler-runtime` (remotes, consumes, I, …). */
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap?: unknown;
  /** `@module-federation/webpack-bundler-runtime`'s version, checked against the remote's. */
  version: string;
}
