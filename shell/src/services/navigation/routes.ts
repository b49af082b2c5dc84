/**
 * What the shell needs to know about a path (spec §2): which routes need a token, which are
 * for guests only, which run full width, which group of the sidebar they belong to, and where
 * the mobile go-top link is not shown.
 */
const PRIVATE_ROOTS = [
  'live',
  'sport',
  'casino_history',
  'sport_history',
  'profile',
  'user_card',
  'games_history',
  'transaction_history',
  'reset_password',
];

const GUEST_ONLY_ROOTS = ['login'];

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function rootOf(pathname: string): string {
  return segments(pathname)[0] ?? '';
}

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_ROOTS.includes(rootOf(pathname));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return GUEST_ONLY_ROOTS.includes(rootOf(pathname));
}

/** The three game launch pages hide the chrome and use the whole width. */
export function isFullWidthPath(pathname: string): boolean {
  const [root, child] = segments(pathname);
  return child === 'play_game' && ['casino', 'live_casino', 'crash'].includes(root ?? '');
}

export function isSportPath(pathname: string): boolean {
  return ['sport', 'prematch', 'live'].includes(rootOf(pathname));
}

/** History and reset-password paths open the sidebar's Account group. */
export function isAccountPath(pathname: string): boolean {
  return segments(pathname).some((part) => part.endsWith('_history') || part === 'reset_password');
}

/** The mobile go-top link shows everywhere but on sport, login, user card, history, password and game pages. */
export function showsGoTop(pathname: string): boolean {
  if (isSportPath(pathname) || isGuestOnlyPath(pathname) || isFullWidthPath(pathname)) return false;
  if (rootOf(pathname) === 'user_card') return false;
  return !isAccountPath(pathname);
}

/** Going home or to the profile resets the sportsbook widget (spec §2 Layout). */
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
): string | null {
  if (!tokenPresent && isPrivatePath(pathname)) return layout === 'mobile' ? '/login' : '/';
  if (tokenPresent && isGuestOnlyPath(pathname)) return '/';
  return null;
}
