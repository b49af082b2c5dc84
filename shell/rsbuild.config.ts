import {
  BUNDLER_RUNTIME_PROVIDER,
  bundlerRuntimeVersion,
  sharedDependencies,
} from '@casino/shared/build/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { firstLoadPlugin } from '@casino/shared/build/first-load-plugin';

export default defineConfig({
  plugins: [
    pluginReact(),
    firstLoadPlugin(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are not known at build time: the loader registers them from remotes.json.
      remotes: {},
      shared: sharedDependencies(import.meta.dirname),
      dts: false,
      // Load a remote only when a route needs it, not all of them to compare versions.
      shareStrategy: 'loaded-first',
      // Remotes are built without their own copy of the runtime: the shell provides it, and its
      // bundler runtime (the container glue) too (@casino/shared/build/provide-bundler-runtime).
      experiments: { provideExternalRuntime: true },
      runtimePlugins: [BUNDLER_RUNTIME_PROVIDER],
    }),
  ],
  source: {
    entry: { index: './src/index.ts' },
    define: { BUNDLER_RUNTIME_VERSION: JSON.stringify(bundlerRuntimeVersion(import.meta.dirname)) },
  },
  html: { template: './src/index.html' },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
    cleanDistPath: true,
    // The edge writes the login page's first view with these texts (ops/first-load.ts).
    copy: [{ from: './locales', to: 'locales' }],
  },
  tools: {
    rspack: {
      // The layout template is read as text by single-spa-layout.
      module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
    },
  },
  server: {
    port: 3100,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
    historyApiFallback: true,
  },
});
