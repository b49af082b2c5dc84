/**
 * The deployed site the first-load tests read: a shell and two remotes' releases with their
 * manifests and first-load files, and the remotes.json that serves them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PAGE =
  '<!doctype html><html lang="fr" dir="ltr"><head><title>x</title></head><body></body></html>';

export const remotesFile = {
  remotes: {
    mf_home: {
      version: '1.0.0',
      entry: '/remotes/mf-home/1.0.0/mf-manifest.json',
      published: { routes: [{ path: '/', default: true, loads: ['mf_casino/game-rail'] }] },
    },
    mf_casino: {
      version: '2.0.0',
      entry: '/remotes/mf-casino/2.0.0/mf-manifest.json',
      published: {
        routes: [
          { path: '/casino' },
          { path: '/casino/play_game', exposed: './play' },
          { path: '/favorite', guard: 'player' },
        ],
      },
    },
  },
};

export function writeJson(path: string, value: unknown) {
  writeFileSync(path, JSON.stringify(value));
}

/** A deployed site of one shell and two remotes' releases, in a new temporary folder. */
export function writeSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'first-load-test-'));
  mkdirSync(join(site, 'shell'), { recursive: true });
  writeJson(join(site, 'shell', 'mf-manifest.json'), {
    shared: [
      { name: 'react', assets: { js: { sync: ['static/js/async/react.js'] } } },
      {
        name: 'react-dom',
        // The second file is a consumer's fallback copy: the provider never loads it.
        assets: {
          js: { sync: ['static/js/async/react-dom.js', 'static/js/async/react-dom-copy.js'] },
        },
      },
    ],
  });
  writeJson(join(site, 'shell', 'first-load.json'), {
    '../bootstrap': ['static/css/async/boot.css', 'static/js/async/boot.js'],
    '../chrome/header/app': ['static/js/async/header.js'],
    '../chrome/overlays/app': ['static/js/async/overlays.js'],
    '../chrome/sidebar/app': ['static/js/async/sidebar.js'],
    '../chrome/login/app': ['static/js/async/login.js'],
    './locales/fr.json': ['static/js/async/shell-fr.js'],
    './locales/ar.json': ['static/js/async/shell-ar.js'],
    'shared:react-dom': ['static/js/async/react-dom.js'],
  });
  for (const [name, version, exposes] of [
    [
      'mf-home',
      '1.0.0',
      [
        {
          path: './app',
          assets: {
            js: { sync: ['static/js/async/home-app.js'] },
            css: { sync: ['static/css/home.css'] },
          },
        },
      ],
    ],
    [
      'mf-casino',
      '2.0.0',
      [
        { path: './app', assets: { js: { sync: ['static/js/async/casino-app.js'] } } },
        { path: './play', assets: { js: { sync: ['static/js/async/casino-play.js'] } } },
        {
          path: './game-rail',
          assets: {
            js: { sync: ['static/js/async/casino-rail.js'] },
            css: { sync: ['static/css/casino-rail.css'] },
          },
        },
      ],
    ],
  ] as const) {
    const dir = join(site, 'remotes', name, version);
    mkdirSync(dir, { recursive: true });
    writeJson(join(dir, 'mf-manifest.json'), {
      metaData: { remoteEntry: { name: `static/js/${name}.js`, path: '' } },
      exposes,
      shared: [
        { name: 'react', assets: { js: { sync: ['static/js/async/own-react.js'] } } },
        { name: '@casino/shared/router', assets: { js: { sync: ['static/js/async/router.js'] } } },
        ...(name === 'mf-casino'
          ? [{ name: 'effector', assets: { js: { sync: ['static/js/async/effector.js'] } } }]
          : []),
      ],
    });
    writeJson(join(dir, 'first-load.json'), {
      './locales/fr.json': [`static/js/async/${name}-fr.js`],
      './locales/ar.json': [`static/js/async/${name}-ar.js`],
    });
  }
  return site;
}

/** The preloaded files of a page, in order. */
export const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
