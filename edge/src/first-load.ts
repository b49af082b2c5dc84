/**
 * The first load without a waterfall. Left alone, the page discovers what it needs one step at a
 * time: shell → remotes.json → the route's manifest → its remote entry → its code → its data →
 * the largest image. The edge knows all of it when it answers the HTML, so the HTML asks for all
 * of it at once:
 *
 * - `remotes.json` is embedded (`<script type="application/json" id="remotes-json">`, data, not
 *   script: the CSP is unchanged); the shell reads it instead of fetching it.
 * - the shell's own start-up files (shared libraries, bootstrap, the chrome that is always on
 *   screen, the page language's texts) are preloaded, from `first-load.json` written at build time.
 * - the route's remote (found from the routes each remote publishes) gets its manifest, remote
 *   entry, exposed module, the shared libraries the shell does not provide and its texts
 *   preloaded.
 * - the route's first view, drawn on the server by the remote that renders the route
 *   (first-view/), goes into the splash with its data and its picture's preload, streamed after
 *   the head (first-load-page.ts).
 */
import { join } from 'node:path';
import { readJson } from './read-json';

export const FIRST_LOAD_FILE = 'first-load.json';

export type Language = 'fr' | 'en' | 'ar';
const LANGUAGES: readonly Language[] = ['fr', 'en', 'ar'];

/** The page's language as the shell will detect it: the `i18next` cookie, else French. */
export function pageLanguage(cookieHeader: string | undefined): Language {
  const value = /(?:^|;\s*)i18next=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  const language = value ? decodeURIComponent(value).slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'fr';
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; assets?: ManifestAssets }[];
  exposes?: { path: string; assets?: ManifestAssets }[];
}
interface PublishedRoute {
  path: string;
  guard?: string;
  exposed?: string;
  default?: boolean;
  /** Modules of other remotes the page shows (`mf_casino/game-rail`). */
  loads?: string[];
}
interface RemoteRelease {
  entry: string;
  published?: { routes?: PublishedRoute[] };
}

/**
 * The shell files every page starts with (imports in shell/src, as first-load.json keys them),
 * and those only one layout paints at once: the side menu on desktop (on the mobile chrome it
 * is closed and comes when idle), the bottom navigation on the mobile chrome (below 1024 px).
 */
const SHELL_START = [
  // src/index.ts's start-up pieces, each importing the next, and the bootstrap they end with.
  './start-up/step-models',
  './step-user',
  './step-session',
  './step-services',
  './step-platform',
  '../bootstrap',
  '../chrome/header/app',
];
const SHELL_BY_LAYOUT: Record<string, string> = {
  '../chrome/sidebar/app': '(min-width: 1024px)',
  '../chrome/bottom-nav/app': '(max-width: 1023.98px)',
};
const SHELL_ROUTES: Record<string, string[]> = {
  '/login': ['../chrome/login/app', '../../login/ui/login-form'],
};

function segmentsMatch(prefix: string, path: string): boolean {
  return prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);
}

interface RouteRemote {
  name: string;
  release: RemoteRelease;
  exposed: string;
  guard?: string;
  /** Other remotes' modules the page shows (`mf_casino/game-rail`). */
  loads: string[];
}

/** The remote and exposed module rendering `path`: the longest published prefix, else the default route. */
export function routeRemote(
  remotes: Record<string, RemoteRelease>,
  path: string,
  publishedOf: (name: string, release: RemoteRelease) => PublishedRoute[],
): RouteRemote | undefined {
  let best: (RouteRemote & { length: number }) | undefined;
  let fallback: RouteRemote | undefined;
  for (const [name, release] of Object.entries(remotes)) {
    for (const route of publishedOf(name, release)) {
      const found = {
        name,
        release,
        exposed: route.exposed ?? './app',
        guard: route.guard,
        loads: route.loads ?? [],
      };
      if (route.default && !fallback) fallback = found;
      if (segmentsMatch(route.path, path) && (!best || route.path.length > best.length)) {
        best = { ...found, length: route.path.length };
      }
    }
  }
  return best ?? fallback;
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  media?: string;
  highPriority?: boolean;
}

