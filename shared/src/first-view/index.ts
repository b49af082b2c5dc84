/**
 * The first-view contract between a remote and the edge (docs/first-view.md). A remote may ship,
 * with its release, a server renderer of its own pages' first view: a self-contained script built
 * from its own React components (`first-view/renderer.js` beside its manifest) and the CSS those
 * components use (`first-view/renderer.css`). The edge reads which public API answers each page
 * needs from `pages`, fetches them once per language, and calls `render` in a sandbox with a time
 * budget; the HTML goes into the page's first-view slot. The edge knows nothing else of the remote.
 */

/** Bumped when the shape below changes; the edge refuses a renderer built against another. */
export const FIRST_VIEW_CONTRACT = 1;

export type FirstViewLanguage = 'fr' | 'en' | 'ar';

/**
 * The attribute of the element the edge wraps a hydrated first view in, valued with the path it
 * was drawn for: the shell moves that element's content into the route's application container
 * as the application mounts on this path (docs/first-view.md, "Hydration").
 */
export const FIRST_VIEW_ROOT = 'data-first-view-root';

export interface FirstViewPage {
  /**
   * Public API GETs the page shows first, by name (`banners: '/api/banners'`): fetched by the edge
   * with the page's language, given to `render` as `data[name]` (absent when the API did not answer).
   */
  data: Record<string, string>;
  /**
   * Names in `data` the app asks for itself as it starts: the edge embeds those answers in the page
   * (the shared API client answers the first matching GET from them) so the app draws them at once.
   */
  embed?: string[];
  /**
   * The markup is the app's own first render of the page (its root, `appRoot` of
   * `@casino/shared/app`, drawn from the embedded answers and the language, nothing else): the
   * browser hydrates it where the app mounts instead of drawing the page again. Such a page
   * embeds every answer it draws.
   */
  hydrate?: boolean;
}

export interface FirstViewInput {
  path: string;
  language: FirstViewLanguage;
  data: Record<string, unknown>;
}

export interface FirstViewOutput {
  /** The slot's markup. Its largest element carries `data-first-view` and `elementtiming="first-view"`. */
  html: string;
  /** Pictures to preload with high priority (the largest paint), with a media query per layout. */
  preload?: { href: string; media?: string }[];
}

/** What the renderer script assigns to `module.exports.firstView`. */
export interface FirstViewRenderer {
  contract: number;
  /** The React version the markup was rendered with: the page's must be the same one. */
  react: string;
  /** The paths it draws (exact, without query), and the data each needs. */
  pages: Record<string, FirstViewPage>;
  render(input: FirstViewInput): FirstViewOutput | null;
}

/** Where a release keeps its renderer and its CSS, relative to its manifest. */
export const FIRST_VIEW_SCRIPT = 'first-view/renderer.js';
export const FIRST_VIEW_CSS = 'first-view/renderer.css';
