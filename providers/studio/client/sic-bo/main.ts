/** The Sic Bo page: three dice, every layout bet with its payout and exact return. */
import { percentCut } from '../../src/tables/exact-ratio';
import { sicBoRtp } from '../../src/tables/sic-bo/edge';
import {
  betLabel,
  everySicBoBet,
  PAYOUTS,
  type Dice,
  type SicBoBet,
  TOTAL_PAYOUTS,
} from '../../src/tables/sic-bo/rules';
import { SIC_BO } from '../../src/tables/sic-bo/table';
import { el, leftToRight } from '../common/dom';
import { type BetChoice, d, startBetTable } from '../bet-table/page';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function labelOf(bet: SicBoBet): string {
  switch (bet.kind) {
    case 'any-triple':
      return d('anyTriple');
    case 'total':
      return d('total', { n: bet.total });
    case 'combination':
      // Isolated left to right: in Arabic "1-2" would otherwise read "2-1".
      return d('combination', { pair: leftToRight(`${bet.faces[0]}-${bet.faces[1]}`) });
    case 'triple':
    case 'double':
    case 'single':
      return d(bet.kind, { n: bet.face });
    default:
      return d(bet.kind);
  }
}

function paysOf(bet: SicBoBet): string {
  if (bet.kind === 'single') return '1:1 · 2:1 · 3:1';
  if (bet.kind === 'total') return `${TOTAL_PAYOUTS[bet.total]}:1`;
  return `${PAYOUTS[bet.kind]}:1`;
}

const bets: BetChoice[] = everySicBoBet().map((bet) => ({
  kind: betLabel(bet),
  label: labelOf(bet),
  pays: paysOf(bet),
  rtp: percentCut(sicBoRtp(bet)),
}));

startBetTable<Dice>({
  family: 'sic-bo',
  rules: SIC_BO,
  bets,
  rulesText: 'sicBoRules',
  show(dice, stage) {
    stage.replaceChildren(
      el(
        'div',
        { className: 'dice', testid: 'sic-bo-dice' },
        ...dice.map((face) => el('span', { className: 'die', title: String(face) }, FACES[face]!)),
      ),
    );
    const total = dice[0] + dice[1] + dice[2];
    return { line: d('diceResult', { dice: dice.join(' '), total }), short: `${dice.join('')}` };
  },
});
