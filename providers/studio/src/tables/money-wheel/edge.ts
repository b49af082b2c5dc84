/**
 * Exact return of every money-wheel bet. With s = Σ factors / 54 over the multiplier segments and
 * t = their count / 54, a bet winning on c segments with value v (the number, or the bonus
 * wheel's mean for the bonus bet) returns R(m) = (c/54)(v·m + 1) + Σ_f (1/54) R(f·m) from an
 * accumulated multiplier m. R is linear, R(m) = a·m + b, so a = (c/54)·v / (1 − s),
 * b = (c/54) / (1 − t), and the bet's return is R(1) = a + b (finite while s < 1).
 */
import { type BetEdge, type Ratio, add, betEdge, div, mul, ratio, sub } from '../exact-ratio';
import { type WheelBet, type WheelLayout, betLabel, everyWheelBet, SEGMENTS } from './rules';

export function wheelRtp(bet: WheelBet, layout: WheelLayout): Ratio {
  const multipliers = layout.segments.flatMap((s) => (s.kind === 'multiplier' ? [s.factor] : []));
  const s = ratio(
    multipliers.reduce((a, f) => a + f, 0),
    SEGMENTS,
  );
  const t = ratio(multipliers.length, SEGMENTS);
  const winning = layout.segments.filter((seg) =>
    bet.kind === 'bonus' ? seg.kind === 'bonus' : seg.kind === 'number' && seg.value === bet.value,
  ).length;
  const value =
    bet.kind === 'bonus'
      ? ratio(
          layout.bonusWheel.reduce((a, m) => a + m, 0),
          layout.bonusWheel.length,
        )
      : ratio(bet.value);
  const share = ratio(winning, SEGMENTS);
  const one = ratio(1);
  return add(div(mul(share, value), sub(one, s)), div(share, sub(one, t)));
}

export function wheelEdges(layout: WheelLayout): BetEdge[] {
  return everyWheelBet().map((bet) =>
    betEdge(`${layout.theme} ${betLabel(bet)}`, wheelRtp(bet, layout)),
  );
}
