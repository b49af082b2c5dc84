/**
 * The blackjack page on the per-player table page (`../per-player/page.ts`): the dealer's and the
 * player's hands, the chips of the bet, and the decisions the server says are open.
 */
import {
  BASIC_STRATEGY_EDGE,
  cutToHundredths,
  insuranceEdge,
} from '../../src/tables/blackjack/edges';
import { blackjackText, type BlackjackTextKey } from '../../src/tables/blackjack/texts';
import { chipButtons, chipsWithin, firstChip } from '../common/chips';
import { el } from '../common/dom';
import { moneyText } from '../common/money';
import { perPlayerBoot, startPerPlayerPage, type PlayedRound } from '../per-player/page';
import { blackjackStyles, cardFace } from './view';

interface HandView {
  cards: number[];
  stake: number;
  total: number;
  soft: boolean;
  outcome: string | null;
}
interface RoundView extends PlayedRound {
  bet: number | null;
  phase?: string;
  dealer?: { cards: number[]; total: number };
  hands?: HandView[];
  active?: number;
}

const page = perPlayerBoot<BlackjackTextKey>(blackjackText);
const { boot, limits, t, money } = page;

const dealerSeat = el('section', { className: 'seat', testid: 'blackjack-dealer' });
const playerSeat = el('section', { className: 'seat hands', testid: 'blackjack-hands' });
const chips = el('div', { className: 'chips', role: 'group', ariaLabel: t('bet') });

let chip = firstChip([1000, 2000, 5000, 10000], limits);

const cardsOf = (cards: number[], hidden = 0) =>
  el(
    'div',
    { className: 'cards' },
    ...cards.map((card) => {
      const face = cardFace(card);
      return el('span', { className: face.red ? 'card red' : 'card' }, face.label);
    }),
    ...Array.from({ length: hidden }, () => el('span', { className: 'card back' })),
  );

function renderTable(round: RoundView | undefined): void {
  dealerSeat.replaceChildren();
  playerSeat.replaceChildren();
  if (!round?.dealer || !round.hands) return;
  const dealerOpen = round.phase !== 'done';
  dealerSeat.append(
    el(
      'h2',
      {},
      t('bjDealer'),
      el('span', { className: 'total', dir: 'ltr' }, String(round.dealer.total)),
    ),
    cardsOf(round.dealer.cards, dealerOpen ? 1 : 0),
  );
  round.hands.forEach((hand, index) => {
    const box = el('div', {
      className: index === round.active && dealerOpen ? 'hand active' : 'hand',
    });
    box.dataset.testid = `blackjack-hand-${index + 1}`;
    box.append(
      el(
        'h2',
        {},
        t('bjHand', { index: index + 1 }),
        el(
          'span',
          { className: 'total', dir: 'ltr' },
          `${hand.soft && hand.total < 21 ? `${hand.total - 10}/` : ''}${hand.total}`,
        ),
        el('span', {}, money(hand.stake)),
        hand.outcome
          ? el('span', { className: 'outcome' }, t(`bjOutcome_${hand.outcome}` as BlackjackTextKey))
          : '',
      ),
      cardsOf(hand.cards),
    );
    playerSeat.append(box);
  });
}

const ACTION_LABELS: Record<string, BlackjackTextKey> = {
  hit: 'bjHit',
  stand: 'bjStand',
  double: 'bjDouble',
  split: 'bjSplit',
  insure: 'bjInsure',
  decline: 'bjDecline',
};

chipButtons(
  chips,
  chipsWithin([500, 1000, 2000, 5000, 10000, 50000], limits).map((value) => ({
    value,
    label: moneyText(value, boot.currency),
  })),
  chip,
  (value) => (chip = value),
);

const help = el('dialog', { testid: 'blackjack-help' });
const edge = BASIC_STRATEGY_EDGE.percent;
const insurance = insuranceEdge() * 100;
help.append(
  el('h2', {}, t('bjRulesTitle')),
  el(
    'ul',
    {},
    ...(['bjRules1', 'bjRules2', 'bjRules3', 'bjRules4'] as const).map((key) =>
      el('li', {}, t(key)),
    ),
    el(
      'li',
      { testid: 'blackjack-edge' },
      t('bjEdgeMain', {
        edge: cutToHundredths(edge),
        interval: BASIC_STRATEGY_EDGE.halfWidth95.toFixed(2),
        rtp: cutToHundredths(100 - edge),
      }),
    ),
    el(
      'li',
      {},
      t('bjEdgeInsurance', {
        edge: cutToHundredths(insurance),
        rtp: cutToHundredths(100 - insurance),
      }),
    ),
    el('li', {}, t('bjFair')),
  ),
);
const closeHelp = el('button', { type: 'button' }, t('close'));
closeHelp.addEventListener('click', () => help.close());
help.append(closeHelp);

const [background, panel, accent] = page.colors;
startPerPlayerPage<RoundView, BlackjackTextKey>(page, {
  engine: 'blackjack',
  styles: blackjackStyles(background, panel, accent),
  keys: {
    limits: 'bjLimits',
    chooseBet: 'bjChooseBet',
    resultWin: 'bjResultWin',
    resultLose: 'bjResultLose',
    commitment: 'bjCommitment',
    revealed: 'bjRevealed',
    deal: 'bjDeal',
  },
  felt: [dealerSeat, playerSeat],
  betting: chips,
  help,
  renderTable,
  deal: (clientSeed) => ({ type: 'deal', amount: chip, clientSeed }),
  // Insurance costs half the bet: its button says how much.
  decisionLabel: (round, action) =>
    t(ACTION_LABELS[action]!, {
      amount: moneyText(Math.floor((round.bet ?? 0) / 2), boot.currency),
    }),
  decisionMessage: (round) =>
    round.phase === 'insurance'
      ? t('bjInsuranceOffer')
      : round.phase === 'player'
        ? t('bjYourTurn')
        : undefined,
});
