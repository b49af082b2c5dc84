import { describe, expect, it } from '@rstest/core';
import { bootPage, escapeHtml, pageHeaders, scriptJson } from './html';

describe('escaping', () => {
  it('leaves no character that could open a tag or close an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });

  it('keeps boot JSON inside its script element, and the same data', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const json = scriptJson(data);
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('the boot page', () => {
  const page = (lang: string) =>
    bootPage({
      lang,
      title: 'A & B',
      head: '<link rel="stylesheet" href="/s.css">',
      root: '<div id="app"></div>',
      boot: { player: '</script>' },
      script: '/main.js?v="1"',
    });

  it('reads right to left in Arabic and left to right otherwise', () => {
    expect(page('ar')).toContain('<html lang="ar" dir="rtl">');
    expect(page('fr')).toContain('<html lang="fr" dir="ltr">');
  });

  it('escapes the title and the script URL, and carries the boot data unexecuted', () => {
    const html = page('en');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('src="/main.js?v=&quot;1&quot;"');
    expect(html).toContain('<script type="application/json" id="boot">');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('page headers', () => {
  it('allow scripts from the provider only and framing by the given ancestors', () => {
    const headers = pageHeaders({ frameAncestors: 'https://site.example' });
    const csp = headers['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain('frame-ancestors https://site.example');
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it('allow inline style only when asked', () => {
    const csp = pageHeaders({ frameAncestors: "'self'", inlineStyle: true })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });
});
