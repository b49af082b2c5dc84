/**
 * Conditions beyond the route for an application to be active. The widgets column (jackpot
 * panel, top wins) exists only in the desktop layout and not on full-width pages (account and
 * game pages), so on a phone or a game page its code is not even downloaded; the session clock
 * only while a player is logged in. Desktop and full width mean what the chrome
 * means by them (services/device, services/navigation).
 */
import { triggerAppChange } from 'single-spa';
import { TABLET_QUERY } from '../services/device/model';
import { $tokenPresent } from '../services/token/model';
import { $routeRules } from '../services/navigation/model';
import { isFullWidthPath } from '../services/navigation/routes';

const isDesktopLayout = () => !window.matchMedia(TABLET_QUERY).matches;

export const extraActivity: Record<string, (location: Location) => boolean> = {
  'mf-casino-widgets': (location) =>
    isDesktopLayout() && !isFullWidthPath(location.pathname, $routeRules.getState()),
  // The session clock exists only while a token is held: a guest never downloads it.
  'mf-account-session-clock': () => $tokenPresent.getState(),
};

/**
 * Re-evaluate activity when the layout switches between desktop and mobile, or a token comes or
 * goes. A token change is followed by its own navigation (a logout goes home, a login back to
 * the page asked for): it is let go first, since a reroute at the old private URL without a
 * token made the guard cancel the logout's way home and send a phone to /login.
 */
export function watchLayoutChanges(): void {
  window.matchMedia(TABLET_QUERY).addEventListener('change', () => void triggerAppChange());
  $tokenPresent.updates.watch(() => setTimeout(() => void triggerAppChange()));
}
