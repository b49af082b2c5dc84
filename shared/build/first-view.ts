/**
 * The rsbuild configuration of a remote's first-view renderer (`@casino/shared/first-view`): its
 * server entry built into one self-contained script, `dist/<version>/first-view/renderer.js`, with
 * the CSS its components import beside it (`renderer.css`). It bundles its own React and
 * `react-dom/server` (the browser build: no Node built-ins), so the edge can run it in a sandbox
 * that gives it nothing but plain JavaScript (docs/first-view.md).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { releaseVersion } from './remote';

export interface FirstViewOptions {
  /** Folder of the remote package (use `import.meta.dirname`). */
  dir: string;
  /** The server entry, which assigns `module.exports.firstView`. */
  entry: string;
}

/**
 * React's synchronous server renderer alone (`renderToString`): `react-dom/server.browser` also
 * carries the streaming one, which needs a `MessageChannel` as soon as it is evaluated, and the
 * sandbox gives the renderer no host object at all.
 */
function syncServerRenderer(dir: string): string {
  const reactDom = dirname(
    createRequire(join(dir, 'package.json')).resolve('react-dom/package.json'),
  );
  return join(reactDom, 'cjs', 'react-dom-server-legacy.browser.production.js');
}

export function defineFirstViewConfig({ dir, entry }: FirstViewOptions): RsbuildConfig {
  const version = releaseVersion(dir);
  return defineConfig({
    plugins: [pluginReact()],
    source: {
      // The globals first: a renderer's modules may use them as they load.
      entry: { renderer: [join(import.meta.dirname, 'first-view-globals.ts'), entry] },
      define: { 'process.env.REMOTE_VERSION': JSON.stringify(version) },
    },
    resolve: { alias: { 'react-dom/server$': syncServerRenderer(dir) } },
    output: {
      target: 'web',
      assetPrefix: '/',
      distPath: { root: `dist/${version}/first-view`, js: '', css: '' },
      filename: { js: '[name].js', css: '[name].css' },
      cleanDistPath: true,
      // One file: the sandbox can load no chunk.
      dataUriLimit: 0,
      legalComments: 'none',
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      htmlPlugin: false,
      rspack: {
        output: { library: { type: 'commonjs2' }, asyncChunks: false },
        // A page's lazy parts (a chunk the app loads later) are in the one file too: never
        // loaded by the renderer, but a server render of the app's root imports their modules.
        module: { parser: { javascript: { dynamicImportMode: 'eager' } } },
      },
    },
  });
}
