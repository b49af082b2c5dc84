/**
 * The Casino Hold'em page on the per-player table page (`../per-player/page.ts`): the dealer's
 * cards, the board and the player's, the ante and AA bonus chips, and call or fold.
 */
import type { Category } from '../../src/tables/poker/hands';
import { pokerText, type PokerTextKey } from '../../src/tables/poker/texts';
import { chipButtons, chipsWithin } from '../common/chips';
import { el } from '../common/dom';
import { moneyText } from '../common/money';
import { perPlayerBoot, startPerPlayerPage, type PlayedRound } from '../per-player/page';
import { cardElement } from '../tables/cards';
import { pokerHelp, pokerStyles } from './view';

interface RoundView extends PlayedRound {
  ante: number | null;
  phase?: string;
  player?: number[];
  board?: number[];
  dealer?: number[];
  callStake?: number;
  playerHand?: Category;
  dealerHand?: Category;
  dealerQualifies?: boolean;
  outcome?: string;
  returns?: { ante: number; call: number; bonus: number };
}

const page = perPlayerBoot<PokerTextKey>(pokerText);
const { boot, limits, t, money } = page;

const dealerSeat = el('section', { className: 'seat', testid: 'poker-dealer' });
const boardSeat = el('section', { className: 'seat', testid: 'poker-board' });
const playerSeat = el('section', { className: 'seat', testid: 'poker-player' });
const outcomeLine = el('p', { className: 'outcome', testid: 'poker-outcome' });
const stakes = el('div', { className: 'stakes' });

const CHIPS = chipsWithin([500, 1000, 2000, 5000, 10000, 50000], limits);
let ante = CHIPS.find((v) => v >= 1000) ?? limits.minBet;
let aaBonus = 0;

/** Cards face up, then face down up to `count` (a hand not dealt yet shows its backs). */
const cardsOf = (cards: number[] | undefined, count: number) =>
  el(
    'div',
    { className: 'cards' },
    ...Array.from({ length: count }, (_, i) => cardElement(cards?.[i])),
  );

function seat(
  box: HTMLElement,
  title: PokerTextKey,
  cards: number[] | undefined,
  count: number,
  hand?: Category,
) {
  box.replaceChildren(
    el('h2', {}, t(title), hand ? el('span', { className: 'hand-name' }, t(`pkHand_${hand}`)) : ''),
    cardsOf(cards, count),
  );
}

function renderTable(round: RoundView | undefined): void {
  const over = round?.outcome !== undefined;
  seat(dealerSeat, 'pkDealer', round?.dealer, 2, round?.dealerHand);
  seat(boardSeat, 'pkBoard', round?.board, 5);
  seat(playerSeat, 'pkPlayer', round?.player, 2, round?.playerHand);
  outcomeLine.replaceChildren();
  if (!over || !round) return;
  outcomeLine.append(t(`pkOutcome_${round.outcome}` as PokerTextKey));
  if ((round.returns?.bonus ?? 0) > 0)
    outcomeLine.append(' · ', t('pkBonusWon', { amount: money(round.returns!.bonus) }));
}

/** A row of chips; `none`, when given, is a first choice worth nothing (no bonus bet). */
function chipRow(selected: number, choose: (value: number) => void, none?: string) {
  const choices = CHIPS.map((value) => ({ value, label: moneyText(value, boot.currency) }));
  if (none) choices.unshift({ value: 0, label: none });
  return chipButtons(el('div', { className: 'chips', role: 'group' }), choices, selected, choose);
}

const anteChips = chipRow(ante, (value) => (ante = value));
anteChips.setAttribute('aria-label', t('pkAnte'));
anteChips.dataset.testid = 'poker-ante-chips';
const bonusChips = chipRow(aaBonus, (value) => (aaBonus = value), t('pkNoBonus'));
bonusChips.setAttribute('aria-label', t('pkBonus'));
bonusChips.dataset.testid = 'poker-bonus-chips';
stakes.append(el('h3', {}, t('pkAnte')), anteChips, el('h3', {}, t('pkBonus')), bonusChips);

const help = pokerHelp(boot.lang, () => help.close());

const [background, panel, accent] = page.colors;
startPerPlayerPage<RoundView, PokerTextKey>(page, {
  engine: 'poker',
  styles: pokerStyles(background, panel, accent),
  keys: {
    limits: 'pkLimits',
    chooseBet: 'pkChooseBet',
    resultWin: 'pkResultWin',
    resultLose: 'pkResultLose',
    commitment: 'pkCommitment',
    revealed: 'pkRevealed',
    deal: 'pkDeal',
  },
  felt: [dealerSeat, boardSeat, playerSeat, outcomeLine],
  betting: stakes,
  help,
  renderTable,
  deal: (clientSeed) => ({ type: 'deal', ante, aaBonus, clientSeed }),
  decisionLabel: (round, action) =>
    action === 'call' ? t('pkCall', { amount: money(round.callStake ?? 0) }) : t('pkFold'),
  primary: 'call',
  decisionMessage: () => t('pkDecide'),
});
