/**
 * The main menu (link name, path, child flag, sub-links, full-width flag, column width, inline
 * flag, login-required flag), built from the entries each remote publishes with its
 * version (remotes.json), sorted by their order. On mobile the game lists link to their preview
 * routes, the profile to /profile.
 */
import type { Language, PublishedMenuEntry } from '@casino/shared/publication';
import type { MenuItem } from '../../platform/route-types';
import {
  CasinoIcon,
  CrashIcon,
  GiftIcon,
  HistoryIcon,
  HomeIcon,
  InfoIcon,
  LiveIcon,
  SportIcon,
  StarIcon,
  UserIcon,
} from '../lib/icons';

export type { MenuItem };

const ICONS: Record<string, MenuItem['icon']> = {
  home: HomeIcon,
  sport: SportIcon,
  casino: CasinoIcon,
  live: LiveIcon,
  crash: CrashIcon,
  star: StarIcon,
  gift: GiftIcon,
  info: InfoIcon,
  history: HistoryIcon,
  user: UserIcon,
};

function itemOf(entry: PublishedMenuEntry): MenuItem {
  const icon = entry.icon ? ICONS[entry.icon] : undefined;
  return {
    name: entry.id,
    label: entry.label,
    path: entry.path,
    ...(entry.mobilePath ? { mobilePath: entry.mobilePath } : {}),
    child: entry.children.length > 0,
    ...(entry.children.length > 0 ? { children: entry.children.map(itemOf) } : {}),
    fullWidth: false,
    colWidth: entry.colWidth,
    inline: entry.inline,
    loginRequired: entry.loginRequired,
    ...(icon ? { icon } : {}),
    openOn: entry.openOn,
    bottomNav: entry.bottomNav,
  };
}

/** Every remote's entries in one menu, by order (ties keep the remotes' order). */
export function menuFrom(entries: PublishedMenuEntry[]): MenuItem[] {
  return [...entries].sort((a, b) => a.order - b.order).map(itemOf);
}

export function labelOf(item: MenuItem, language: string): string {
  return item.label[language as Language] ?? item.label.fr;
}

export const ProfileIcon = UserIcon;

export function pathFor(item: MenuItem, layout: 'mobile' | 'desktop'): string {
  return layout === 'mobile' ? (item.mobilePath ?? item.path) : item.path;
}
