/**
 * The rsbuild configuration of a remote: Module Federation with the workspace's shared
 * singletons, output into `dist/<version>/` with its own `mf-manifest.json`, chunks addressed
 * relative to the manifest (`assetPrefix: 'auto'`) so the remote can live on any origin.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { firstLoadPlugin } from './first-load-plugin';
import {
  BUNDLER_RUNTIME_FROM_SHELL,
  BUNDLER_RUNTIME_MODULE,
  bundlerRuntimeVersion,
  sharedAliases,
  sharedDependencies,
} from './federation';

export interface RemoteOptions {
  /** Folder of the remote package (use `import.meta.dirname`). */
  dir: string;
  /** Federation name, a JS identifier such as `mf_casino`. */
  name: string;
  /** Exposed modules: './app' (single-spa lifecycles) and any widget the layout places. */
  exposes: Record<string, string>;
  /** Port of the stand-alone dev server. */
  devPort: number;
}

/** The version being built: `RELEASE_VERSION` when the release command sets it, else package.json. */
export function releaseVersion(dir: string): string {
  const fromEnv = process.env.RELEASE_VERSION;
  if (fromEnv) return fromEnv;
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export function defineRemoteConfig({ dir, name, exposes, devPort }: RemoteOptions): RsbuildConfig {
  const version = releaseVersion(dir);
  const isRelease = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      firstLoadPlugin(),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedDependencies(dir),
        manifest: true,
        dts: false,
        // Load a remote only when a route needs it, not all of them to compare versions.
        shareStrategy: 'loaded-first',
        // In a release the shell provides the federation runtime, so a remote does not ship its
        // own copy (~30 KB gzip each); the stand-alone dev page still bundles it. The bundler
        // runtime (the container glue) comes from the shell too: see `tools.rspack` below.
        ...(isRelease
          ? {
              experiments: {
                externalRuntime: true,
                optimization: { disableSnapshot: true, target: 'web' as const },
              },
            }
          : {}),
      }),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: {
        'process.env.REMOTE_VERSION': JSON.stringify(version),
        BUNDLER_RUNTIME_VERSION: JSON.stringify(bundlerRuntimeVersion(dir)),
      },
    },
    resolve: { alias: sharedAliases(dir) },
    html: { title: `${name} (stand-alone)`, mountId: 'root' },
    output: {
      assetPrefix: 'auto',
      distPath: { root: `dist/${version}` },
      cleanDistPath: true,
    },
    server: {
      port: devPort,
      proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    dev: { assetPrefix: 'auto' },
    tools: {
      rspack: (config, { rspack }) => {
        // A released remote entry takes the federation bundler runtime the shell publishes
        // (bundler-runtime-from-shell.ts) instead of its own copy: ~9 KB gzip less per remote
        // entry on every page. The stand-alone dev page keeps its own.
        if (isRelease)
          (config.plugins ??= []).push(
            new rspack.NormalModuleReplacementPlugin(
              BUNDLER_RUNTIME_MODULE,
              BUNDLER_RUNTIME_FROM_SHELL,
            ),
          );
      },
    },
  });
}
