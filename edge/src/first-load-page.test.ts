/**
 * @rstest-environment node
 *
 * The page around the route's first view: the head and the rest written before the view is
 * drawn, the view in the splash's slot (its image preloaded first, its CSS, its answers as data,
 * its markup, in its container's stand-in when it is hydrated), and the code held until the view
 * has painted.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { hrefs, PAGE, remotesFile, writeJson, writeSite } from './test/first-load-site';
import { FIRST_VIEW_ROOT } from '@casino/shared/first-view';
import { DEFERRED_START, firstLoadPage, withFirstLoadHints } from './first-load-page';
import { inlineScriptHashes } from './security-headers';

let site: string;
beforeEach(() => {
  site = writeSite();
});

describe('the page around the first view', () => {
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
});
