/**
 * The frame's one HTML page: the same for every internal path and every player (the client reads
 * the launch parameters and the path), boot data as JSON in a non-executed element, so the CSP
 * allows scripts from the sportsbook only.
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageHeaders(frameAncestors: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };
}

export function framePage(input: {
  lang: string;
  script: string;
  style: string;
  boot: unknown;
}): string {
  const lang = input.lang === 'ar' || input.lang === 'en' ? input.lang : 'fr';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<link rel="icon" href="data:,">
<title>Sport</title>
<link rel="stylesheet" href="${escapeHtml(input.style)}">
</head>
<body>
<div id="app" aria-busy="true"></div>
<script type="application/json" id="boot">${scriptJson(input.boot)}</script>
<script type="module" src="${escapeHtml(input.script)}"></script>
</body>
</html>
`;
}
