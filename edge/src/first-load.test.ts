/**
 * @rstest-environment node
 *
 * The first load's hints: the HTML names every file the route needs (shell start-up, the route's
 * remote from the routes it published, that remote's unprovided shared libraries and texts),
 * embeds remotes.json and the public answers, preloads the largest image first and nothing else
 * before the document's own paint.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { FIRST_VIEW_ROOT } from '@casino/shared/first-view';
import { jsonForScript, pageLanguage, routeRemote } from './first-load';
import { DEFERRED_START, firstLoadPage, withFirstLoadHints } from './first-load-page';
import { inlineScriptHashes } from './security-headers';
import { workspaceRoot } from './paths';

const PAGE =
  '<!doctype html><html lang="fr" dir="ltr"><head><title>x</title></head><body></body></html>';

let site: string;
const remotesFile = {
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

function writeJson(path: string, value: unknown) {
  writeFileSync(path, JSON.stringify(value));
}

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'first-load-test-'));
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
});

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);

describe('routeRemote', () => {
  const published = (_name: string, release: { published?: { routes?: { path: string }[] } }) =>
    release.published?.routes ?? [];
  it('takes the longest published prefix, segment by segment, else the default route', () => {
    expect(routeRemote(remotesFile.remotes, '/casino/preview', published)?.name).toBe('mf_casino');
    expect(routeRemote(remotesFile.remotes, '/casino/play_game/12', published)).toMatchObject({
      name: 'mf_casino',
      exposed: './play',
    });
    expect(routeRemote(remotesFile.remotes, '/casino2', published)?.name).toBe('mf_home');
    expect(routeRemote(remotesFile.remotes, '/', published)?.name).toBe('mf_home');
  });
});

/**
 * The shell's own start-up as src/index.ts runs it: each piece imports the next
 * (`export const next = () => import('./step-…')`), the last one the bootstrap; the requests as
 * written, which first-load.json keys the chunks by.
 */
function startUpRequests(): string[] {
  const src = join(workspaceRoot, 'shell', 'src');
  const dynamicImports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]!);
  const requests = dynamicImports(join(src, 'index.ts')).filter((request) =>
    request.startsWith('.'),
  );
  for (const file of readdirSync(join(src, 'start-up')))
    requests.push(...dynamicImports(join(src, 'start-up', file)));
  return requests;
}

