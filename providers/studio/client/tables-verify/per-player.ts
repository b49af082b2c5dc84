/**
 * The verifier of a per-player table's round (blackjack, Casino Hold'em): the published round
 * (`/api/tables/<game>/rounds/<id>`) is replayed from its revealed seed and the player's decisions
 * by the game's own rules, then its cards and its win are compared with what was dealt and paid.
 */
import type { Language } from '../../src/i18n/texts';
import { settle, total, type BlackjackState } from '../../src/tables/blackjack/rules';
import { blackjackText, type BlackjackTextKey } from '../../src/tables/blackjack/texts';
import { recomputeBlackjackRound } from '../../src/tables/blackjack/verify';
import { settlePoker, type PokerState } from '../../src/tables/poker/game';
import { bestHand } from '../../src/tables/poker/hands';
import { pokerText, type PokerTextKey } from '../../src/tables/poker/texts';
import { recomputePokerRound } from '../../src/tables/poker/verify';
import { commitmentOf } from '../../src/tables/fair-draw';
import { leftToRight } from '../common/dom';
import { moneyText } from '../common/money';
import { cardName } from '../tables/cards';
import { sameOutcome } from '../../src/tables/verify/registry';

export type PerPlayerGame = 'blackjack' | 'poker';

/** What the published round says; the verifier trusts none of it but the seeds and decisions. */
export interface PublishedRound {
  id: number;
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  actions: string[];
  returned: number;
  bet?: number;
  dealer: unknown;
  hands?: unknown;
  ante?: number;
  aaBonus?: number;
  player?: unknown;
  board?: unknown;
}

export interface PerPlayerCheck {
  seedOk: boolean;
  /** The replayed cards equal the published ones. */
  cardsOk: boolean;
  /** The round as replayed, in the game's words; undefined when it cannot be replayed. */
  outcome?: string;
  decisions: string;
  returned?: number;
}

const cards = (list: number[]) => leftToRight(list.map(cardName).join(' '));
const BJ_ACTIONS: Record<string, BlackjackTextKey> = {
  hit: 'bjHit',
  stand: 'bjStand',
  double: 'bjDouble',
  split: 'bjSplit',
  insure: 'bjInsure',
  decline: 'bjDecline',
};

export function describeBlackjack(state: BlackjackState, lang: Language): string {
  const t = (key: BlackjackTextKey, values?: Record<string, string | number>) =>
    blackjackText(lang, key, values);
  const outcome = settle(state);
  const dealer = `${t('bjDealer')} ${cards(state.dealer)} (${total(state.dealer).value})`;
  const hands = state.hands.map(
    (hand, i) =>
      `${t('bjHand', { index: i + 1 })} ${cards(hand.cards)} (${total(hand.cards).value}) → ${t(`bjOutcome_${outcome.hands[i]!.outcome}` as BlackjackTextKey)}`,
  );
  return [dealer, ...hands].join(' · ');
}

export function describePoker(state: PokerState, lang: Language): string {
  const t = (key: PokerTextKey) => pokerText(lang, key);
  const result = settlePoker(state);
  const player = bestHand([...state.player, ...state.board]).category;
  const dealer = bestHand([...state.dealer, ...state.board]).category;
  return [
    `${t('pkPlayer')} ${cards(state.player)} (${t(`pkHand_${player}`)})`,
    `${t('pkBoard')} ${cards(state.board)}`,
    `${t('pkDealer')} ${cards(state.dealer)} (${t(`pkHand_${dealer}`)})`,
  ]
    .join(' · ')
    .concat(` → ${t(`pkOutcome_${result.outcome}` as PokerTextKey)}`);
}

function decisionsText(game: PerPlayerGame, round: PublishedRound, lang: Language): string {
  const amount = (millimes: number) => leftToRight(moneyText(millimes));
  return round.actions
    .map((action) =>
      game === 'blackjack'
        ? blackjackText(lang, BJ_ACTIONS[action] ?? 'bjStand', {
            amount: amount(Math.floor((round.bet ?? 0) / 2)),
          })
        : action === 'call'
          ? pokerText(lang, 'pkCall', { amount: amount((round.ante ?? 0) * 2) })
          : pokerText(lang, 'pkFold'),
    )
    .join(', ');
}

/** Replays a published round and says what agrees; pure, so it is tested without a browser. */
export function checkPerPlayerRound(
  game: PerPlayerGame,
  round: PublishedRound,
  lang: Language,
): PerPlayerCheck {
  const seedOk = commitmentOf(round.serverSeed) === round.commitment;
  const decisions = decisionsText(game, round, lang);
  if (game === 'blackjack') {
    const replay = recomputeBlackjackRound({
      ...round,
      bet: round.bet ?? 0,
      actions: round.actions as never,
    });
    if (!replay.ok) return { seedOk, cardsOk: false, decisions };
    const dealt = {
      dealer: replay.state.dealer,
      hands: replay.state.hands.map((hand) => ({ cards: hand.cards, stake: hand.stake })),
    };
    return {
      seedOk,
      cardsOk: sameOutcome(dealt, { dealer: round.dealer, hands: round.hands }),
      outcome: describeBlackjack(replay.state, lang),
      decisions,
      returned: replay.returned,
    };
  }
  const replay = recomputePokerRound({
    ...round,
    ante: round.ante ?? 0,
    aaBonus: round.aaBonus ?? 0,
    actions: round.actions as never,
  });
  if (!replay.ok) return { seedOk, cardsOk: false, decisions };
  const { player, board, dealer } = replay.state;
  return {
    seedOk,
    cardsOk: sameOutcome(
      { player, board, dealer },
      { player: round.player, board: round.board, dealer: round.dealer },
    ),
    outcome: describePoker(replay.state, lang),
    decisions,
    returned: replay.returned,
  };
}
