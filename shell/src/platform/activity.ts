/**
 * Conditions beyond the route for an application to be active. The widgets column (jackpot
 * panel, top wins) exists only in the desktop layout and not on full-width pages, so on a phone
 * or a game page its code is not even downloaded.
 */
import { triggerAppChange } from 'single-spa';

const DESKTOP_QUERY = '(min-width: 1024px)';
const FULL_WIDTH_PAGES = /^\/(casino|live_casino|crash)\/play_game\/?$/;

export const isDesktopLayout = () => window.matchMedia(DESKTOP_QUERY).matches;
export const isFullWidthPage = (location: Location) => FULL_WIDTH_PAGES.test(location.pathname);

export const extraActivity: Record<string, (location: Location) => boolean> = {
  'mf-casino-widgets': (location) => isDesktopLayout() && !isFullWidthPage(location),
};

/** Re-evaluate activity when the layout switches between desktop and mobile. */
export function watchLayoutChanges(): void {
  window.matchMedia(DESKTOP_QUERY).addEventListener('change', () => void triggerAppChange());
}
