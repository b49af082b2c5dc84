/**
 * @rstest-environment node
 *
 * The first load's hints: the HTML names every file the route needs (shell start-up, the route's
 * remote from the routes it published, that remote's unprovided shared libraries and texts) and
 * embeds remotes.json. The first view's place in the page: first-load-page.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { hrefs, PAGE, remotesFile, writeJson, writeSite } from './test/first-load-site';
import { jsonForScript, pageLanguage, routeRemote } from './first-load';
import { withFirstLoadHints } from './first-load-page';
import { workspaceRoot } from './paths';

let site: string;
beforeEach(() => {
  site = writeSite();
});

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
