import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { constructRoutes, matchRoute } from 'single-spa-layout';
import { menuFrom, pathFor } from '../chrome/sidebar/menu';
import { guardRedirect, isFullWidthPath, isImmersivePath } from '../services/navigation/routes';
import {
  linksOf,
  parsePublication,
  routeConflicts,
  type RemotePublication,
} from '@casino/shared/publication';
import { layoutRoutes, layoutWithRoutes, publishedApplications, routeRules } from './route-table';

const root = join(import.meta.dirname, '..', '..', '..');
/** What the four remotes of this workspace publish today. */
const workspace = Object.fromEntries(
  ['mf-home', 'mf-casino', 'mf-sport', 'mf-account'].map((name) => [
    name.replace('-', '_'),
    parsePublication(JSON.parse(readFileSync(join(root, name, 'routes.json'), 'utf8')), name),
  ]),
) as Record<string, RemotePublication>;
const template = readFileSync(join(import.meta.dirname, '..', 'microfrontend-layout.html'), 'utf8');

/** Application names single-spa-layout would mount on `path`. */
function applicationsOn(publications: Record<string, RemotePublication>, path: string): string[] {
  const routes = constructRoutes(layoutWithRoutes(template, publications));
  const names: string[] = [];
  const walk = (node: { type?: string; name?: string; routes?: unknown[] }) => {
    if (node.type === 'application' && node.name) names.push(node.name);
    for (const child of node.routes ?? []) walk(child as typeof node);
  };
  walk(matchRoute(routes, path) as never);
  return names.filter((name) => !name.startsWith('shell-'));
}

describe('route table from the remotes’ publications', () => {
  it('mounts each remote on the paths it publishes and home on any other path', () => {
    expect(applicationsOn(workspace, '/casino/preview')).toContain('mf-casino');
    expect(applicationsOn(workspace, '/live_casino')).toContain('mf-casino');
    expect(applicationsOn(workspace, '/live')).toContain('mf-sport');
    expect(applicationsOn(workspace, '/live')).not.toContain('mf-casino');
    expect(applicationsOn(workspace, '/profile/dashboard')).toContain('mf-account');
    expect(applicationsOn(workspace, '/contact_us')).toContain('mf-home');
    expect(applicationsOn(workspace, '/casino')).not.toContain('mf-home');
  });

  it('a route a new version adds is mounted without touching the shell', () => {
    expect(applicationsOn(workspace, '/new_games')).toEqual([
      'mf-account-session-clock',
      'mf-home',
      'mf-casino-widgets',
    ]);
    const next = {
      ...workspace,
      mf_casino: {
        ...workspace.mf_casino!,
        routes: [
          ...workspace.mf_casino!.routes,
          ...parsePublication({ routes: [{ path: '/new_games' }] }).routes,
        ],
      },
    };
    expect(applicationsOn(next, '/new_games')).toContain('mf-casino');
    expect(applicationsOn(next, '/new_games')).not.toContain('mf-home');
  });

  it('emits one route per outermost path and the other exposed modules as their own applications', () => {
    const html = layoutRoutes({
      mf_casino: parsePublication({
        routes: [
          { path: '/casino' },
          { path: '/casino/play_game', fullWidth: true },
          { path: '/lobby', exposed: './lobby' },
        ],
      }),
    });
    expect(html.match(/<route /g)).toHaveLength(2);
    expect(html).toContain('<route path="lobby"><application name="mf-casino-lobby">');
    expect(
      publishedApplications({
        mf_casino: parsePublication({ routes: [{ path: '/lobby', exposed: './lobby' }] }),
      }),
    ).toEqual({
      'mf-casino-lobby': { kind: 'remote', remote: 'mf_casino', exposed: './lobby' },
    });
  });

  it('guards and widths follow the most specific published route', () => {
    const rules = routeRules(workspace);
    for (const path of [
      '/live',
      '/sport',
      '/profile/dashboard',
      '/user_card',
      '/casino_history',
      '/reset_password',
    ]) {
      expect(guardRedirect(path, false, 'mobile', rules)).toBe('/login');
      expect(guardRedirect(path, false, 'desktop', rules)).toBe('/');
      expect(guardRedirect(path, true, 'desktop', rules)).toBeNull();
    }
    expect(guardRedirect('/live_casino', false, 'desktop', rules)).toBeNull();
    expect(guardRedirect('/login', true, 'mobile', rules)).toBe('/');
    expect(isFullWidthPath('/casino/play_game', rules)).toBe(true);
    expect(isFullWidthPath('/crash/play_game', rules)).toBe(true);
    expect(isFullWidthPath('/casino/preview', rules)).toBe(false);
    expect(isFullWidthPath('/favorite/play_game', rules)).toBe(false);
    // The account pages drop the widgets column and keep the chrome; the game pages drop both.
    for (const path of ['/profile/dashboard', '/profile/transaction_history', '/user_card']) {
      expect(isFullWidthPath(path, rules)).toBe(true);
      expect(isImmersivePath(path, rules)).toBe(false);
    }
    expect(isImmersivePath('/casino/play_game', rules)).toBe(true);
    expect(isImmersivePath('/live_casino/play_game', rules)).toBe(true);
    expect(isImmersivePath('/casino/preview', rules)).toBe(false);
  });

  it('an immersive route is full width too', () => {
    const [route] = parsePublication({
      routes: [{ path: '/casino/play_game', immersive: true }],
    }).routes;
    expect(route).toMatchObject({ fullWidth: true, immersive: true });
    expect(() => parsePublication({ routes: [{ path: '/x', immersive: 'yes' }] })).toThrow(
      /immersive/,
    );
  });

  it('builds one menu from every remote’s entries, in their order, in every language', () => {
    const menu = menuFrom(Object.values(workspace).flatMap(({ menu }) => menu));
    expect(menu.map((item) => item.name)).toEqual([
      'home',
      'sport',
      'casino',
      'live-casino',
      'crash',
      'top-games',
      'favorite',
      'pragmatic',
      'promotions',
      'account',
      'information',
    ]);
    // One link to the account, whose own navigation is in the page: its sections are listed once.
    expect(menu.find((item) => item.name === 'account')).toMatchObject({
      child: false,
      path: '/profile/dashboard',
      mobilePath: '/profile',
    });
    expect(menu.find((item) => item.name === 'casino')).toMatchObject({
      mobilePath: '/casino/preview',
      label: { ar: expect.any(String) },
    });
  });
});