describe('withFirstLoadHints', () => {
  it("preloads every piece of the shell's start-up chain (src/index.ts, src/start-up): none is found one import after another", () => {
    const requests = startUpRequests();
    // The models, the services, the platform and the bootstrap they end with.
    expect(requests).toContain('./start-up/step-models');
    expect(requests).toContain('../bootstrap');
    expect(requests.length).toBeGreaterThanOrEqual(4);
    const firstLoad = JSON.parse(
      readFileSync(join(site, 'shell', 'first-load.json'), 'utf8'),
    ) as Record<string, string[]>;
    for (const [index, request] of requests.entries())
      firstLoad[request] ??= [`static/js/async/start-up-${index}.js`];
    writeJson(join(site, 'shell', 'first-load.json'), firstLoad);
    for (const path of ['/', '/casino/preview', '/login', '/favorite']) {
      const html = withFirstLoadHints({
        html: PAGE,
        path,
        remotesFile,
        siteRoot: site,
        language: 'fr',
      });
      for (const request of requests)
        for (const file of firstLoad[request]!) expect(hrefs(html)).toContain(`/${file}`);
    }
  });

  it('a remote route: shell start-up, the remote entry, exposed module, unprovided shared libraries and texts; remotes.json embedded', () => {
    const html = withFirstLoadHints({
      html: PAGE,
      path: '/casino/preview',
      remotesFile,
      siteRoot: site,
      language: 'fr',
    });
    expect(hrefs(html)).toEqual([
      '/static/js/async/boot.js'.replace('js/async/boot.js', 'css/async/boot.css'),
      '/static/js/async/boot.js',
      '/static/js/async/header.js',
      '/static/js/async/shell-fr.js',
      '/static/js/async/react.js',
      '/static/js/async/react-dom.js',
      '/static/js/async/sidebar.js',
      '/remotes/mf-casino/2.0.0/mf-manifest.json',
      '/remotes/mf-casino/2.0.0/static/js/mf-casino.js',
      '/remotes/mf-casino/2.0.0/static/js/async/casino-app.js',
      '/remotes/mf-casino/2.0.0/static/js/async/router.js',
      '/remotes/mf-casino/2.0.0/static/js/async/effector.js',
      '/remotes/mf-casino/2.0.0/static/js/async/mf-casino-fr.js',
    ]);
    // The side menu only where it shows at once (desktop); not the overlays (idle), not the
    // remote's own copy of a library the shell provides.
    expect(html).toContain(
      '<link rel="preload" href="/static/js/async/sidebar.js" as="script" media="(min-width: 1024px)" fetchpriority="low" />',
    );
    expect(html).not.toContain('overlays.js');
    expect(html).not.toContain('own-react.js');
    // A shared library's files as its provider loads them, not a fallback copy the page never runs.
    expect(html).not.toContain('react-dom-copy.js');
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-casino/2.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low" />',
    );
    const embedded = /<script type="application\/json" id="remotes-json">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(embedded!)).toEqual(remotesFile);
  });

  it("a page showing another remote's module (the home's game rails from mf-casino) preloads that module too, once per file", () => {
    const html = withFirstLoadHints({
      html: PAGE,
      path: '/',
      remotesFile,
      siteRoot: site,
      language: 'fr',
    });
    expect(hrefs(html).filter((href) => href?.startsWith('/remotes/'))).toEqual([
      '/remotes/mf-home/1.0.0/mf-manifest.json',
      '/remotes/mf-home/1.0.0/static/js/mf-home.js',
      '/remotes/mf-home/1.0.0/static/css/home.css',
      '/remotes/mf-home/1.0.0/static/js/async/home-app.js',
      '/remotes/mf-home/1.0.0/static/js/async/router.js',
      '/remotes/mf-home/1.0.0/static/js/async/mf-home-fr.js',
      '/remotes/mf-casino/2.0.0/mf-manifest.json',
      '/remotes/mf-casino/2.0.0/static/js/mf-casino.js',
      '/remotes/mf-casino/2.0.0/static/css/casino-rail.css',
      '/remotes/mf-casino/2.0.0/static/js/async/casino-rail.js',
      '/remotes/mf-casino/2.0.0/static/js/async/mf-casino-fr.js',
    ]);
    // Not the casino's pages, nor its copies of the shared libraries, even one the page has not
    // loaded yet (each comes when a module consumes it).
    expect(html).not.toContain('casino-app.js');
    expect(html).not.toContain('/remotes/mf-casino/2.0.0/static/js/async/router.js');
    expect(html).not.toContain('/remotes/mf-casino/2.0.0/static/js/async/effector.js');
  });

  it('a private page names no remote file: a guest must never load it (the shell sends them to log in first)', () => {
    const html = withFirstLoadHints({
      html: PAGE,
      path: '/favorite',
      remotesFile,
      siteRoot: site,
      language: 'fr',
    });
    expect(hrefs(html).filter((href) => href?.startsWith('/remotes/'))).toEqual([]);
    expect(hrefs(html)).toContain('/static/js/async/boot.js');
  });

  it("the login page is the shell's own: its chunks, no remote", () => {
    const html = withFirstLoadHints({
      html: PAGE,
      path: '/login',
      remotesFile,
      siteRoot: site,
      language: 'fr',
    });
    expect(hrefs(html)).toContain('/static/js/async/login.js');
    expect(html).not.toContain('/remotes/mf-home/1.0.0/static');
  });

  it('Arabic: the page starts right to left with the Arabic texts', () => {
    const html = withFirstLoadHints({
      html: PAGE,
      path: '/',
      remotesFile,
      siteRoot: site,
      language: 'ar',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(hrefs(html)).toContain('/static/js/async/shell-ar.js');
    expect(hrefs(html)).toContain('/remotes/mf-home/1.0.0/static/js/async/mf-home-ar.js');
    expect(html).not.toContain('fr.js');
  });

  it('the largest image comes first in the slot with high priority; public answers are embedded as data, never as a script the CSP would hash', () => {
    const html = withFirstLoadHints({
      html: PAGE.replace('<body>', '<body><div class="splash__main"><!-- first view --></div>'),
      path: '/',
      remotesFile,
      siteRoot: site,
      language: 'fr',
      firstView: {
        html: '<img src="/a.svg" alt="" />',
        css: '',
        apiAnswers: {
          '/api/banners': [{ url: '/a.svg', title: '</script><script>alert(1)</script>' }],
        },
        images: [{ href: '/a.svg', media: '(max-width: 767.98px)' }],
      },
    });
    expect(html).toMatch(
      /<div class="splash__main"><link rel="preload" href="\/a.svg" as="image" media="\(max-width: 767.98px\)" fetchpriority="high" \/><script type="application\/json" id="api-embedded">/,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlineScriptHashes(html.replace(`<script>${DEFERRED_START}</script>`, ''))).toEqual([]);
  });

  it("the route's first view, as its remote drew it, goes into the splash's slot, its CSS first", () => {
    const html = withFirstLoadHints({
      html: PAGE.replace('<body>', '<body><div class="splash__main"><!-- first view --></div>'),
      path: '/',
      remotesFile,
      siteRoot: site,
      language: 'fr',
      firstView: { html: '<section class="x-1">$& $1</section>', css: '.x-1{color:red}' },
    });
    expect(html).toContain(
      '<div class="splash__main"><style data-first-view-css>.x-1{color:red}</style><section class="x-1">$& $1</section></div>',
    );
    expect(html).not.toContain('<!-- first view -->');
  });

  it('the head and the rest of the page do not depend on the view: the page is written before it is drawn', () => {
    const page = firstLoadPage({
      html: PAGE.replace('<body>', '<body><div class="splash__main"><!-- first view --></div>'),
      path: '/',
      remotesFile,
      siteRoot: site,
      language: 'fr',
      awaitsFirstView: true,
    });
    expect(page.head.endsWith('<div class="splash__main">')).toBe(true);
    expect(page.tail.startsWith('</div>')).toBe(true);
    // No view after all (the renderer failed): the empty column, and the same start script.
    expect(page.slot(undefined)).toBe('');
    expect(page.tail).toContain(`<script>${DEFERRED_START}</script></body>`);
  });

  it('a first view the browser hydrates sits in the stand-in of its container, named with its path', () => {
    const html = withFirstLoadHints({
      html: PAGE.replace('<body>', '<body><div class="splash__main"><!-- first view --></div>'),
      path: '/casino/"preview',
      remotesFile,
      siteRoot: site,
      language: 'fr',
      firstView: { html: '<section class="x-1">$1</section>', css: '', hydrate: true },
    });
    expect(html).toContain(
      `<div class="splash__main"><div ${FIRST_VIEW_ROOT}="/casino/&quot;preview"><section class="x-1">$1</section></div></div>`,
    );
  });

  it('with a first view drawn by the HTML, no code is asked for before its image has painted: only the image is preloaded by the HTML, the preloads and the shell script come from the one hashed inline script', () => {
    const page = PAGE.replace(
      '</head>',
      '<script defer src="/static/js/index.1.js"></script></head>',
    ).replace('<body>', '<body><div class="splash__main"><!-- first view --></div>');
    const input = {
      html: page,
      path: '/',
      remotesFile,
      siteRoot: site,
      language: 'fr' as const,
      firstView: {
        html: '<img src="/d.svg" alt="" data-first-view="banner" elementtiming="first-view" />',
        css: '',
        images: [{ href: '/d.svg', media: '(min-width: 768px)' }],
      },
    };
    const html = withFirstLoadHints(input);
    // The image alone is preloaded by the HTML (with the view, in the slot); no script runs or
    // loads from the HTML itself.
    expect(hrefs(html)).toEqual(['/d.svg']);
    expect(html.indexOf('href="/d.svg"')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script defer');
    const deferred = JSON.parse(
      /<script type="application\/json" id="deferred-start">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { links: { href: string; rel: string; as: string }[]; scripts: string[] };
    expect(deferred.scripts).toEqual(['/static/js/index.1.js']);
    // The same files the page without a first view preloads at once.
    const immediate = hrefs(withFirstLoadHints({ ...input, firstView: undefined })).filter(
      (href) => href !== '/d.svg',
    );
    expect(deferred.links.map((link) => link.href)).toEqual(immediate);
    expect(html).toContain(`<script>${DEFERRED_START}</script></body>`);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it("the login page's first view: its card with the title and fields in the page's language, from the shell's deployed texts", () => {
    mkdirSync(join(site, 'shell', 'locales'));
    writeJson(join(site, 'shell', 'locales', 'ar.json'), {
      login: {
        title: 'تسجيل <الدخول>',
        username: 'اسم المستخدم',
        password: 'كلمة المرور',
        submit: 'دخول',
      },
    });
    const page = PAGE.replace(
      '<body>',
      '<body><div class="splash__main"><!-- first view --></div>',
    );
    const html = withFirstLoadHints({
      html: page,
      path: '/login',
      remotesFile,
      siteRoot: site,
      language: 'ar',
    });
    expect(html).toContain(
      '<h1 data-first-view="login" elementtiming="first-view">تسجيل &lt;الدخول&gt;</h1>',
    );
    expect(html).toContain('<span>اسم المستخدم</span><span class="splash__login-input"></span>');
    expect(html).toContain('<span class="splash__login-submit">دخول</span>');
    // No code before the card has painted either.
    expect(html).toContain(`<script>${DEFERRED_START}</script></body>`);
    // Other pages, and a language without deployed texts, get no card.
    expect(
      withFirstLoadHints({
        html: page,
        path: '/casino',
        remotesFile,
        siteRoot: site,
        language: 'ar',
      }),
    ).not.toContain('splash__login');
    expect(
      withFirstLoadHints({
        html: page,
        path: '/login',
        remotesFile,
        siteRoot: site,
        language: 'en',
      }),
    ).not.toContain('splash__login');
  });

  it('a remote released before routes were published: the routes.json beside its manifest', () => {
    writeJson(join(site, 'remotes', 'mf-casino', '2.0.0', 'routes.json'), {
      routes: [{ path: '/casino' }],
    });
    const { mf_casino } = remotesFile.remotes;
    const html = withFirstLoadHints({
      html: PAGE,
      path: '/casino',
      remotesFile: { remotes: { mf_casino: { ...mf_casino, published: undefined } } },
      siteRoot: site,
      language: 'fr',
    });
    expect(hrefs(html)).toContain('/remotes/mf-casino/2.0.0/static/js/async/casino-app.js');
  });
});

describe('pageLanguage and jsonForScript', () => {
  it('the i18next cookie when it names a language of the site, else French', () => {
    expect(pageLanguage('a=1; i18next=ar')).toBe('ar');
    expect(pageLanguage('i18next=en-US')).toBe('en');
    expect(pageLanguage('i18next=de')).toBe('fr');
    expect(pageLanguage(undefined)).toBe('fr');
  });
  it('nothing in the JSON closes its element', () => {
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
