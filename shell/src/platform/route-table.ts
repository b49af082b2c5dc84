/**
 * The page's route table, built from what each remote published in remotes.json: the
 * single-spa-layout routes placed into the layout template, the application each route mounts,
 * and the rules (guard, full width, immersive) the chrome applies to a path.
 */
import type { AppSource, RouteRule } from './route-types';
import type { RemotePublication } from '@casino/shared/publication';
import { coversPath } from '@casino/shared/publication';

export type { RouteRule };

/** Where the remotes' routes go in `microfrontend-layout.html`. */
export const ROUTES_PLACEHOLDER = '<!-- remote routes -->';

/** mf_casino + ./app -> mf-casino; mf_casino + ./widgets -> mf-casino-widgets. */
export function applicationName(remote: string, exposed: string): string {
  const base = remote.replace(/_/g, '-');
  return exposed === './app' ? base : `${base}-${exposed.slice(2)}`;
}

/** The remote applications the published routes mount. */
export function publishedApplications(
  publications: Record<string, RemotePublication>,
): Record<string, AppSource> {
  const sources: Record<string, AppSource> = {};
  for (const [remote, { routes }] of Object.entries(publications)) {
    for (const { exposed } of routes) {
      sources[applicationName(remote, exposed)] = { kind: 'remote', remote, exposed };
    }
  }
  return sources;
}

/** single-spa-layout `<route>` elements: one per outermost path of each application, then the default. */
export function layoutRoutes(publications: Record<string, RemotePublication>): string {
  const lines: string[] = [];
  let fallback: string | null = null;
  for (const [remote, { routes }] of Object.entries(publications)) {
    for (const route of routes) {
      const name = applicationName(remote, route.exposed);
      if (route.default) fallback ??= name;
      const covered = routes.some(
        (other) =>
          other !== route && other.exposed === route.exposed && coversPath(other.path, route.path),
      );
      // Paths and names are checked by parsePublication (no quotes or markup can get here).
      if (!covered && route.path !== '/') {
        lines.push(
          `<route path="${route.path.slice(1)}"><application name="${name}"></application></route>`,
        );
      }
    }
  }
  if (fallback) lines.push(`<route default><application name="${fallback}"></application></route>`);
  return lines.join('\n');
}

export function layoutWithRoutes(
  template: string,
  publications: Record<string, RemotePublication>,
): string {
  if (!template.includes(ROUTES_PLACEHOLDER))
    throw new Error(`The layout template has no ${ROUTES_PLACEHOLDER}`);
  return template.replace(ROUTES_PLACEHOLDER, layoutRoutes(publications));
}

/** Guard and width of every published path, most specific first. */
export function routeRules(publications: Record<string, RemotePublication>): RouteRule[] {
  return Object.values(publications)
    .flatMap(({ routes }) =>
      routes.map(({ path, guard, fullWidth, immersive }) => ({
        path,
        guard,
        fullWidth,
        immersive,
      })),
    )
    .sort((a, b) => b.path.length - a.path.length);
}
