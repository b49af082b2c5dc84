/**
 * What a remote publishes with each version besides its code: its routes (path prefix, guard,
 * full-width flag, exposed module) and its menu entries. A remote declares them in its package's
 * `routes.json`; the release command checks the file and ships it beside the manifest; promote
 * copies it into the remote's entry of remotes.json, so the shell builds its route table and
 * menu from the runtime map on the next page load, with no shell release.
 *
 * Plain data and checks only: the ops tooling (Node) and the shell (browser) both use this file.
 */

export type RouteGuard = 'guest' | 'player' | 'any';
export type Language = 'fr' | 'en' | 'ar';
export type MenuLabel = Record<Language, string>;

export interface PublishedRoute {
  /** Path prefix, matched segment by segment: `/casino` covers `/casino/preview`, not `/casino2`. */
  path: string;
  /** guest: only without a token (a player goes home); player: only with one; any: everyone. */
  guard: RouteGuard;
  /** The page has no widgets column: its content takes the width (the account pages). */
  fullWidth: boolean;
  /**
   * The page hides the chrome too (header, side menu, bottom navigation, footer) and uses the
   * whole window: the game launch pages. Implies `fullWidth`.
   */
  immersive: boolean;
  /** The exposed module that renders it (default `./app`). */
  exposed: string;
  /** This route also shows every path no other route claims (the home page). */
  default: boolean;
  /**
   * Modules of other remotes the page shows (`mf_casino/game-rail`, loaded at runtime through
   * `@casino/shared/remotes`): the edge preloads them with the route's own files.
   */
  loads: string[];
}

export interface PublishedMenuEntry {
  /** Stable id, unique across the menu (React key, test id). */
  id: string;
  /** Position in the menu; entries of every remote are sorted by it. */
  order: number;
  label: MenuLabel;
  path: string;
  mobilePath?: string;
  /** One of the shell's icon names (home, sport, casino, live, crash, star, gift, info, history). */
  icon?: string;
  loginRequired: boolean;
  inline: boolean;
  colWidth: number;
  children: PublishedMenuEntry[];
  /** A group opens by itself on these path prefixes. */
  openOn: string[];
  /**
   * Also in the phone's bottom navigation (top-level entries only), in menu order: a link to
   * `mobilePath ?? path`, or for a group a button offering its children.
   */
  bottomNav: boolean;
}

/**
 * Places of a remote that another team's chrome links to by name, so the shell holds no path of
 * another team's: `cashier` is the deposit page (the header's balance, the footer's payment
 * logos link to it); `excludedWithdraw` and `excludedEnd` are where an excluded player withdraws
 * the balance and asks for the end of a self-exclusion (the login form's refusal links to them).
 */
export const LINK_NAMES = ['cashier', 'excludedWithdraw', 'excludedEnd'] as const;
export type LinkName = (typeof LINK_NAMES)[number];
export type PublishedLinks = Partial<Record<LinkName, string>>;

export interface RemotePublication {
  routes: PublishedRoute[];
  menu: PublishedMenuEntry[];
  /** Named places (absent from publications made before links existed). */
  links?: PublishedLinks;
}

export const EMPTY_PUBLICATION: RemotePublication = { routes: [], menu: [] };

const PATH = /^\/(?:[a-z0-9_-]+(?:\/[a-z0-9_-]+)*)?$/;
const EXPOSED = /^\.\/[A-Za-z0-9_-]+$/;
const REMOTE_MODULE = /^[a-z][a-z0-9_]*\/[A-Za-z0-9_-]+$/;
const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const GUARDS: readonly RouteGuard[] = ['guest', 'player', 'any'];
const LANGUAGES: readonly Language[] = ['fr', 'en', 'ar'];

class PublicationError extends Error {}

function fail(where: string, message: string): never {
  throw new PublicationError(`${where}: ${message}`);
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    fail(where, 'expected an object');
  return value as Record<string, unknown>;
}

function onlyKeys(value: Record<string, unknown>, allowed: string[], where: string): void {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  if (extra.length > 0) fail(where, `unknown field ${extra.join(', ')}`);
}

function path(value: unknown, where: string): string {
  if (typeof value !== 'string' || !PATH.test(value)) {
    fail(
      where,
      `"${String(value)}" is not a path like /casino or /casino/play_game (lower case, digits, _ and -)`,
    );
  }
  return value;
}

function optionalBoolean(value: unknown, where: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') fail(where, 'expected true or false');
  return value;
}

function parseRoute(value: unknown, where: string): PublishedRoute {
  const route = record(value, where);
  onlyKeys(
    route,
    ['path', 'guard', 'fullWidth', 'immersive', 'exposed', 'default', 'loads'],
    where,
  );
  const guard = route.guard ?? 'any';
  if (!GUARDS.includes(guard as RouteGuard))
    fail(`${where}.guard`, `expected one of ${GUARDS.join(', ')}`);
  const immersive = optionalBoolean(route.immersive, `${where}.immersive`);
  const exposed = route.exposed ?? './app';
  if (typeof exposed !== 'string' || !EXPOSED.test(exposed))
    fail(`${where}.exposed`, 'expected ./<name>');
  const loads = route.loads ?? [];
  if (
    !Array.isArray(loads) ||
    !loads.every((id) => typeof id === 'string' && REMOTE_MODULE.test(id))
  )
    fail(`${where}.loads`, 'expected a list of <remote>/<exposed> such as mf_casino/game-rail');
  return {
    path: path(route.path, `${where}.path`),
    guard: guard as RouteGuard,
    fullWidth: optionalBoolean(route.fullWidth, `${where}.fullWidth`) || immersive,
    immersive,
    exposed,
    default: optionalBoolean(route.default, `${where}.default`),
    loads: loads as string[],
  };
}

