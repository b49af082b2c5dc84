import {
  BUNDLER_RUNTIME_PROVIDER,
  bundlerRuntimeVersion,
  sharedAliases,
  sharedDependencies,
} from '@casino/shared/build/federation';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, rspack } from '@rsbuild/core';
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
      // `target: 'web'`: no Node.js script loading in the runtime core (~2 KB gzip); the
      // snapshot plugin stays (the remotes are registered by their manifests).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      runtimePlugins: [BUNDLER_RUNTIME_PROVIDER],
    }),
  ],
  source: {
    entry: { index: './src/index.ts' },
    define: { BUNDLER_RUNTIME_VERSION: JSON.stringify(bundlerRuntimeVersion(import.meta.dirname)) },
  },
  resolve: { alias: sharedAliases(import.meta.dirname) },
  html: { template: './src/index.html' },
  // A module that several lazy chunks import (single-spa-react and the UI helpers every chrome
  // application uses) goes once into a chunk of its own, shared by exactly those chunks, instead
  // of a copy in each (the default minimum size, 20 KB, kept them inlined: 5 copies on `/`; at
  // 1 KB the chrome's link, 0.6 KB, was copied into three chunks of `/`).
  splitChunks: {
    cacheGroups: {
      sharedByLazyChunks: {
        chunks: 'async',
        minChunks: 2,
        minSize: 500,
        priority: -30,
        reuseExistingChunk: true,
      },
    },
  },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
    cleanDistPath: true,
    // The edge writes the login page's first view with these texts (edge/src/first-load.ts).
    copy: [{ from: './locales', to: 'locales' }],
  },
  tools: {
    rspack: {
      // The layout template is read as text by single-spa-layout.
      module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
      plugins: [
        // The entry starts with V8's compile hint (Chromium 136+): its functions are compiled as
        // the file streams in, on a background thread, instead of one by one on first call inside
        // the entry's one task (the federation runtime's evaluation and set-up, a long task on a
        // slow phone without the hint). Most of it runs as the page starts (the rest is compiled
        // for nothing, off the main thread). Added after minifying, before the content hash.
        new rspack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          entryOnly: true,
          test: /\.js$/,
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
        }),
      ],
    },
  },
  server: {
    port: 3100,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
    historyApiFallback: true,
  },
});
