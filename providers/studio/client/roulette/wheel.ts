/**
 * The roulette wheel on its canvas. Its centre shows the winning number once the result is in,
 * and nothing else: players read the result there, so the betting countdown is kept out of it
 * (the page shows it in the status line beside the wheel).
 */
import { WHEEL } from '../../src/roulette/rules';

export interface WheelRound {
  phase: 'betting' | 'spinning' | 'result';
  result?: number;
}

/** What the wheel's centre says: the result, or nothing while betting and spinning. */
export function wheelCentreText(round: WheelRound | undefined): string {
  return round?.phase === 'result' && round.result !== undefined ? String(round.result) : '';
}

/** Seconds left to bet, rounded up, never below 0. */
export const secondsLeft = (endsAt: number, now: number) =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

export function paintWheel(
  canvas: HTMLCanvasElement,
  angle: number,
  colors: { panel: string; accent: string; of: (n: number) => string },
  centre: string,
): void {
  const ctx = canvas.getContext('2d')!;
  const size = canvas.width;
  const r = size / 2;
  ctx.clearRect(0, 0, size, size);
  WHEEL.forEach((n, i) => {
    const from = angle + (i * 2 * Math.PI) / 37;
    const to = from + (2 * Math.PI) / 37;
    ctx.beginPath();
    ctx.moveTo(r, r);
    ctx.arc(r, r, r - 4, from, to);
    ctx.fillStyle = colors.of(n);
    ctx.fill();
    ctx.save();
    ctx.translate(r, r);
    ctx.rotate((from + to) / 2);
    ctx.fillStyle = '#fff';
    ctx.font = `700 ${Math.round(size / 26)}px system-ui`;
    ctx.textAlign = 'center';
    ctx.fillText(String(n), r * 0.82, 6);
    ctx.restore();
  });
  ctx.beginPath();
  ctx.arc(r, r, r * 0.55, 0, 2 * Math.PI);
  ctx.fillStyle = colors.panel;
  ctx.fill();
  ctx.fillStyle = colors.accent;
  ctx.beginPath();
  ctx.moveTo(r - 14, 0);
  ctx.lineTo(r + 14, 0);
  ctx.lineTo(r, 28);
  ctx.fill();
  if (!centre) return;
  ctx.fillStyle = '#fff';
  ctx.font = `800 ${Math.round(size / 7)}px system-ui`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(centre, r, r);
}
