/**
 * Lobby tile artwork drawn from a game's own theme and engine: its colours, its symbol set's
 * shapes (slots), a rising curve (crash), a wheel (roulette) or cards (blackjack). No text in the picture: the lobby
 * writes the game's name and provider as real text beside it.
 */
import { diceTableArt } from '../tables/dice-tiles';
import { TABLE_TILES } from '../tables/tiles';
import type { StudioGame, SymbolSet, TableFamily } from './games';

const SHAPES: Record<SymbolSet, string[]> = {
  fruits: [
    'M-30 25 Q-25 -35 0 -35 Q25 -35 30 25 Z',
    'M0 -30 A30 30 0 1 1 -0.1 -30 Z',
    'M-30 30 Q-30 -30 30 -30 Q30 30 -30 30 Z',
  ],
  gems: [
    'M0 -34 L28 -8 L0 34 L-28 -8 Z',
    'M0 30 C-44 -2 -20 -40 0 -14 C20 -40 44 -2 0 30 Z',
    'M0 -34 C36 4 20 32 0 32 C-20 32 -36 4 0 -34 Z',
  ],
  desert: [
    'M0 -32 L34 28 L-34 28 Z',
    'M-32 20 L-32 -12 L-16 2 L0 -24 L16 2 L32 -12 L32 20 Z',
    'M0 -30 A30 30 0 1 1 -0.1 -30 Z',
  ],
  ocean: [
    'M0 -34 C36 4 20 32 0 32 C-20 32 -36 4 0 -34 Z',
    'M0 -30 A30 30 0 1 1 -0.1 -30 Z',
    'M-30 30 Q-30 -30 30 -30 Q30 30 -30 30 Z',
  ],
  fire: [
    'M0 -34 Q38 0 12 32 Q0 20 -12 32 Q-38 0 0 -34 Z',
    'M0 -34 L28 -8 L0 34 L-28 -8 Z',
    'M0 -32 L34 28 L-34 28 Z',
  ],
  royal: [
    'M-32 20 L-32 -12 L-16 2 L0 -24 L16 2 L32 -12 L32 20 Z',
    'M0 -34 L28 -8 L0 34 L-28 -8 Z',
    'M0 30 C-44 -2 -20 -40 0 -14 C20 -40 44 -2 0 30 Z',
  ],
};
const SYMBOL_COLORS = ['#ffd166', '#ef476f', '#06d6a0'];
const POCKET = ['#c8102e', '#1b1b1b'];

// The picture is 4:3, as the lobby's tiles; its lower third stays quiet, under the tile's own
// caption (name and provider as text).
function art(game: StudioGame): string {
  const [, , accent] = game.theme.colors;
  const table = TABLE_TILES[game.engine as TableFamily]?.(accent) ?? diceTableArt(game);
  if (table) return table;
  if (game.engine === 'crash') {
    const grid = [80, 140, 200]
      .map((y) => `<path d="M30 ${y} H370" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>`)
      .join('');
    return `${grid}<path d="M40 205 Q230 190 330 45" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>
<path d="M40 205 Q230 190 330 45 L330 205 Z" fill="${accent}" opacity=".16"/>
<circle cx="330" cy="45" r="18" fill="#fff"/><circle cx="330" cy="45" r="30" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>`;
  }
  if (game.engine === 'roulette') {
    const [cx, cy, r] = [200, 125, 100];
    const slices = Array.from({ length: 37 }, (_, i) => {
      const a = (i / 37) * 2 * Math.PI;
      const b = ((i + 1) / 37) * 2 * Math.PI;
      const point = (angle: number) =>
        `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;
      return `<path d="M${cx} ${cy} L${point(a)} A${r} ${r} 0 0 1 ${point(b)} Z" fill="${i === 0 ? '#0a8f3c' : POCKET[i % 2]}"/>`;
    }).join('');
    return `<circle cx="${cx}" cy="${cy}" r="${r + 12}" fill="${accent}" opacity=".55"/>${slices}<circle cx="${cx}" cy="${cy}" r="52" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="12" fill="#fff"/>`;
  }
  if (game.engine === 'blackjack') return blackjackArt(accent);
  return SHAPES[game.theme.symbols]
    .map(
      (d, i) =>
        `<path transform="translate(${95 + i * 105} ${i === 1 ? 105 : 130}) scale(${i === 1 ? 1.7 : 1.25})" d="${d}" fill="${SYMBOL_COLORS[i]}" stroke="rgba(0,0,0,.35)" stroke-width="3"/>`,
    )
    .join('');
}

/** Blackjack: two cards fanned on the felt, a heart and a spade, a chip beside them. */
function blackjackArt(accent: string): string {
  const heart = 'M0 18 C-30 -4 -14 -26 0 -10 C14 -26 30 -4 0 18 Z';
  const spade = 'M0 -20 C-30 4 -14 24 -2 12 L-8 24 H8 L2 12 C14 24 30 4 0 -20 Z';
  const card = (x: number, angle: number, d: string, fill: string) =>
    `<g transform="translate(${x} 125) rotate(${angle})"><rect x="-48" y="-68" width="96" height="136" rx="10" fill="#fdfdfd" stroke="rgba(0,0,0,.35)" stroke-width="3"/><path transform="scale(1.6)" d="${d}" fill="${fill}"/></g>`;
  return `<ellipse cx="200" cy="215" rx="170" ry="26" fill="#000" opacity=".25"/>${card(165, -12, heart, '#c8102e')}${card(235, 10, spade, '#1b1b1b')}
<circle cx="325" cy="185" r="30" fill="${accent}" stroke="#fff" stroke-width="6" stroke-dasharray="10 8"/>`;
}

export function tileSvg(game: StudioGame): string {
  const [background, panel, accent] = game.theme.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${panel}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="330" cy="50" r="110" fill="${accent}" opacity=".18"/>
<circle cx="40" cy="250" r="80" fill="${accent}" opacity=".1"/>
${art(game)}
</svg>
`;
}
