/**
 * The page of a "bet then draw" table (Sic Bo, Andar Bahar, money wheels): the table's shared
 * rounds pushed by the studio (betting, drawing, result), chips and the family's bets, a help
 * screen with every bet's payout and exact return. The server draws and pays; the page only shows
 * it, and shows the player's result for the round from the same pure rules the server settles with.
 * The round's socket and state are the shared table's (`../round-table/`).
 */
import type { TableFamily } from '../../src/catalogue/games';
import { text, type TextKey } from '../../src/i18n/texts';
import { diceText, type DiceTextKey } from '../../src/tables/dice-texts';
import type { TableRules } from '../../src/tables/rounds/rules';
import { balanceDisplay } from '../common/balance';
import type { LimitedGameBoot } from '../common/boot';
import { tableChips } from '../common/chips';
import { balancePill, el, gameBar, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { refusalText } from '../common/refusals';
import { tellSiteReady } from '../common/site-ready';
import {
  betButton,
  betsTable,
  helpDialog,
  pushHistory,
  renderStakes,
  setBetsOpen,
} from '../round-table/layout';
import { connectRoundTable } from '../round-table/messages';
import { SharedRoundBets } from '../round-table/state';
import { betTableStyles } from './view';

interface PublicRound {
  id: number;
  phase: 'betting' | 'drawing' | 'result';
  commitment: string;
  bettingEndsIn?: number;
  outcome?: unknown;
  serverSeed?: string;
}

export interface BetChoice {
  kind: string;
  label: string;
  /** "1:1", "60:1" … */
  pays: string;
  /** Exact return cut to two decimals, "97.22". */
  rtp: string;
}

export interface FamilyView<O> {
  family: TableFamily;
  rules: TableRules<O, string>;
  /** The bets in groups (one row of the help table each). */
  bets: BetChoice[];
  rulesText: DiceTextKey;
  /** Shows a finished round on the stage; returns the status line and the history's short text. */
  show(outcome: O, stage: HTMLElement): { line: string; short: string };
}

const KNOWN_REFUSALS = new Set([
  'betting_closed',
  'bad_bet',
  'too_many_bets',
  'insufficient_funds',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
]);

export const boot = readBootData<LimitedGameBoot>();
export const t = (key: TextKey, values?: Record<string, string | number>) =>
  text(boot.lang, key, values);
export const d = (key: DiceTextKey, values?: Record<string, string | number>) =>
  diceText(boot.lang, key, values);
/** An amount inside a sentence: isolated left to right and never broken across two lines. */
const money = (millimes: number) =>
  leftToRight(moneyText(millimes, boot.currency).replace(/ /g, '\u00a0'));

export function startBetTable<O>(view: FamilyView<O>): void {
  const { limits } = boot.game;
  const [background, panel, accent] = boot.game.theme.colors;
  const style = el('style');
  style.textContent = betTableStyles(background, panel, accent);
  document.head.append(style);

  const balance = balanceDisplay(boot);
  const stage = el('div', { className: 'stage', testid: 'table-stage' });
  const status = el('p', { className: 'message countdown', testid: 'table-status' });
  status.setAttribute('aria-live', 'polite');
  const message = el('p', { className: 'message', testid: 'studio-message' });
  const fair = el('p', { className: 'fair', testid: 'table-fair' });
  const history = el('div', { className: 'history', testid: 'table-history' });
  const chips = tableChips(limits, t('chip'), (value) => moneyText(value, boot.currency));
  const bets = el('div', { className: 'bets', testid: 'table-bets' });
  const helpButton = el('button', { type: 'button', testid: 'table-help' }, d('help'));
  const help = helpDialog(
    'table-help-dialog',
    d('close'),
    el('h2', {}, boot.game.name),
    el('p', {}, d(view.rulesText)),
    el('p', {}, d('helpRtp')),
    betsTable([d('bet'), d('pays'), d('rtp')], view.bets),
  );
  helpButton.addEventListener('click', () => help.showModal());

  const state = new SharedRoundBets<PublicRound>(
    (round) => round.phase === 'result' && round.outcome !== undefined,
  );

  for (const choice of view.bets)
    bets.append(
      betButton(choice.kind, choice.label, {
        pays: choice.pays,
        onClick: () =>
          table.bet(choice.kind, chips.value(), { kind: choice.kind, amount: chips.value() }),
      }),
    );

  const root = document.getElementById('game')!;
  root.append(
    gameBar(boot.game.name, balancePill(t('balance'), balance.element)),
    el(
      'p',
      { className: 'message' },
      d('limits', {
        min: money(limits.minBet),
        max: money(limits.maxBet),
        maxWin: money(limits.maxWin),
      }),
    ),
    stage,
    status,
    history,
    message,
    chips.row,
    bets,
    el('div', { className: 'tools' }, helpButton),
    fair,
    help,
  );
  root.removeAttribute('aria-busy');

  /** The player's own stakes and returns this round, from the rules the server settles with. */
  function roundResult(outcome: O): string | undefined {
    if (state.stakes.size === 0) return undefined;
    let returned = 0;
    for (const [kind, amount] of state.stakes)
      returned += view.rules.betReturn({ gameId: boot.game.id, kind, amount }, outcome);
    return d('roundWin', {
      staked: money(state.total()),
      won: money(Math.min(returned, limits.maxWin)),
    });
  }

  const showBettingSeconds = (seconds: number) =>
    (status.textContent = t('bettingIn', { seconds }));

  function showRound(next: PublicRound, fresh: boolean): void {
    if (fresh) message.textContent = '';
    fair.textContent = d('commitment', { hash: next.commitment });
    if (next.phase === 'betting') {
      showBettingSeconds(Math.ceil((next.bettingEndsIn ?? 0) / 1000));
    } else if (next.phase === 'drawing') {
      status.textContent = d('drawing');
    } else if (next.outcome !== undefined) {
      const shown = view.show(next.outcome as O, stage);
      status.textContent = shown.line;
      pushHistory(history, next.id, shown.short);
      fair.textContent = `${d('commitment', { hash: next.commitment })} · ${d('seed', { seed: next.serverSeed ?? '' })}`;
      const result = roundResult(next.outcome as O);
      if (result) message.textContent = result;
    }
    setBetsOpen(bets, next.phase === 'betting');
    renderStakes(bets, state.stakes);
  }

  setInterval(() => {
    const seconds = state.secondsLeft(performance.now());
    if (seconds >= 0) showBettingSeconds(seconds);
  }, 250);

  const table = connectRoundTable<PublicRound, { id: number; outcome: O }>(boot, {
    path: `tables/${view.family}/ws`,
    state,
    balance,
    message,
    showHistory: (items) =>
      items.forEach((item) =>
        pushHistory(history, item.id, view.show(item.outcome, el('div')).short),
      ),
    showRound,
    showStakes: () => {
      message.textContent = t('roundBets', { amount: money(state.total()) });
      renderStakes(bets, state.stakes);
    },
    refusal: (code) =>
      refusalText(code, KNOWN_REFUSALS, t, {
        min: money(limits.minBet),
        max: money(limits.maxBet),
      }),
    showError: (code) => {
      message.textContent = t(code === 'too_many_connections' ? code : 'error');
    },
  });
  tellSiteReady(boot.siteOrigin);
}
