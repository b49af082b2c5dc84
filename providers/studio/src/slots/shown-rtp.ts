/**
 * The RTP a slot's help states: its exact figure (computed from the reels, not the declared
 * target), cut to two decimals and never rounded up, so a game never claims more than it returns
 * (96.4918 % reads 96.49 %, not 96.50 %).
 */
import { analyticRtp } from './math';
import type { SlotModel } from './model';

/** A fraction (0.964918) as the percent players read, truncated to hundredths: "96.49". */
export function truncatedPercent(rtp: number): string {
  // The small allowance keeps an exact figure such as 0.9549 (0.954899999… in binary) at 95.49.
  const hundredths = Math.floor(rtp * 10_000 + 1e-7);
  return (hundredths / 100).toFixed(2);
}

const shown = new Map<string, string>();

/** The help's RTP of a model, computed once per model (a few milliseconds). */
export function shownRtp(model: SlotModel): string {
  let value = shown.get(model.id);
  if (value === undefined) {
    value = truncatedPercent(analyticRtp(model).rtp);
    shown.set(model.id, value);
  }
  return value;
}