export function linkTag(hint: Hint): string {
  const attributes = [`rel="preload"`, `href="${escapeAttribute(hint.href)}"`, `as="${hint.as}"`];
  if (hint.as === 'fetch') attributes.push('crossorigin="anonymous"');
  if (hint.media) attributes.push(`media="${escapeAttribute(hint.media)}"`);
  // The largest image first; code and data after the document's own first paint (the splash),
  // which they must not delay (they are not needed to paint it).
  attributes.push(`fetchpriority="${hint.highPriority ? 'high' : 'low'}"`);
  return `<link ${attributes.join(' ')} />`;
}

const hintFor = (href: string): Hint => ({ href, as: href.endsWith('.css') ? 'style' : 'script' });

export interface FirstLoadInput {
  html: string;
  /** The request's path (no query). */
  path: string;
  /** remotes.json as served. */
  remotesFile: { remotes?: Record<string, RemoteRelease> };
  /** The deployed site's folder (`shell/`, `remotes/`). */
  siteRoot: string;
  language: Language;
  /**
   * The page may get a first view (its remote has a renderer for it): its code waits for the
   * view to paint. Decided before the view is drawn, since the head goes out first.
   */
  awaitsFirstView?: boolean;
}

/** A remote's files for one exposed module: manifest, entry, the module, unprovided shared libraries, texts. */
function exposedHints(
  input: FirstLoadInput,
  release: RemoteRelease,
  exposedPath: string,
  /** Shared libraries the shell provides; null: preload none (the module of another remote). */
  providedByShell: Set<string> | null,
): Hint[] {
  const dir = localDir(input, release);
  const manifest = dir ? readJson<Manifest>(join(dir, 'mf-manifest.json')) : undefined;
  if (!dir || !manifest) return [];
  const base = release.entry.replace(/[^/]*$/, '');
  const files: string[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.push(`${entry.path ?? ''}${entry.name}`);
  const exposed = manifest.exposes?.find(
    (expose) => expose.path === exposedPath || `./${expose.path}` === exposedPath,
  );
  files.push(...(exposed?.assets?.css?.sync ?? []), ...(exposed?.assets?.js?.sync ?? []));
  const firstLoad = readJson<Record<string, string[]>>(join(dir, FIRST_LOAD_FILE)) ?? {};
  for (const shared of providedByShell ? (manifest.shared ?? []) : []) {
    if (!providedByShell?.has(shared.name)) files.push(...sharedFiles(shared, firstLoad));
  }
  files.push(...(firstLoad[`./locales/${input.language}.json`] ?? []));
  return [
    { href: release.entry, as: 'fetch' as const },
    ...[...new Set(files)].map((file) => hintFor(`${base}${file}`)),
  ];
}

/**
 * The files of a shared library its provider loads (`shared:<name>` in first-load.json, written
 * at build time). The manifest also lists the copies only a consumer's fallback loads, which the
 * page never runs (effector-react and react-dom twice: 5 KB gzip preloaded for nothing); a
 * build without that key falls back to the manifest's list.
 */
function sharedFiles(
  shared: NonNullable<Manifest['shared']>[number],
  firstLoad: Record<string, string[]>,
): string[] {
  return firstLoad[`shared:${shared.name}`] ?? shared.assets?.js?.sync ?? [];
}

/** The folder of a release deployed on this site (none for one on another origin). */
export function localDir(
  input: Pick<FirstLoadInput, 'siteRoot'>,
  release: RemoteRelease,
): string | undefined {
  return release.entry.startsWith('/')
    ? join(input.siteRoot, release.entry.replace(/\/[^/]*$/, ''))
    : undefined;
}

/** The routes a release published: in remotes.json, else in the routes.json beside its manifest. */
export function publishedRoutes(input: Pick<FirstLoadInput, 'siteRoot'>) {
  return (_name: string, release: RemoteRelease): PublishedRoute[] => {
    if (release.published?.routes) return release.published.routes;
    // A remote released before routes reached remotes.json: the routes.json shipped beside its manifest.
    const dir = localDir(input, release);
    return (dir && readJson<{ routes?: PublishedRoute[] }>(join(dir, 'routes.json'))?.routes) || [];
  };
}

/**
 * The folder of the release that renders `path` for this browser (the versions `remotesFile`
 * gives it), and whether the route is private: none for the shell's own pages or a release on
 * another origin.
 */
export function routeRelease(
  input: Pick<FirstLoadInput, 'path' | 'remotesFile' | 'siteRoot'>,
): { releaseDir: string; privateRoute: boolean } | undefined {
  if (SHELL_ROUTES[input.path]) return undefined;
  const route = routeRemote(input.remotesFile.remotes ?? {}, input.path, publishedRoutes(input));
  const releaseDir = route && localDir(input, route.release);
  if (!route || !releaseDir) return undefined;
  return { releaseDir, privateRoute: route.guard === 'player' };
}

/**
 * Files to preload for the route's remote, and for the modules of other remotes its page shows
 * (`loads`: mf-home's page shows mf-casino's game rails).
 */
function remoteHints(input: FirstLoadInput, providedByShell: Set<string>): Hint[] {
  const remotes = input.remotesFile.remotes ?? {};
  // The shell's own pages (the login page) need no remote.
  if (SHELL_ROUTES[input.path]) return [];
  const route = routeRemote(remotes, input.path, publishedRoutes(input));
  // A private page: the edge cannot tell a player (the token is in the browser's storage) from a
  // guest, whom the shell sends to the login page before the remote is ever loaded.
  if (!route || route.guard === 'player') return [];
  const hints = exposedHints(input, route.release, route.exposed, providedByShell);
  if (hints.length === 0) return [];
  // Its manifest lists every shared library the remote may use (any of its modules): a copy the
  // module needs and the page has not loaded comes when it is consumed, never preloaded for
  // nothing (mf-casino's router, for its pages, not the home page's rails).
  for (const id of route.loads) {
    const [name, exposed] = id.split('/') as [string, string];
    const release = remotes[name];
    if (release) hints.push(...exposedHints(input, release, `./${exposed}`, null));
  }
  const seen = new Set<string>();
  return hints.filter((hint) => !seen.has(hint.href) && Boolean(seen.add(hint.href)));
}

/** The shell's start-up files: its shared libraries, bootstrap, chrome, texts (and the route's own page). */
function shellHints(input: FirstLoadInput): { hints: Hint[]; provided: Set<string> } {
  const shellDir = join(input.siteRoot, 'shell');
  const manifest = readJson<Manifest>(join(shellDir, 'mf-manifest.json'));
  const firstLoad = readJson<Record<string, string[]>>(join(shellDir, FIRST_LOAD_FILE)) ?? {};
  const provided = new Set((manifest?.shared ?? []).map((shared) => shared.name));
  const files = [
    ...SHELL_START.flatMap((request) => firstLoad[request] ?? []),
    ...(SHELL_ROUTES[input.path] ?? []).flatMap((request) => firstLoad[request] ?? []),
    ...(firstLoad[`./locales/${input.language}.json`] ?? []),
    ...(manifest?.shared ?? []).flatMap((shared) => sharedFiles(shared, firstLoad)),
  ];
  const byLayout = Object.entries(SHELL_BY_LAYOUT).flatMap(([request, media]) =>
    (firstLoad[request] ?? []).map((file) => ({ ...hintFor(`/${file}`), media })),
  );
  return {
    hints: [...[...new Set(files)].map((file) => hintFor(`/${file}`)), ...byLayout],
    provided,
  };
}

/** The files the page's code needs at once: the shell's start-up, then the route's remote. */
export function firstLoadHints(input: FirstLoadInput): Hint[] {
  const shell = shellHints(input);
  return [...shell.hints, ...remoteHints(input, shell.provided)];
}
