/**
 * The studio's HTML: the game page (a shell the game client fills from the boot data) and a
 * message page for launches that cannot open. Boot data is JSON in a non-executed script element,
 * so the page needs no inline script and its CSP allows scripts from the studio only.
 */
import { text, type Language, type TextKey } from '../i18n/texts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON safe inside <script>: no `<` can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageHeaders(frameAncestors: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

const BASE_STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;background:var(--bg,#10141f);color:#f5f5f5;font:16px/1.4 system-ui,"Segoe UI",Tahoma,sans-serif;-webkit-tap-highlight-color:transparent;touch-action:manipulation}`;

export function gamePage(input: {
  lang: Language;
  title: string;
  script: string;
  boot: unknown;
  background: string;
}): string {
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<link rel="icon" href="data:,">
<title>${escapeHtml(input.title)}</title>
<style>${BASE_STYLE}:root{--bg:${escapeHtml(input.background)}}</style>
</head>
<body>
<main id="game" aria-busy="true"></main>
<script type="application/json" id="boot">${scriptJson(input.boot)}</script>
<script type="module" src="${escapeHtml(input.script)}"></script>
</body>
</html>
`;
}

export function messagePage(lang: Language, key: TextKey): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(text(lang, key))}</title>
<style>${BASE_STYLE}body{display:grid;place-items:center;padding:24px;text-align:center}</style></head>
<body><p role="alert" data-testid="studio-message">${escapeHtml(text(lang, key))}</p></body>
</html>
`;
}
