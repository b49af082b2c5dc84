/**
 * The crash stage: the canvas with the round's curve and its big label (the countdown, the
 * multiplier, where it crashed), drawn from the page's state at each animation frame.
 */
import type { TextKey } from '../../src/i18n/texts';
import { multiplierText } from '../common/dom';
import { baseLabelSize, fittedLabelSize } from './label';
import { GROWTH_PER_MS, type CrashState } from './state';

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

const CRASHED = '#ff4d6d';

/** The stage's label for the round at `now`. */
export function stageLabel(state: CrashState, t: Translate, now: number): string {
  const round = state.round;
  if (round?.phase === 'betting')
    return state.lastCall(now)
      ? t('bettingClosing')
      : t('bettingIn', { seconds: Math.max(0, Math.ceil((state.bettingEndsAt - now) / 1000)) });
  if (round?.phase === 'running') return multiplierText(state.multiplierAt(now));
  if (round?.phase === 'crashed')
    return t('crashedAt', { multiplier: multiplierText(round.crash!) });
  if (round?.phase === 'void') return t('roundVoid');
  return t('waiting');
}

/** Draws the stage for `now` and answers its label. */
export function drawStage(
  canvas: HTMLCanvasElement,
  state: CrashState,
  t: Translate,
  accent: string,
  now: number,
): string {
  const ctx = canvas.getContext('2d')!;
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  if (canvas.width !== Math.round(width * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  state.multiplierAt(now);
  const label = stageLabel(state, t, now);
  const round = state.round;
  if (round && (round.phase === 'running' || round.phase === 'crashed')) {
    const elapsed =
      round.phase === 'running'
        ? now - state.startedAt
        : Math.log(round.crash! / 100) / GROWTH_PER_MS;
    const span = Math.max(8000, elapsed * 1.15);
    const top = Math.max(2, (state.shownMultiplier / 100) * 1.15);
    ctx.strokeStyle = round.phase === 'crashed' ? CRASHED : accent;
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let i = 0; i <= 60; i++) {
      const at = (elapsed * i) / 60;
      const x = 20 + ((width - 40) * at) / span;
      const y = height - 20 - ((height - 40) * (Math.exp(GROWTH_PER_MS * at) - 1)) / (top - 1);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.fillStyle = round?.phase === 'crashed' ? CRASHED : '#fff';
  const font = (size: number) => `800 ${size}px system-ui, sans-serif`;
  const size = baseLabelSize(width, height);
  ctx.font = font(size);
  const fitted = fittedLabelSize(size, ctx.measureText(label).width, width);
  if (fitted !== size) ctx.font = font(fitted);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, width / 2, height / 2);
  return label;
}
