/**
 * The main menu (spec §2: link name, path, child flag, sub-links, full-width flag, column width,
 * inline flag, login-required flag). Names are translation keys of the shell namespace. On
 * mobile the game lists link to their preview routes, the profile to /profile.
 */
import type { ComponentType } from 'react';
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

export interface MenuItem {
  /** Translation key of the link name. */
  name: string;
  path: string;
  /** Where the link goes on the mobile layout, when not `path`. */
  mobilePath?: string;
  /** The item is a group with sub-links. */
  child: boolean;
  children?: MenuItem[];
  /** The page it opens uses the whole width (no widgets column). */
  fullWidth: boolean;
  /** Columns the item spans in the menu grid (1 = one line). */
  colWidth: number;
  /** Rendered inline with its neighbours rather than on its own line. */
  inline: boolean;
  loginRequired: boolean;
  icon?: ComponentType<{ size?: number; className?: string }>;
}

const link = (
  name: string,
  path: string,
  options: Partial<Omit<MenuItem, 'name' | 'path'>> = {},
): MenuItem => ({ name, path, child: false, fullWidth: false, colWidth: 1, inline: false, loginRequired: false, ...options });

const group = (name: string, path: string, children: MenuItem[], options: Partial<MenuItem> = {}): MenuItem =>
  link(name, path, { child: true, children, ...options });

export const SPORT_GROUP = 'menu.sport';
export const ACCOUNT_GROUP = 'menu.account';

export const mainMenu: MenuItem[] = [
  link('menu.home', '/', { icon: HomeIcon }),
  group(
    SPORT_GROUP,
    '/sport',
    [link('menu.prematch', '/sport', { loginRequired: true }), link('menu.live', '/live', { loginRequired: true })],
    { icon: SportIcon, loginRequired: true },
  ),
  link('menu.casino', '/casino', { mobilePath: '/casino/preview', icon: CasinoIcon }),
  link('menu.liveCasino', '/live_casino', { mobilePath: '/live_casino/preview', icon: LiveIcon }),
  link('menu.crash', '/crash', { mobilePath: '/crash/preview', icon: CrashIcon }),
  link('menu.topGames', '/top_game', { icon: StarIcon }),
  link('menu.favorite', '/favorite', { icon: StarIcon, loginRequired: true }),
  link('menu.pragmatic', '/pragmatic', { icon: CasinoIcon }),
  link('menu.promotions', '/promotions', { icon: GiftIcon }),
  group(
    ACCOUNT_GROUP,
    '/profile/dashboard',
    [
      link('menu.dashboard', '/profile/dashboard', { mobilePath: '/profile', loginRequired: true }),
      link('menu.transactionHistory', '/profile/transaction_history', { mobilePath: '/transaction_history', loginRequired: true }),
      link('menu.gamesHistory', '/profile/games_history', { mobilePath: '/casino_history', loginRequired: true }),
      link('menu.sportHistory', '/profile/sport_history', { mobilePath: '/sport_history', loginRequired: true }),
      link('menu.resetPassword', '/profile/reset_password', { mobilePath: '/reset_password', loginRequired: true }),
    ],
    { icon: HistoryIcon, loginRequired: true },
  ),
  group(
    'menu.information',
    '/contact_us',
    [
      link('menu.contactUs', '/contact_us', { inline: true }),
      link('menu.playResponsibly', '/play_responsibly', { inline: true }),
      link('menu.termCondition', '/term_condition', { inline: true }),
      link('menu.sportBetRules', '/sport_bet_rules', { inline: true }),
      link('menu.sportRules', '/sport_rules', { inline: true }),
    ],
    { icon: InfoIcon },
  ),
];

export const ProfileIcon = UserIcon;

export function pathFor(item: MenuItem, layout: 'mobile' | 'desktop'): string {
  return layout === 'mobile' ? (item.mobilePath ?? item.path) : item.path;
}
