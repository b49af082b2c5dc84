/**
 * The page the edge sends (first-load.ts's hints, the route's first view), in parts: what goes
 * out at once and what follows when the first view is drawn.
 */
import { FIRST_VIEW_ROOT } from '@casino/shared/first-view';
import {
  escapeAttribute,
  firstLoadHints,
  jsonForScript,
  linkTag,
  type FirstLoadInput,
  type Hint,
} from './first-load';
import { loginFirstViewHtml, loginTexts } from './login-first-view';

/**
 * The route's first view, drawn by the remote that renders the route (first-view/compose.ts).
 * A view to `hydrate` is wrapped in the stand-in of the application's container
 * (`FIRST_VIEW_ROOT`).
 */
export interface FirstView {
  html: string;
  css: string;
  hydrate?: boolean;
  /** Public API answers to embed, by request path, in the page's language. */
  apiAnswers?: Record<string, unknown>;
  /** The view's largest image, preloaded with high priority. */
  images?: { href: string; media?: string }[];
}

/**
 * The page in the order it is sent: `head` (the document up to the splash's slot: the hints,
 * remotes.json, the chrome) goes out at once; `slot(view)` when the first view is drawn (its
 * image's preload, its CSS, its embedded answers, its markup; the empty column without one);
 * then `tail`. Nothing in `head` or `tail` depends on the view, so the headers (the CSP's script
 * hashes) are final before the view is drawn.
 */
export interface FirstLoadPage {
  head: string;
  slot(view?: FirstView): string;
  tail: string;
}

const SLOT = '<!-- first view -->';

/** The first load's hints and embedded data at the end of `html`'s `<head>`, split at the slot. */
export function firstLoadPage(input: FirstLoadInput): FirstLoadPage {
  const hints = firstLoadHints(input);
  // The shell's own first view: the login card in the page's language.
  const texts = input.path === '/login' ? loginTexts(input.siteRoot, input.language) : undefined;
  // Where a first view may come, the code waits for it to paint: its image alone shares the
  // network with the document, and no script runs before the view is on screen. Decided before
  // the view is drawn (the head goes out first): the start script finds the view in the DOM.
  const deferCode = input.awaitsFirstView === true || texts !== undefined;
  const scripts = deferCode
    ? [...input.html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]!)
    : [];
  const blocks = [
    `<script type="application/json" id="remotes-json">${jsonForScript(input.remotesFile)}</script>`,
    ...(deferCode ? [] : hints.map(linkTag)),
  ];
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  let html = input.html
    .replace(/<html lang="[a-z]+" dir="[a-z]+">/, `<html lang="${input.language}" dir="${dir}">`)
    .replace('</head>', () => `${blocks.join('')}</head>`);
  if (deferCode) {
    html = html
      .replace(/<script defer src="[^"]+"><\/script>/g, '')
      .replace(
        '</body>',
        `<script type="application/json" id="deferred-start">${jsonForScript({ links: hints.map(linkAttributes), scripts })}</script>` +
          `<script>${DEFERRED_START}</script></body>`,
      );
  }
  // The view goes where the template marks its slot, else at the end of the body.
  const marked = html.indexOf(SLOT);
  const bodyEnd = html.indexOf('</body>');
  const at = marked >= 0 ? marked : bodyEnd >= 0 ? bodyEnd : html.length;
  return {
    head: html.slice(0, at),
    slot: (view) => (view ? slotBlocks(input, view) : texts ? loginFirstViewHtml(texts) : ''),
    tail: html.slice(marked >= 0 ? at + SLOT.length : at),
  };
}

/**
 * The first view's part of the page, in the slot: its image's preload, its CSS, its embedded
 * answers (data, never a script the CSP would hash), then its markup, which is styled from its
 * first paint.
 */
function slotBlocks(input: FirstLoadInput, view: FirstView): string {
  const answers = view.apiAnswers ?? {};
  return [
    ...(view.images ?? []).map((image) =>
      linkTag({ href: image.href, as: 'image', media: image.media, highPriority: true }),
    ),
    ...(view.css ? [`<style data-first-view-css>${view.css}</style>`] : []),
    ...(Object.keys(answers).length > 0
      ? [
          `<script type="application/json" id="api-embedded">${jsonForScript({ language: input.language, answers })}</script>`,
        ]
      : []),
    view.hydrate
      ? `<div ${FIRST_VIEW_ROOT}="${escapeAttribute(input.path)}">${view.html}</div>`
      : view.html,
  ].join('');
}

/** The whole page at once (`firstLoadPage`'s parts joined), with its first view when drawn. */
export function withFirstLoadHints(input: FirstLoadInput & { firstView?: FirstView }): string {
  const page = firstLoadPage({
    ...input,
    awaitsFirstView: input.awaitsFirstView ?? input.firstView !== undefined,
  });
  return page.head + page.slot(input.firstView) + page.tail;
}

/**
 * The page's one inline script (its hash goes into the CSP, security-headers.ts), on a page
 * that may get a first view. It is the same on every such page and reads the view from the DOM,
 * since it is written before the view is drawn; it sits after the slot, so it runs once the view
 * (or the empty column) has arrived. Once the first view has painted (the browser's element
 * timing of the element marked `elementtiming="first-view"`; without it, the image's load and
 * the next frame; an image that fails, or 5 s, start it too), it adds the shell's scripts the edge took
 * out of the head (`#deferred-start`) in a task of their own (each starts its request), then the
 * code preloads two per task: each preload starts a request on the main thread, and a page's
 * 25-30 in one task, or even four per task, make a long task on a slow phone (total blocking
 * time).
 * First, in a task of its own while the first view shows, it opens the page's storage: a page's
 * first `localStorage` read waits for the browser to load it, and otherwise that wait falls in
 * the shell entry's one long task (the federation runtime reads its debug flag there as it
 * starts).
 */
export const DEFERRED_START = `(()=>{setTimeout(()=>{try{void localStorage.length}catch(e){}},0);const d=JSON.parse(document.getElementById('deferred-start').textContent);let done=false;const links=(i)=>{const end=Math.min(i+2,d.links.length);for(;i<end;i++){const l=document.createElement('link');for(const k in d.links[i])l.setAttribute(k,d.links[i][k]);document.head.append(l)}if(i<d.links.length)setTimeout(()=>links(i),0)};const start=()=>{if(done)return;done=true;for(const src of d.scripts){const s=document.createElement('script');s.src=src;s.async=false;document.head.append(s)}setTimeout(()=>links(0),0)};const later=()=>requestAnimationFrame(()=>setTimeout(start,0));const m=document.querySelector('#splash [elementtiming=first-view]');const img=m&&m.localName==='img'?m:null;if(img)img.addEventListener('error',start,{once:true});if(m&&typeof PerformanceObserver!=='undefined'&&(PerformanceObserver.supportedEntryTypes||[]).includes('element')){new PerformanceObserver((l,o)=>{o.disconnect();setTimeout(start,0)}).observe({type:'element',buffered:true});setTimeout(start,5000)}else if(img&&!img.complete)img.addEventListener('load',later,{once:true});else later()})();`;

function linkAttributes(hint: Hint): Record<string, string> {
  return {
    rel: 'preload',
    href: hint.href,
    as: hint.as,
    ...(hint.as === 'fetch' ? { crossorigin: 'anonymous' } : {}),
    ...(hint.media ? { media: hint.media } : {}),
    fetchpriority: hint.highPriority ? 'high' : 'low',
  };
}
