/**
 * What the shell needs to know about a path: which routes need a token, which are
 * for guests only, which run full width, which group of the sidebar they belong to, and where
 * the mobile go-top link is not shown. Guards and widths come from the routes each remote
 * publishes (`RouteRule`, see platform/route-table.ts); the login page is the shell's own.
 */
import { coversPath } from '@casino/shared/publication';
import type { RouteRule } from '../../platform/route-types';

export type { RouteRule };

const SHELL_RULES: readonly RouteRule[] = [
  { path: '/login', guard: 'guest', fullWidth: false, immersive: false },
];

/** The most specific rule covering `pathname`, if any. */
function ruleFor(pathname: string, rules: readonly RouteRule[]): RouteRule | undefined {
  let best: RouteRule | undefined;
  for (const rule of [...SHELL_RULES, ...rules]) {
    if (coversPath(rule.path, pathname) && (!best || rule.path.length > best.path.length))
      best = rule;
  }
  return best;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function rootOf(pathname: string): string {
  return segments(pathname)[0] ?? '';
}

export function isPrivatePath(pathname: string, rules: readonly RouteRule[] = []): boolean {
  return ruleFor(pathname, rules)?.guard === 'player';
}

export function isGuestOnlyPath(pathname: string, rules: readonly RouteRule[] = []): boolean {
  return ruleFor(pathname, rules)?.guard === 'guest';
}

/** Pages without the widgets column, whose content takes the width (account and game pages). */
export function isFullWidthPath(pathname: string, rules: readonly RouteRule[] = []): boolean {
  return ruleFor(pathname, rules)?.fullWidth ?? false;
}

/** Pages that hide the chrome too and use the whole window (the game launch pages). */
export function isImmersivePath(pathname: string, rules: readonly RouteRule[] = []): boolean {
  return ruleFor(pathname, rules)?.immersive ?? false;
}

export function isSportPath(pathname: string): boolean {
  return ['sport', 'prematch', 'live'].includes(rootOf(pathname));
}

/** History and reset-password paths (no go-top on them: short forms and tables). */
export function isAccountPath(pathname: string): boolean {
  return segments(pathname).some((part) => part.endsWith('_history') || part === 'reset_password');
}

/** The mobile go-top link shows everywhere but on sport, login, user card, history, password and game pages. */
export function showsGoTop(pathname: string, rules: readonly RouteRule[] = []): boolean {
  if (isSportPath(pathname) || isGuestOnlyPath(pathname, rules) || isImmersivePath(pathname, rules))
    return false;
  if (rootOf(pathname) === 'user_card') return false;
  return !isAccountPath(pathname);
}

/** Going home or to the profile resets the sportsbook widget, so the next visit starts fresh. */
export function resetsSport(pathname: string): boolean {
  const root = rootOf(pathname);
  return root === '' || root === 'profile' || root === 'user_card';
}

export interface GuardDecision {
  redirectTo: string;
}

/** Where a navigation to `pathname` must go instead, if anywhere. */
export function guardRedirect(
  pathname: string,
  tokenPresent: boolean,
  layout: 'mobile' | 'desktop',
  rules: readonly RouteRule[] = [],
): string | null {
  if (!tokenPresent && isPrivatePath(pathname, rules)) return layout === 'mobile' ? '/login' : '/';
  if (tokenPresent && isGuestOnlyPath(pathname, rules)) return '/';
  return null;
}
