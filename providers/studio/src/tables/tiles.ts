/**
 * Lobby artwork of the card and dice table families (no text: the lobby writes the name):
 * drawn in the table's accent colour, in the upper two thirds of the 400 × 300 picture.
 */
import type { TableFamily } from '../catalogue/games';

/** A face-up card at (x, y), turned by `angle` degrees, with a pip of `color`. */
const card = (x: number, y: number, angle: number, color: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-42" y="-60" width="84" height="120" rx="10" fill="#fafafa" stroke="rgba(0,0,0,.35)" stroke-width="3"/><path d="M0 -26 L22 0 L0 26 L-22 0 Z" fill="${color}"/></g>`;

export const TABLE_TILES: Partial<Record<TableFamily, (accent: string) => string>> = {
  // The Player's and the Banker's two cards, fanned.
  baccarat: (accent) =>
    `<ellipse cx="200" cy="125" rx="170" ry="80" fill="${accent}" opacity=".22"/>${card(105, 120, -14, '#1f5fbf')}${card(155, 115, 6, '#1f5fbf')}${card(245, 115, -6, '#c8102e')}${card(295, 120, 14, '#c8102e')}`,
  // Two cards face to face: the Dragon's red, the Tiger's blue.
  'dragon-tiger': (accent) =>
    `<circle cx="200" cy="120" r="95" fill="${accent}" opacity=".25"/>${card(140, 120, -12, '#c8102e')}${card(260, 120, 12, '#1f5fbf')}<circle cx="200" cy="120" r="16" fill="${accent}"/>`,
  // Casino Hold'em: the five community cards in a row on the felt.
  poker: (accent) =>
    `<ellipse cx="200" cy="125" rx="185" ry="75" fill="${accent}" opacity=".22"/>${[
      80, 140, 200, 260, 320,
    ]
      .map((x, i) => card(x, 122, (i - 2) * 4, i % 2 ? '#1b1b1b' : '#c8102e'))
      .join('')}`,
};
