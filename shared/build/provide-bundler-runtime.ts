/**
 * Module Federation runtime plugin of the shell (`runtimePlugins` in shell/rsbuild.config.ts):
 * when the shell's federation instance starts, it publishes the shell's bundler runtime on
 * `globalThis[BUNDLER_RUNTIME_GLOBAL]`, where released remotes take it instead of bundling their
 * own copy (`bundler-runtime-from-shell.ts`). Like `provideExternalRuntime` does for the runtime
 * core: one copy of the federation code per page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type ProvidedBundlerRuntime } from './bundler-runtime-global';

// The shell's own federation object (`__webpack_require__.federation`, set by the embedded runtime
// before the instance starts).
declare const __webpack_require__: {
  federation: Pick<ProvidedBundlerRuntime, 'bundlerRuntime' | 'attachShareScopeMap'>;
};
declare const BUNDLER_RUNTIME_VERSION: string;

export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-provide-bundler-runtime',
    beforeInit(args) {
      const global = globalThis as Record<string, unknown>;
      if (!global[BUNDLER_RUNTIME_GLOBAL]) {
        const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
        const provided: ProvidedBundlerRuntime = {
          // The shell exposes nothing, so its build leaves out a container's `init` (the
          // FEDERATION_HAS_EXPOSES define): the remotes get it from here.
          bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
          attachShareScopeMap,
          version: BUNDLER_RUNTIME_VERSION,
        };
        global[BUNDLER_RUNTIME_GLOBAL] = provided;
      }
      return args;
    },
  };
}
