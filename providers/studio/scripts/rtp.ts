/**
 * Prints, per slot model, the exact RTP (analytic, and again from the full enumeration of every
 * stop combination of the base and free-spin reels), hit frequency and volatility, and checks
 * each RTP against the studio's bounds: 94.0–97.0 % and within ±0.05 % of the declared target.
 * Exits 1 when a model is out of bounds.
 *
 *   pnpm --filter @casino/studio rtp [model-id ...]
 */
import { analyticRtp, exactStatistics } from '../src/slots/math';
import { MODELS } from '../src/slots/models';
import { checkRtpBounds, volatilityLabelOf } from '../src/slots/rtp-bounds';

const only = process.argv.slice(2);
const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)} %`;
let failures = 0;

console.log(
  'model            lines  reels  target    RTP (analytic)  RTP (enumerated)  hit freq   volatility  free spins every  combinations  seconds',
);
for (const model of MODELS) {
  if (only.length > 0 && !only.includes(model.id)) continue;
  const started = Date.now();
  const analytic = analyticRtp(model);
  const exact = exactStatistics(model);
  const label = volatilityLabelOf(exact.volatility);
  const problem =
    checkRtpBounds(model.targetRtp, analytic.rtp) ??
    (Math.abs(exact.rtp - analytic.rtp) > 1e-9
      ? 'enumeration disagrees with the analytic RTP'
      : undefined) ??
    (label !== model.volatilityLabel
      ? `declared ${model.volatilityLabel} volatility, computed ${label}`
      : undefined);
  if (problem) failures++;
  console.log(
    [
      model.id.padEnd(16),
      String(model.lines.length).padStart(5),
      `${model.baseStrips.length}x${model.rows}`.padStart(6),
      `${model.targetRtp.toFixed(2)} %`.padStart(8),
      pct(analytic.rtp).padStart(15),
      pct(exact.rtp).padStart(17),
      pct(exact.hitFrequency, 2).padStart(9),
      `${exact.volatility.toFixed(2)} (${model.volatilityLabel})`.padStart(12),
      `${(1 / analytic.triggerProbability).toFixed(0)} spins`.padStart(17),
      String(exact.combinations).padStart(13),
      ((Date.now() - started) / 1000).toFixed(1).padStart(8),
      problem ? `  FAIL: ${problem}` : '',
    ].join('  '),
  );
}
console.log(failures === 0 ? 'every model within bounds' : `${failures} model(s) out of bounds`);
process.exit(failures === 0 ? 0 : 1);
