/**
 * Symbol pictures drawn on a 2D canvas from the game's theme: the wild and scatter alike in every
 * game, the high symbols as shapes of the game's set, the low ones as card letters. No image
 * files, so a game page loads nothing but its script.
 */
import type { SymbolSet } from '../../src/catalogue/games';

type Shape =
  'crown' | 'diamond' | 'heart' | 'circle' | 'triangle' | 'drop' | 'flame' | 'bell' | 'leaf';

const HIGH_SHAPES: Record<SymbolSet, [Shape, Shape, Shape]> = {
  fruits: ['bell', 'circle', 'leaf'],
  gems: ['diamond', 'heart', 'drop'],
  desert: ['triangle', 'crown', 'circle'],
  ocean: ['drop', 'circle', 'leaf'],
  fire: ['flame', 'diamond', 'triangle'],
  royal: ['crown', 'diamond', 'heart'],
};
const HIGH_COLORS = ['#ffd166', '#ef476f', '#06d6a0'];
const LOW_LABELS = ['A', 'K', 'Q', 'J'];
const LOW_COLORS = ['#8ecae6', '#cdb4db', '#ffafcc', '#bde0fe'];

function path(ctx: CanvasRenderingContext2D, shape: Shape, r: number): void {
  ctx.beginPath();
  switch (shape) {
    case 'crown':
      ctx.moveTo(-r, r * 0.6);
      ctx.lineTo(-r, -r * 0.4);
      ctx.lineTo(-r * 0.5, r * 0.05);
      ctx.lineTo(0, -r * 0.7);
      ctx.lineTo(r * 0.5, r * 0.05);
      ctx.lineTo(r, -r * 0.4);
      ctx.lineTo(r, r * 0.6);
      break;
    case 'diamond':
      ctx.moveTo(0, -r);
      ctx.lineTo(r * 0.8, -r * 0.2);
      ctx.lineTo(0, r);
      ctx.lineTo(-r * 0.8, -r * 0.2);
      break;
    case 'heart':
      ctx.moveTo(0, r * 0.9);
      ctx.bezierCurveTo(-r * 1.4, -r * 0.1, -r * 0.6, -r * 1.2, 0, -r * 0.4);
      ctx.bezierCurveTo(r * 0.6, -r * 1.2, r * 1.4, -r * 0.1, 0, r * 0.9);
      break;
    case 'circle':
      ctx.arc(0, 0, r * 0.85, 0, Math.PI * 2);
      break;
    case 'triangle':
      ctx.moveTo(0, -r);
      ctx.lineTo(r, r * 0.8);
      ctx.lineTo(-r, r * 0.8);
      break;
    case 'drop':
      ctx.moveTo(0, -r);
      ctx.bezierCurveTo(r * 1.1, r * 0.1, r * 0.6, r, 0, r);
      ctx.bezierCurveTo(-r * 0.6, r, -r * 1.1, r * 0.1, 0, -r);
      break;
    case 'flame':
      ctx.moveTo(0, -r);
      ctx.quadraticCurveTo(r * 1.2, 0, r * 0.4, r);
      ctx.quadraticCurveTo(0, r * 0.6, -r * 0.4, r);
      ctx.quadraticCurveTo(-r * 1.2, 0, 0, -r);
      break;
    case 'bell':
      ctx.moveTo(-r, r * 0.7);
      ctx.quadraticCurveTo(-r * 0.7, -r, 0, -r);
      ctx.quadraticCurveTo(r * 0.7, -r, r, r * 0.7);
      break;
    case 'leaf':
      ctx.moveTo(-r, r);
      ctx.quadraticCurveTo(-r, -r, r, -r);
      ctx.quadraticCurveTo(r, r, -r, r);
      break;
  }
  ctx.closePath();
}

function label(ctx: CanvasRenderingContext2D, text: string, size: number, color: string): void {
  ctx.fillStyle = color;
  ctx.font = `800 ${Math.round(size)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, 0);
}

/** Draws symbol `code` centred at (x, y) in a cell of size w×h. */
export function drawSymbol(
  ctx: CanvasRenderingContext2D,
  code: string,
  set: SymbolSet,
  accent: string,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const r = Math.min(w, h) * 0.32;
  ctx.save();
  ctx.translate(x, y);
  if (code === 'W') {
    ctx.fillStyle = accent;
    path(ctx, 'diamond', r * 1.15);
    ctx.fill();
    label(ctx, 'WILD', r * 0.55, '#fff');
  } else if (code === 'S') {
    ctx.fillStyle = '#fff';
    path(ctx, 'circle', r * 1.1);
    ctx.fill();
    ctx.lineWidth = r * 0.15;
    ctx.strokeStyle = accent;
    ctx.stroke();
    label(ctx, 'BONUS', r * 0.42, accent);
  } else if (code.startsWith('H')) {
    const index = Number(code.slice(1)) - 1;
    ctx.fillStyle = HIGH_COLORS[index] ?? '#fff';
    path(ctx, HIGH_SHAPES[set][index] ?? 'circle', r);
    ctx.fill();
    ctx.lineWidth = Math.max(1, r * 0.08);
    ctx.strokeStyle = 'rgba(0,0,0,.35)';
    ctx.stroke();
  } else {
    const index = Number(code.slice(1)) - 1;
    label(ctx, LOW_LABELS[index] ?? code, r * 1.5, LOW_COLORS[index] ?? '#fff');
  }
  ctx.restore();
}
