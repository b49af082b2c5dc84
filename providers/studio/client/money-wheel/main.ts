/** The money-wheel page: the table's own wheel (its theme), numbers and the bonus bet. */
import { percentCut } from '../../src/tables/exact-ratio';
import { wheelRtp } from '../../src/tables/money-wheel/edge';
import { betLabel, everyWheelBet, LAYOUTS, type Segment } from '../../src/tables/money-wheel/rules';
import { MONEY_WHEEL, themeOfTable, type WheelOutcome } from '../../src/tables/money-wheel/table';
import { el } from '../common/dom';
import { type BetChoice, boot, d, startBetTable } from '../bet-table/page';

const theme = themeOfTable(boot.game.id);
const layout = LAYOUTS[theme];
const bonusMean = layout.bonusWheel.reduce((a, b) => a + b, 0) / layout.bonusWheel.length;

const bets: BetChoice[] = everyWheelBet().map((bet) => ({
  kind: betLabel(bet),
  label: bet.kind === 'bonus' ? d('bonus') : d('number', { n: bet.value }),
  pays:
    bet.kind === 'bonus'
      ? `${Math.min(...layout.bonusWheel)}–${Math.max(...layout.bonusWheel)}:1 (≈${bonusMean}:1)`
      : `${bet.value}:1`,
  rtp: percentCut(wheelRtp(bet, layout)),
}));

const segmentText = (segment: Segment) =>
  segment.kind === 'number'
    ? String(segment.value)
    : segment.kind === 'bonus'
      ? d('bonus')
      : `${segment.factor}×`;

startBetTable<WheelOutcome>({
  family: 'money-wheel',
  rules: MONEY_WHEEL,
  bets,
  rulesText: 'moneyWheelRules',
  show(outcome, stage) {
    const spin = outcome[theme];
    const passed = spin.stops.slice(0, -1).map((stop) => segmentText(layout.segments[stop]!));
    const bonus =
      spin.bonusStop === undefined
        ? ''
        : ` ${d('bonusResult', { n: layout.bonusWheel[spin.bonusStop]! })}`;
    stage.replaceChildren(
      ...passed.map((text) =>
        el('p', { className: 'message' }, d('multiplier', { n: text.replace('×', '') })),
      ),
      el(
        'div',
        { className: 'segment', testid: 'money-wheel-segment' },
        `${segmentText(spin.result)}${bonus}`,
      ),
    );
    return {
      line: d('wheelResult', {
        segment: `${segmentText(spin.result)}${bonus}`,
        multiplier: spin.multiplier > 1 ? d('wheelMultiplier', { n: spin.multiplier }) : '',
      }),
      short: `${segmentText(spin.result)}${spin.multiplier > 1 ? `·${spin.multiplier}×` : ''}`,
    };
  },
});
