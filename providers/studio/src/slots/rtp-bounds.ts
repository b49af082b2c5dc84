/** The studio's rule for a slot's RTP: 94.0–97.0 %, and within ±0.05 % of what the game declares. */
export const RTP_FLOOR = 94.0;
export const RTP_CEILING = 97.0;
export const RTP_TOLERANCE = 0.05;

/** Why an RTP (a fraction, 0.9612) breaks the rule for a declared target (percent), or undefined. */
export function checkRtpBounds(targetPercent: number, rtp: number): string | undefined {
  const percent = rtp * 100;
  if (targetPercent < RTP_FLOOR || targetPercent > RTP_CEILING)
    return `declared ${targetPercent} % is outside ${RTP_FLOOR}–${RTP_CEILING} %`;
  if (percent < RTP_FLOOR || percent > RTP_CEILING)
    return `RTP ${percent.toFixed(4)} % is outside ${RTP_FLOOR}–${RTP_CEILING} %`;
  if (Math.abs(percent - targetPercent) > RTP_TOLERANCE)
    return `RTP ${percent.toFixed(4)} % is more than ${RTP_TOLERANCE} % from the declared ${targetPercent} %`;
  return undefined;
}

/** The label a game shows for the standard deviation of a round's win per total bet. */
export function volatilityLabelOf(sigma: number): 'low' | 'medium' | 'high' {
  return sigma < 3.5 ? 'low' : sigma < 4.5 ? 'medium' : 'high';
}
