/**
 * The route's first view from the remote that renders it (docs/first-view.md): the edge finds the
 * route's remote in the versions this browser runs, reads what its renderer declares for the
 * path, fetches that public data once per language (cached for `ttlMs`, never waited for longer
 * than `timeoutMs`), and asks the renderer for the slot's HTML within its budget. The renderer
 * draws what it has (its skeletons where an answer is missing); a renderer that fails gives no
 * first view: the page keeps the empty column.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_CSS, FIRST_VIEW_SCRIPT, type FirstViewOutput } from '@casino/shared/first-view';
import { isLocalPath } from '../local-path';
import type { RendererSandbox } from './sandbox';

export type Language = 'fr' | 'en' | 'ar';
const LANGUAGES: readonly Language[] = ['fr', 'en', 'ar'];

export interface ComposedFirstView {
  /** The slot's markup. */
  html: string;
  /** The renderer's CSS, put in the page's head. */
  css: string;
  /** Public answers embedded for the app, by request path. */
  apiAnswers: Record<string, unknown>;
  /** Pictures to preload with high priority. */
  images: { href: string; media?: string }[];
  /** The markup is the app's first render: the browser hydrates it where the app mounts. */
  hydrate: boolean;
}

export interface FirstViewRequest {
  path: string;
  query: string;
  language: Language;
  /** The folder of the release that renders the route on this site (first-load.ts). */
  releaseDir?: string | undefined;
  /**
   * A page only players may open: the edge cannot tell who asks (the token is in the browser's
   * storage), so only a view that needs no data (a skeleton) is drawn for it.
   */
  privateRoute?: boolean;
}

export interface ComposerOptions {
  apiUrl: string;
  sandbox: RendererSandbox;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** A release's CSS: read once per modification time. */
const cssCache = new Map<string, { mtimeMs: number; css: string }>();
function rendererCss(file: string): string {
  if (!existsSync(file)) return '';
  const { mtimeMs } = statSync(file);
  const cached = cssCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.css;
  // Nothing in it can close the page's <style> element.
  const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  cssCache.set(file, { mtimeMs, css });
  return css;
}

export function firstViewComposer({
  apiUrl,
  sandbox,
  ttlMs = 30_000,
  timeoutMs = 400,
  now = Date.now,
}: ComposerOptions) {
  const answers = new Map<string, { at: number; value: Promise<unknown> }>();

  /** A public GET in `language`, shared by concurrent requests and cached; undefined when it fails. */
  function ask(path: string, language: Language): Promise<unknown> {
    const key = `${language} ${path}`;
    const cached = answers.get(key);
    if (cached && now() - cached.at <= ttlMs) return cached.value;
    const value = fetch(`${apiUrl}${path}`, {
      headers: { Accept: 'application/json', 'Accept-Language': language },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined)
      .then((answer: unknown) => {
        // A failure is not kept: the next page asks again.
        if (answer === undefined && answers.get(key)?.value === value) answers.delete(key);
        return answer;
      });
    answers.set(key, { at: now(), value });
    return value;
  }

  /** Drawn views by renderer, path and language, kept as long as their data. */
  const views = new Map<string, { at: number; view: ComposedFirstView }>();

  async function draw(
    script: string,
    request: FirstViewRequest & { releaseDir: string },
  ): Promise<ComposedFirstView | undefined> {
    let page;
    try {
      page = (await sandbox.describe(script)).pages[request.path];
    } catch {
      return undefined;
    }
    // Only the platform API's public answers: a path cannot name another host.
    if (!page || !Object.values(page.data).every((path) => /^\/api\/[^@]*$/.test(path)))
      return undefined;
    const names = Object.keys(page.data);
    if (request.privateRoute && names.length > 0) return undefined;
    const values = await Promise.all(names.map((name) => ask(page.data[name]!, request.language)));
    const data: Record<string, unknown> = {};
    names.forEach((name, index) => {
      if (values[index] !== undefined) data[name] = values[index];
    });
    const key = `${script} ${request.path} ${request.language}`;
    // A view drawn without some of its data (the API slow or down: the renderer's skeleton) is not
    // kept: the next page asks the API again and may get the real one.
    const complete = Object.keys(data).length === names.length;
    const finish = (output: FirstViewOutput | null): ComposedFirstView | undefined => {
      // The page's inline scripts are allowed by their hashes, computed on the page as served: a
      // renderer draws markup, never a script.
      if (!output || /<script/i.test(output.html)) return undefined;
      const apiAnswers: Record<string, unknown> = {};
      for (const name of page.embed ?? []) {
        if (name in data) apiAnswers[page.data[name]!] = data[name];
      }
      const view = {
        html: output.html,
        css: rendererCss(join(request.releaseDir, FIRST_VIEW_CSS)),
        apiAnswers,
        images: (output.preload ?? []).filter((image) => isLocalPath(image.href)),
        hydrate: page.hydrate === true,
      };
      if (complete) views.set(key, { at: now(), view });
      return view;
    };
    // A render that misses this page's budget still serves the next pages when it ends in time.
    const output = await sandbox.render(
      script,
      { path: request.path, language: request.language, data },
      finish,
    );
    return finish(output);
  }

  /** The renderer that may draw the request's first view, found without drawing anything. */
  function rendererFor(request: FirstViewRequest): string | undefined {
    // A page opened with a query (filters, a search) shows something else than its first view.
    if (request.query !== '' || !request.releaseDir) return undefined;
    const script = join(request.releaseDir, FIRST_VIEW_SCRIPT);
    return existsSync(script) ? script : undefined;
  }

  /**
   * Whether `compose` may draw a view for the request: the page is written before the view, and
   * its code waits for a view only where one may come.
   */
  function expects(request: FirstViewRequest): boolean {
    return rendererFor(request) !== undefined;
  }

  async function compose(request: FirstViewRequest): Promise<ComposedFirstView | undefined> {
    const script = rendererFor(request);
    if (!script || !request.releaseDir) return undefined;
    const cached = views.get(`${script} ${request.path} ${request.language}`);
    if (cached && now() - cached.at <= ttlMs) return cached.view;
    return draw(script, { ...request, releaseDir: request.releaseDir });
  }

  /**
   * Draws every page a release's renderer declares, in every language, one after another: a
   * release the edge starts serving is loaded, compiled and drawn before players ask for it.
   */
  async function warm(releaseDir: string): Promise<void> {
    const script = join(releaseDir, FIRST_VIEW_SCRIPT);
    if (!existsSync(script)) return;
    let paths: string[];
    try {
      paths = Object.keys((await sandbox.describe(script)).pages);
    } catch {
      return;
    }
    for (const path of paths)
      for (const language of LANGUAGES) await compose({ path, query: '', language, releaseDir });
  }

  return { compose, expects, warm };
}
