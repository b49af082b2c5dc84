/** The money-wheel page: the table's own wheel (its theme), numbers and the bonus bet. */
import { percentCut } from '../../src/tables/exact-ratio';
import { wheelRtp } from '../../src/tables/money-wheel/edge';
import { betLabel, everyWheelBet, LAYOUTS, type Segment } from '../../src/tables/money-wheel/rules';
import { MONEY_WHEEL, themeOfTable, type WheelOutcome } from '../../src/tables/money-wheel/table';
import { el } from '../common/dom';
import { type BetChoice, boot, d, startBetTable } from '../bet-table/page';
import { drawWheel, wheelStyles } from './wheel';

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

const wheel = drawWheel(layout, segmentText, boot.game.name);
const wheelStyle = el('style');
wheelStyle.textContent = wheelStyles(boot.game.theme.colors[2]);
document.head.append(wheelStyle);
/** The line under the wheel: written once the wheel has stopped, so it never spoils the spin. */
const resultLine = el('div', { className: 'segment', testid: 'money-wheel-segment' });
let spins = Promise.resolve();

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
    // The page also reads past rounds for its history, on stages never shown: no wheel there.
    if (stage.isConnected) {
      const shown = `${segmentText(spin.result)}${bonus}`;
      resultLine.hidden = true;
      // Kept on the stage between rounds, the wheel turns on from where it stopped.
      if (wheel.element.parentElement !== stage) stage.replaceChildren(wheel.element, resultLine);
      else if (resultLine.parentElement !== stage) stage.append(resultLine);
      // Each multiplier passed is a spin of its own, then the final stop.
      spins = spins.then(async () => {
        for (const [i, stop] of spin.stops.entries()) {
          await wheel.spinTo(stop);
          resultLine.textContent =
            i < passed.length ? d('multiplier', { n: passed[i]!.replace('×', '') }) : shown;
          resultLine.hidden = false;
        }
      });
    }
    return {
      line: d('wheelResult', {
        segment: `${segmentText(spin.result)}${bonus}`,
        multiplier: spin.multiplier > 1 ? d('wheelMultiplier', { n: spin.multiplier }) : '',
      }),
      short: `${segmentText(spin.result)}${spin.multiplier > 1 ? `·${spin.multiplier}×` : ''}`,
    };
  },
});

// Before the first result the wheel stands at rest on the stage.
const stage = document.querySelector<HTMLElement>('[data-testid="table-stage"]');
if (stage && !stage.hasChildNodes()) stage.append(wheel.element);
