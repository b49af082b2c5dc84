/**
 * Lobby tile pictures of the Sic Bo (three dice), Andar Bahar (a joker between two rows of
 * cards) and money-wheel (a 54-segment wheel in its theme's colours) tables, drawn in the upper
 * two thirds of the 400 × 300 tile like the other engines' pictures.
 */
import type { StudioGame } from '../catalogue/games';
import { LAYOUTS, wheelThemeOf } from './money-wheel/rules';

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  3: [[-1, -1], [0, 0], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
}; // prettier-ignore

function die(x: number, y: number, face: number, tilt: number): string {
  const pips = PIPS[face]!.map(
    ([dx, dy]) => `<circle cx="${dx * 18}" cy="${dy * 18}" r="7" fill="#111"/>`,
  ).join('');
  return `<g transform="translate(${x} ${y}) rotate(${tilt})"><rect x="-34" y="-34" width="68" height="68" rx="12" fill="#fff" stroke="rgba(0,0,0,.35)" stroke-width="3"/>${pips}</g>`;
}

function card(x: number, y: number, tilt: number, fill: string, mark = ''): string {
  return `<g transform="translate(${x} ${y}) rotate(${tilt})"><rect x="-24" y="-34" width="48" height="68" rx="6" fill="${fill}" stroke="rgba(0,0,0,.4)" stroke-width="2"/>${mark}</g>`;
}

function wheel(game: StudioGame): string {
  const { segments } = LAYOUTS[wheelThemeOf(game.name)];
  const [cx, cy, r] = [200, 125, 100];
  const colour = (i: number) => {
    const s = segments[i]!;
    if (s.kind === 'bonus') return game.theme.colors[2];
    if (s.kind === 'multiplier') return '#ffffff';
    return { 1: '#f4d35e', 2: '#3a86ff', 5: '#8338ec', 10: '#ef476f' }[s.value];
  };
  const point = (angle: number) =>
    `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;
  const slices = segments
    .map((_, i) => {
      const a = (i / segments.length) * 2 * Math.PI;
      const b = ((i + 1) / segments.length) * 2 * Math.PI;
      return `<path d="M${cx} ${cy} L${point(a)} A${r} ${r} 0 0 1 ${point(b)} Z" fill="${colour(i)}" stroke="rgba(0,0,0,.3)"/>`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="#2b2b2b"/>${slices}<circle cx="${cx}" cy="${cy}" r="26" fill="#2b2b2b"/><path d="M${cx - 12} 8 L${cx + 12} 8 L${cx} 34 Z" fill="#fff"/>`;
}

/** The family's picture, or undefined for a game of another engine. */
export function diceTableArt(game: StudioGame): string | undefined {
  const [, , accent] = game.theme.colors;
  if (game.engine === 'sic-bo')
    return `${die(120, 130, 5, -12)}${die(205, 100, 3, 8)}${die(290, 135, 6, -4)}`;
  if (game.engine === 'andar-bahar') {
    const back = (x: number, y: number, t: number) => card(x, y, t, accent);
    const joker = card(200, 125, 0, '#fff', `<circle r="12" fill="#c8102e"/>`);
    return `${back(95, 90, -8)}${back(135, 90, 4)}${back(265, 160, -4)}${back(305, 160, 8)}${joker}`;
  }
  if (game.engine === 'money-wheel') return wheel(game);
  return undefined;
}
