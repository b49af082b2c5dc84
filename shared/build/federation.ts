/**
 * Module Federation settings every front-end package builds with, so the shell and the remotes
 * agree on what is shared. Node-side only (rsbuild configs import it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  /** The module provided under this name, when it is not the package itself. */
  import?: string;
  /** The version it provides, given with `import` (the bundler would read our package's). */
  version?: string;
};

/**
 * Libraries shared as a module of ours that re-exports the parts the code uses (a shared library
 * is never tree-shaken: a container cannot know what the others import).
 */
const slimLibraries: Record<string, string> = {
  'react-i18next': fileURLToPath(new URL('./react-i18next-slim.ts', import.meta.url)),
  'effector-react': fileURLToPath(new URL('./effector-react-slim.ts', import.meta.url)),
  effector: fileURLToPath(new URL('./effector-slim.ts', import.meta.url)),
};

function versionOf(manifestPath: string): string {
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

function majorRange(version: string): string {
  return `^${version.split('.')[0]}.0.0`;
}

/** Libraries with module state: one instance per page, whoever loads first. */
const singletonLibraries: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  effector: 'effector',
  'effector-react': 'effector-react',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  // Every application's lifecycles (@casino/shared/app): one copy on the page, not one in the
  // shell's chrome and one in each remote (2.5 KB gzip each); it also holds SingleSpaContext.
  'single-spa-react': 'single-spa-react',
};

/**
 * Our own runtime packages that hold page-wide state (the bus, the namespace registry, the remote
 * loader the shell provides), and the
 * router: react-router-dom is shared as a singleton through `@casino/shared/router`, which bundles
 * only the parts the remotes use (a shared library cannot be tree-shaken; all of
 * react-router-dom is ~62 KB gzip, the used part ~15 KB).
 */
const sharedRuntime = [
  '@casino/shared/events',
  '@casino/shared/events/react',
  '@casino/shared/i18n',
  '@casino/shared/api',
  '@casino/shared/router',
  '@casino/shared/remotes',
];

export function sharedDependencies(fromDir: string): Record<string, SharedEntry> {
  const localRequire = createRequire(join(fromDir, 'package.json'));
  const shared: Record<string, SharedEntry> = {};
  for (const [specifier, pkg] of Object.entries(singletonLibraries)) {
    const version = versionOf(localRequire.resolve(`${pkg}/package.json`));
    shared[specifier] = { singleton: true, requiredVersion: majorRange(version) };
    const slim = slimLibraries[specifier];
    if (slim) Object.assign(shared[specifier], { import: slim, version });
  }
  const sharedPackageVersion = versionOf(new URL('../package.json', import.meta.url).pathname);
  for (const specifier of sharedRuntime) {
    shared[specifier] = { singleton: true, requiredVersion: majorRange(sharedPackageVersion) };
  }
  return shared;
}

/**
 * Aliases every front-end builds with:
 * - `react-i18next-unshared`, `effector-react-unshared` and `effector-unshared`, the ES builds of
 *   those libraries under names that are not shared, which their *-slim.ts modules re-export;
 * - `use-sync-external-store/shim` (react-i18next, effector-react) as the package's plain entry
 *   points, which are React's own `useSyncExternalStore` (React 18+): the shim is a copy of it for
 *   React 16 and 17, bundled with each library that imports it.
 */
export function sharedAliases(fromDir: string): Record<string, string> {
  const localRequire = createRequire(join(fromDir, 'package.json'));
  const reactI18next = dirname(localRequire.resolve('react-i18next/package.json'));
  const effectorReact = dirname(localRequire.resolve('effector-react/package.json'));
  const effector = dirname(localRequire.resolve('effector/package.json'));
  const syncStore = dirname(
    createRequire(join(reactI18next, 'package.json')).resolve(
      'use-sync-external-store/package.json',
    ),
  );
  return {
    'react-i18next-unshared$': join(reactI18next, 'dist', 'es', 'index.js'),
    'effector-react-unshared$': join(effectorReact, 'effector-react.mjs'),
    'effector-unshared$': join(effector, 'effector.mjs'),
    'use-sync-external-store/shim$': join(syncStore, 'index.js'),
    'use-sync-external-store/shim/index.js$': join(syncStore, 'index.js'),
    'use-sync-external-store/shim/with-selector$': join(syncStore, 'with-selector.js'),
    'use-sync-external-store/shim/with-selector.js$': join(syncStore, 'with-selector.js'),
  };
}

/**
 * The shell's runtime plugin that publishes its federation bundler runtime for the remotes, and
 * the module a released remote bundles in place of its own copy (bundler-runtime-global.ts).
 */
export const BUNDLER_RUNTIME_PROVIDER = fileURLToPath(
  new URL('./provide-bundler-runtime.ts', import.meta.url),
);
export const BUNDLER_RUNTIME_FROM_SHELL = fileURLToPath(
  new URL('./bundler-runtime-from-shell.ts', import.meta.url),
);
// Type-only, so that the packages' typecheck (through their rsbuild.config.ts) covers these two
// browser-side modules, which the configs name only by path.
export type { default as ProvideBundlerRuntime } from './provide-bundler-runtime';
export type { default as BundlerRuntimeFromShell } from './bundler-runtime-from-shell';
export type { useTranslation as SlimUseTranslation } from './react-i18next-slim';
export type { useUnit as SlimUseUnit } from './effector-react-slim';
export type { createStore as SlimCreateStore } from './effector-slim';

/** The module the federation plugin embeds in every container entry. */
export const BUNDLER_RUNTIME_MODULE = /[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * Version of `@module-federation/webpack-bundler-runtime` a package builds with, found as the
 * bundler finds it (@rsbuild/core -> @rspack/core -> runtime-tools): the shell publishes it with its
 * bundler runtime and a remote refuses another one.
 */
export function bundlerRuntimeVersion(fromDir: string): string {
  let localRequire = createRequire(join(fromDir, 'package.json'));
  for (const pkg of ['@rsbuild/core', '@rspack/core', '@module-federation/runtime-tools'])
    localRequire = createRequire(localRequire.resolve(pkg));
  return versionOf(localRequire.resolve('@module-federation/webpack-bundler-runtime/package.json'));
}
