/**
 * The verifier writes every table's round in the game's own words, in fr, en and ar (never the
 * raw JSON), and replays a blackjack or Casino Hold'em round from its seed: a published round
 * whose cards or win were changed is caught.
 */
import { describe, expect, it } from '@rstest/core';
import type { Language } from '../../src/i18n/texts';
import { SIC_BO } from '../../src/tables/sic-bo/table';
import { ANDAR_BAHAR } from '../../src/tables/andar-bahar/table';
import { MONEY_WHEEL } from '../../src/tables/money-wheel/table';
import { commitmentOf, FairDraw, shoe, shuffled } from '../../src/tables/fair-draw';
import { apply, deal, DECKS, legalActions, settle } from '../../src/tables/blackjack/rules';
import { applyHoldem, dealHoldem, deckOf, settlePoker } from '../../src/tables/poker/game';
import { describeOutcome } from './describe';
import { checkPerPlayerRound, type PublishedRound } from './per-player';

const LANGS: Language[] = ['fr', 'en', 'ar'];
const SEED = 'f'.repeat(64);
const draw = (nonce: number) => new FairDraw(SEED, 'verifier-test', nonce);
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('the verifier’s round descriptions', () => {
  it('reads sic bo dice, the andar bahar deal and every money wheel in each language', () => {
    const dice = SIC_BO.deal(draw(1));
    const abDeal = ANDAR_BAHAR.deal(draw(2));
    const wheels = MONEY_WHEEL.deal(draw(3));
    for (const lang of LANGS) {
      const sicBo = plain(describeOutcome('sic-bo', dice, lang));
      expect(sicBo).toContain(dice.join(' '));
      expect(sicBo).toContain(String(dice[0] + dice[1] + dice[2]));
      const ab = describeOutcome('andar-bahar', abDeal, lang);
      const wheel = describeOutcome('money-wheel', wheels, lang);
      for (const text of [sicBo, ab, wheel]) expect(text).not.toMatch(/[{}"[\]]/);
      expect(wheel).toContain('Money Drop');
      expect(wheel).toContain('Dream Wheel');
      expect(wheel).toContain('Crazy Coins');
    }
    expect(plain(describeOutcome('sic-bo', [2, 2, 5], 'fr'))).toBe('Dés : 2 2 5 — total 9');
    expect(plain(describeOutcome('sic-bo', [2, 2, 5], 'ar'))).toBe('النرد: 2 2 5 — المجموع 9');
    expect(describeOutcome('andar-bahar', abDeal, 'en')).toMatch(
      new RegExp(`(Andar|Bahar) wins on card ${abDeal.dealt}\\.`),
    );
    expect(describeOutcome('andar-bahar', abDeal, 'ar')).toContain('الجوكر');
  });
});

/** A blackjack round played by standing (insurance declined), published as the server does. */
function blackjackRound(nonce: number): PublishedRound {
  const cards = shuffled(shoe(DECKS), new FairDraw(SEED, 'c', nonce));
  let state = deal(1000, cards);
  while (state.phase !== 'done') {
    const next = apply(state, legalActions(state).includes('decline') ? 'decline' : 'stand', cards);
    if (!next.ok) throw new Error(next.reason);
    state = next.state;
  }
  return {
    id: nonce,
    commitment: commitmentOf(SEED),
    serverSeed: SEED,
    clientSeed: 'c',
    nonce,
    bet: 1000,
    actions: state.actions,
    dealer: state.dealer,
    hands: state.hands.map((hand) => ({ cards: hand.cards, stake: hand.stake })),
    returned: settle(state).total,
  };
}

function pokerRound(nonce: number): PublishedRound {
  const deck = deckOf(SEED, 'c', nonce);
  const called = applyHoldem(dealHoldem(1000, 500, deck), 'call', deck);
  if (!called.ok) throw new Error(called.reason);
  const { state } = called;
  return {
    id: nonce,
    commitment: commitmentOf(SEED),
    serverSeed: SEED,
    clientSeed: 'c',
    nonce,
    ante: 1000,
    aaBonus: 500,
    actions: ['call'],
    player: state.player,
    board: state.board,
    dealer: state.dealer,
    returned: settlePoker(state).total,
  };
}

describe('the verifier’s replay of per-player rounds', () => {
  it('replays a blackjack round and names its cards, totals and outcome', () => {
    const round = blackjackRound(7);
    const fr = checkPerPlayerRound('blackjack', round, 'fr');
    expect(fr).toMatchObject({ seedOk: true, cardsOk: true, returned: round.returned });
    expect(fr.outcome).toMatch(
      /^Croupier .+ \(\d+\) · Main 1 .+ → (Blackjack !|Gagné|Égalité|Perdu|Brûlé)/,
    );
    expect(fr.decisions).toMatch(/Rester|Pas d’assurance/);
    expect(checkPerPlayerRound('blackjack', round, 'ar').outcome).toMatch(/^الموزّع .+ · .+ 1 /);
    expect(checkPerPlayerRound('blackjack', round, 'en').outcome).toMatch(/^Dealer .+ Hand 1/);
  });

  it('catches a blackjack round published with other cards or another seed', () => {
    const round = blackjackRound(8);
    const swapped = { ...round, dealer: [...(round.dealer as number[])].reverse().concat(0) };
    expect(checkPerPlayerRound('blackjack', swapped, 'en').cardsOk).toBe(false);
    const otherSeed = { ...round, serverSeed: 'e'.repeat(64) };
    expect(checkPerPlayerRound('blackjack', otherSeed, 'en')).toMatchObject({
      seedOk: false,
      cardsOk: false,
    });
  });

  it('replays a Casino Hold’em hand with both hands’ categories, and catches a changed board', () => {
    const round = pokerRound(9);
    const en = checkPerPlayerRound('poker', round, 'en');
    expect(en).toMatchObject({ seedOk: true, cardsOk: true, returned: round.returned });
    expect(plain(en.outcome!)).toMatch(/^You .+ \(.+\) · Board .+ · Dealer .+ \(.+\) → /);
    expect(en.decisions).toMatch(/^Call/);
    const board = [...(round.board as number[])];
    board[4] = (board[4]! + 1) % 52;
    expect(checkPerPlayerRound('poker', { ...round, board }, 'en').cardsOk).toBe(false);
  });
});