describe('the bottom navigation from the remotes’ publications', () => {
  it('the entries published with bottomNav, in menu order, to their mobile paths; Sport offers its links', () => {
    const menu = menuFrom(Object.values(workspace).flatMap(({ menu }) => menu));
    const bottom = menu.filter((item) => item.bottomNav);
    expect(bottom.map((item) => [item.name, pathFor(item, 'mobile')])).toEqual([
      ['home', '/'],
      ['sport', '/sport'],
      ['casino', '/casino/preview'],
      ['live-casino', '/live_casino/preview'],
      ['crash', '/crash/preview'],
    ]);
    const sport = bottom.find((item) => item.name === 'sport')!;
    expect(sport.child).toBe(true);
    expect(sport.children?.map((child) => [child.path, child.label.fr])).toEqual([
      ['/sport', 'Avant-match'],
      ['/live', 'En direct'],
    ]);
  });

  it('only a top-level entry may be in it', () => {
    const label = { fr: 'X', en: 'X', ar: 'X' };
    expect(() =>
      parsePublication({
        menu: [
          {
            id: 'x',
            path: '/x',
            label,
            children: [{ id: 'y', path: '/y', label, bottomNav: true }],
          },
        ],
      }),
    ).toThrow(/bottomNav/);
    expect(() =>
      parsePublication({ menu: [{ id: 'x', path: '/x', label, bottomNav: 'yes' }] }),
    ).toThrow(/bottomNav/);
  });
});

describe('published routes are checked', () => {
  it('refuses markup, unknown guards, missing languages and duplicate paths', () => {
    expect(() => parsePublication({ routes: [{ path: '/x"><script>' }] })).toThrow(/not a path/);
    expect(() => parsePublication({ routes: [{ path: '/x', guard: 'admin' }] })).toThrow(/guard/);
    expect(() => parsePublication({ routes: [{ path: '/x', exposed: '../x' }] })).toThrow(
      /exposed/,
    );
    expect(() => parsePublication({ routes: [{ path: '/x', hidden: true }] })).toThrow(
      /unknown field hidden/,
    );
    expect(() =>
      parsePublication({ menu: [{ id: 'x', path: '/x', label: { fr: 'X', en: 'X' } }] }),
    ).toThrow(/menu\[0\]\.label\.ar/);
    expect(() => parsePublication({ routes: [{ path: '/x' }, { path: '/x' }] })).toThrow(/twice/);
  });

  it('finds paths two remotes claim', () => {
    expect(routeConflicts(workspace)).toEqual([]);
    expect(
      routeConflicts({
        ...workspace,
        mf_sport: parsePublication({ routes: [{ path: '/casino' }, { path: '/', default: true }] }),
      }),
    ).toEqual([
      '/casino is claimed by mf_casino and mf_sport',
      '(default) is claimed by mf_home and mf_sport',
    ]);
  });
});

describe('named places the chrome links to', () => {
  it('mf-account publishes the cashier: its deposit page, under a route it guards for players', () => {
    const { cashier } = linksOf(workspace);
    expect(cashier).toBe('/cashier/deposit');
    expect(guardRedirect(cashier!, false, 'desktop', routeRules(workspace))).not.toBeNull();
  });

  it('refuses an unknown name or a bad path, and one name published by two remotes', () => {
    expect(() => parsePublication({ links: { wallet: '/cashier' } })).toThrow(
      /unknown field wallet/,
    );
    expect(() => parsePublication({ links: { cashier: 'https://evil.example/' } })).toThrow(
      /links.cashier/,
    );
    expect(
      routeConflicts({
        ...workspace,
        mf_extra: parsePublication({ links: { cashier: '/deposit' } }),
      }),
    ).toEqual(['link cashier is claimed by mf_account and mf_extra']);
  });
});
