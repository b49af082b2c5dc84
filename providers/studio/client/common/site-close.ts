/**
 * On a phone the site shows a game full page, with its close button (40 px, 8 px in) over the
 * frame's top inline-end corner: each game's top bar (`.bar`) keeps that corner free, on the side
 * the page's language writes towards.
 */
export const BAR_CLEAR_OF_SITE_CLOSE =
  '@media (max-width:900px),(pointer:coarse){.bar{padding-inline-end:48px}}';
