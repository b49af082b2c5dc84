/** The Andar Bahar page: the joker, both sides' cards, the winning card; sides and side bets. */
import { andarBaharRtp } from '../../src/tables/andar-bahar/edge';
import {
  type AndarBaharDeal,
  betLabel,
  COUNT_RANGES,
  everyAndarBaharBet,
  SIDE_PAYOUTS,
} from '../../src/tables/andar-bahar/rules';
import { ANDAR_BAHAR } from '../../src/tables/andar-bahar/table';
import { percentCut } from '../../src/tables/exact-ratio';
import { type Card, rankOf, suitOf } from '../../src/tables/fair-draw';
import { el, leftToRight } from '../common/dom';
import { type BetChoice, d, startBetTable } from '../bet-table/page';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];
const cardText = (card: Card) => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
const cardNode = (card: Card, win = false) =>
  el(
    'span',
    {
      className: `card${suitOf(card) === 1 || suitOf(card) === 2 ? ' red' : ''}${win ? ' win' : ''}`,
    },
    cardText(card),
  );
const ratioText = ([num, den]: readonly [number, number]) =>
  den === 1 ? `${num}:1` : `${num / den}:1`;

const bets: BetChoice[] = everyAndarBaharBet().map((bet) => ({
  kind: betLabel(bet),
  label:
    bet.kind === 'cards'
      ? // Isolated left to right: in Arabic "11–15" would otherwise read "15–11".
        d('cards', {
          range: leftToRight(`${COUNT_RANGES[bet.range]!.from}–${COUNT_RANGES[bet.range]!.to}`),
        })
      : d(bet.kind),
  pays: ratioText(bet.kind === 'cards' ? COUNT_RANGES[bet.range]!.payout : SIDE_PAYOUTS[bet.kind]),
  rtp: percentCut(andarBaharRtp(bet)),
}));

startBetTable<AndarBaharDeal>({
  family: 'andar-bahar',
  rules: ANDAR_BAHAR,
  bets,
  rulesText: 'andarBaharRules',
  show(deal, stage) {
    const side = (name: 'andar' | 'bahar', cards: Card[]) =>
      el(
        'div',
        { className: 'side' },
        el('strong', {}, d(name)),
        el(
          'div',
          { className: 'cards' },
          ...cards.map((c, i) => cardNode(c, deal.winner === name && i === cards.length - 1)),
        ),
      );
    stage.replaceChildren(
      el(
        'div',
        { className: 'side', testid: 'andar-bahar-joker' },
        el('strong', {}, d('joker')),
        cardNode(deal.joker),
      ),
      side('andar', deal.andar),
      side('bahar', deal.bahar),
    );
    return {
      line: d('andarResult', {
        joker: cardText(deal.joker),
        side: d(deal.winner),
        count: deal.dealt,
      }),
      short: `${deal.winner === 'andar' ? 'A' : 'B'}${deal.dealt}`,
    };
  },
});
