/**
 * The studio's HTML: the game page (a shell the game client fills from the boot data) and a
 * message page for launches that cannot open. Boot data is JSON in a non-executed script element,
 * so the page needs no inline script and its CSP allows scripts from the studio only.
 */
import {
  bootPage,
  direction,
  escapeHtml,
  pageHeaders as kitPageHeaders,
} from '@casino/provider-kit';
import { text, type Language, type TextKey } from '../i18n/texts';

/** The pages carry their base style inline and are never cached (launch tokens are one-use). */
export const pageHeaders = (frameAncestors: string): Record<string, string> =>
  kitPageHeaders({ frameAncestors, inlineStyle: true, cacheControl: 'no-store' });

const BASE_STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;background:var(--bg,#10141f);color:#f5f5f5;font:16px/1.4 system-ui,"Segoe UI",Tahoma,sans-serif;-webkit-tap-highlight-color:transparent;touch-action:manipulation}`;

export function gamePage(input: {
  lang: Language;
  title: string;
  script: string;
  boot: unknown;
  background: string;
}): string {
  return bootPage({
    lang: input.lang,
    title: input.title,
    head: `<style>${BASE_STYLE}:root{--bg:${escapeHtml(input.background)}}</style>`,
    root: '<main id="game" aria-busy="true"></main>',
    boot: input.boot,
    script: input.script,
  });
}

export function messagePage(lang: Language, key: TextKey): string {
  const dir = direction(lang);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(text(lang, key))}</title>
<style>${BASE_STYLE}body{display:grid;place-items:center;padding:24px;text-align:center}</style></head>
<body><p role="alert" data-testid="studio-message">${escapeHtml(text(lang, key))}</p></body>
</html>
`;
}
