/**
 * What every provider page needs: escaping for text and attributes, boot data as JSON that cannot
 * close its script element, and the headers that keep the page to the provider's own scripts and
 * to the frames the site allows.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in HTML content and in quoted attributes. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** JSON safe inside <script>: no `<` can close the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageHeaderOptions {
  /** CSP frame-ancestors: who may frame the page. */
  frameAncestors: string;
  /** Inline <style> elements allowed (the page carries its own base style). */
  inlineStyle?: boolean;
  cacheControl?: 'no-store' | 'no-cache';
}

export function pageHeaders(options: PageHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      options.inlineStyle ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      `frame-ancestors ${options.frameAncestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': options.cacheControl ?? 'no-store',
  };
}

/** The page's direction: Arabic reads right to left. */
export const direction = (lang: string): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

export interface BootPage {
  lang: string;
  title: string;
  /** Trusted markup for the head after the title (a stylesheet link, a style element). */
  head: string;
  /** Trusted markup of the element the client fills. */
  root: string;
  /** Handed to the client as JSON in a non-executed script element (no inline script). */
  boot: unknown;
  /** URL of the client's module script. */
  script: string;
}

/** The page shell every provider client boots from: one root element, boot data, one module. */
export function bootPage(page: BootPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}" dir="${direction(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<link rel="icon" href="data:,">
<title>${escapeHtml(page.title)}</title>
${page.head}
</head>
<body>
${page.root}
<script type="application/json" id="boot">${scriptJson(page.boot)}</script>
<script type="module" src="${escapeHtml(page.script)}"></script>
</body>
</html>
`;
}