function parseLabel(value: unknown, where: string): MenuLabel {
  const label = record(value, where);
  onlyKeys(label, [...LANGUAGES], where);
  for (const language of LANGUAGES) {
    const text = label[language];
    if (typeof text !== 'string' || text.trim() === '' || text.length > 60) {
      fail(`${where}.${language}`, 'every language needs a text of 1 to 60 characters');
    }
  }
  return label as MenuLabel;
}

function parseMenuEntry(value: unknown, where: string, depth: number): PublishedMenuEntry {
  const entry = record(value, where);
  onlyKeys(
    entry,
    [
      'id',
      'order',
      'label',
      'path',
      'mobilePath',
      'icon',
      'loginRequired',
      'inline',
      'colWidth',
      'children',
      'openOn',
      'bottomNav',
    ],
    where,
  );
  if (typeof entry.id !== 'string' || !ID.test(entry.id))
    fail(`${where}.id`, 'expected a short kebab-case id');
  const order = entry.order ?? 0;
  if (!Number.isInteger(order)) fail(`${where}.order`, 'expected an integer');
  const colWidth = entry.colWidth ?? 1;
  if (!Number.isInteger(colWidth) || (colWidth as number) < 1 || (colWidth as number) > 4) {
    fail(`${where}.colWidth`, 'expected 1 to 4');
  }
  if (entry.icon !== undefined && (typeof entry.icon !== 'string' || !ID.test(entry.icon))) {
    fail(`${where}.icon`, 'expected an icon name');
  }
  const children = entry.children ?? [];
  if (!Array.isArray(children)) fail(`${where}.children`, 'expected a list');
  if (depth > 0 && children.length > 0) fail(`${where}.children`, 'menu groups do not nest');
  const bottomNav = optionalBoolean(entry.bottomNav, `${where}.bottomNav`);
  if (depth > 0 && bottomNav) fail(`${where}.bottomNav`, 'only a top-level entry');
  const openOn = entry.openOn ?? [];
  if (!Array.isArray(openOn)) fail(`${where}.openOn`, 'expected a list of paths');
  return {
    id: entry.id,
    order: order as number,
    label: parseLabel(entry.label, `${where}.label`),
    path: path(entry.path, `${where}.path`),
    ...(entry.mobilePath === undefined
      ? {}
      : { mobilePath: path(entry.mobilePath, `${where}.mobilePath`) }),
    ...(entry.icon === undefined ? {} : { icon: entry.icon as string }),
    loginRequired: optionalBoolean(entry.loginRequired, `${where}.loginRequired`),
    inline: optionalBoolean(entry.inline, `${where}.inline`),
    colWidth: colWidth as number,
    children: children.map((child, index) =>
      parseMenuEntry(child, `${where}.children[${index}]`, depth + 1),
    ),
    openOn: openOn.map((prefix, index) => path(prefix, `${where}.openOn[${index}]`)),
    bottomNav,
  };
}

function parseLinks(value: unknown, where: string): PublishedLinks {
  const links = record(value, where);
  onlyKeys(links, [...LINK_NAMES], where);
  return Object.fromEntries(
    Object.entries(links).map(([name, target]) => [name, path(target, `${where}.${name}`)]),
  );
}

/** Checks a remote's `routes.json`; throws with the field at fault. */
export function parsePublication(value: unknown, where = 'routes.json'): RemotePublication {
  const publication = record(value, where);
  onlyKeys(publication, ['$comment', 'routes', 'menu', 'links'], where);
  const { routes = [], menu = [] } = publication;
  if (!Array.isArray(routes)) fail(`${where}.routes`, 'expected a list');
  if (!Array.isArray(menu)) fail(`${where}.menu`, 'expected a list');
  const parsed: RemotePublication = {
    routes: routes.map((route, index) => parseRoute(route, `${where}.routes[${index}]`)),
    menu: menu.map((entry, index) => parseMenuEntry(entry, `${where}.menu[${index}]`, 0)),
    ...(publication.links === undefined
      ? {}
      : { links: parseLinks(publication.links, `${where}.links`) }),
  };
  const seen = new Set<string>();
  for (const route of parsed.routes) {
    if (seen.has(route.path)) fail(`${where}.routes`, `${route.path} is declared twice`);
    seen.add(route.path);
  }
  return parsed;
}

/** `prefix` covers `pathname` segment by segment (`/live` covers `/live/x`, not `/live_casino`). */
export function coversPath(prefix: string, pathname: string): boolean {
  if (prefix === '/') return true;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Paths two remotes both claim (a route or a default) and link names two remotes both publish,
 * which the release must refuse.
 */
export function routeConflicts(publications: Record<string, RemotePublication>): string[] {
  const owner = new Map<string, string>();
  const conflicts: string[] = [];
  const claim = (key: string, remote: string) => {
    const other = owner.get(key);
    if (other && other !== remote) conflicts.push(`${key} is claimed by ${other} and ${remote}`);
    owner.set(key, remote);
  };
  for (const [remote, { routes, links = {} }] of Object.entries(publications)) {
    for (const route of routes) claim(route.default ? '(default)' : route.path, remote);
    for (const name of Object.keys(links)) claim(`link ${name}`, remote);
  }
  return conflicts;
}

/** Every remote's named places, merged (a name is published by one remote: see routeConflicts). */
export function linksOf(publications: Record<string, RemotePublication>): PublishedLinks {
  return Object.assign({}, ...Object.values(publications).map(({ links }) => links ?? {}));
}
