/** The largest label font: a sixth of the canvas's shorter side. */
export const baseLabelSize = (width: number, height: number) =>
  Math.round(Math.min(width, height) / 6);

/** Room kept on each side of the label. */
const MARGIN = 16;
const MIN_SIZE = 12;

/**
 * The font size at which a label `measuredWidth` wide at `size` fits the canvas's width: a long
 * sentence (Arabic's betting countdown on a phone) was drawn past both edges.
 */
export function fittedLabelSize(size: number, measuredWidth: number, canvasWidth: number): number {
  const room = canvasWidth - 2 * MARGIN;
  if (measuredWidth <= room) return size;
  return Math.max(MIN_SIZE, Math.floor((size * room) / measuredWidth));
}
