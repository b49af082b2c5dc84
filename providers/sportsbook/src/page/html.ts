/**
 * The frame's one HTML page: the same for every internal path and every player (the client reads
 * the launch parameters and the path), boot data as JSON in a non-executed element, so the CSP
 * allows scripts from the sportsbook only.
 */
import { bootPage, escapeHtml, pageHeaders as kitPageHeaders } from '@casino/provider-kit';

/** The frame links its stylesheet (no inline style) and is revalidated on each load. */
export const pageHeaders = (frameAncestors: string): Record<string, string> =>
  kitPageHeaders({ frameAncestors, cacheControl: 'no-cache' });

export function framePage(input: {
  lang: string;
  script: string;
  style: string;
  boot: unknown;
}): string {
  const lang = input.lang === 'ar' || input.lang === 'en' ? input.lang : 'fr';
  return bootPage({
    lang,
    title: 'Sport',
    head: `<link rel="stylesheet" href="${escapeHtml(input.style)}">`,
    root: '<div id="app" aria-busy="true"></div>',
    boot: input.boot,
    script: input.script,
  });
}
