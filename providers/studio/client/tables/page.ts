/**
 * The page of a "bet then draw" card table (Baccarat, Dragon Tiger): the shared rounds pushed by
 * the studio (betting with the seed's commitment, drawing, result with the outcome and the seed),
 * chips and the family's bets, the round's win, recent results and the help with every bet's
 * exact RTP. The server draws and pays; the page only shows. A family gives its bets, its stage
 * and how a result reads; the round's socket and state are the shared table's (`../round-table/`).
 */
import type { TableFamily } from '../../src/catalogue/games';
import { text, type TextKey } from '../../src/i18n/texts';
import type { TableBoot } from '../../src/tables/boot';
import { tableText, type TableTextKey } from '../../src/tables/texts';
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
import { tableStyles } from './styles';

export interface TablePageBoot extends LimitedGameBoot {
  table: TableBoot;
}

export interface TableView<O> {
  family: TableFamily;
  /** The bets in the order the layout shows them, with their label and payout ("1:1"). */
  bets: Array<{ kind: string; label: string; pays: string; color?: string }>;
  rules: string[];
  /** The table's cards or dice: empty while betting, face down while drawing. */
  stage: HTMLElement;
  show(outcome: O | undefined): void;
  /** A result in the strip of recent rounds. */
  historyChip(outcome: O): { text: string; color: string };
  /** What a bet returns (the family's rules module, the same the server pays with). */
  returnOf(bet: { kind: string; amount: number }, outcome: O): number;
}

interface PublicRound {
  id: number;
  phase: 'betting' | 'drawing' | 'result';
  commitment: string;
  bettingEndsIn?: number;
  outcome?: unknown;
  serverSeed?: string;
}

const KNOWN_REFUSALS = new Set([
  'betting_closed',
  'bad_bet',
  'too_many_bets',
  'insufficient_funds',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
  'too_many_connections',
]);

export function startTablePage<O>(boot: TablePageBoot, view: TableView<O>): void {
  const { limits } = boot.game;
  const [background, panel, accent] = boot.game.theme.colors;
  const t = (key: TextKey, values?: Record<string, string | number>) =>
    text(boot.lang, key, values);
  const tt = (key: TableTextKey, values?: Record<string, string | number>) =>
    tableText(boot.lang, key, values);
  const money = (millimes: number) => moneyText(millimes, boot.currency);

  const style = el('style');
  style.textContent = tableStyles(background, panel, accent);
  document.head.append(style);

  const balance = balanceDisplay(boot);
  const status = el('p', { className: 'message countdown', testid: 'table-status' });
  status.setAttribute('aria-live', 'polite');
  const message = el('p', { className: 'message', testid: 'studio-message' });
  const history = el('div', { className: 'history', testid: 'table-history' });
  const fair = el('p', { className: 'fair', testid: 'table-fair' });
  const chips = tableChips(limits, t('chip'), money);
  const layout = el('div', { className: 'bets', testid: 'table-bets' });
  const helpButton = el('button', { type: 'button', testid: 'studio-help-open' }, t('help'));

  const state = new SharedRoundBets<PublicRound>((round) => round.phase === 'result');
  balance.set(boot.balance);

  for (const bet of view.bets)
    layout.append(
      betButton(bet.kind, bet.label, {
        pays: bet.pays,
        color: bet.color,
        onClick: () =>
          table.bet(bet.kind, chips.value(), { kind: bet.kind, amount: chips.value() }),
      }),
    );

  const help = helpDialog(
    'studio-help',
    t('close'),
    el('h2', { dir: 'auto' }, boot.game.name),
    ...view.rules.map((line) => el('p', {}, line)),
    el('p', {}, tt('helpRounds', { seconds: boot.table.bettingSeconds })),
    betsTable(
      [tt('betColumn'), tt('payout'), tt('rtpColumn')],
      view.bets.map((bet) => ({
        label: bet.label,
        pays: bet.pays,
        rtp: boot.table.rtp[bet.kind] ?? '—',
        rtpTestid: `rtp-${bet.kind}`,
      })),
    ),
    el('p', {}, tt('helpRtp')),
    el('p', {}, tt('helpFair')),
  );
  helpButton.addEventListener('click', () => help.showModal());
  const root = document.getElementById('game')!;
  root.append(
    gameBar(boot.game.name, helpButton, balancePill(t('balance'), balance.element)),
    el(
      'p',
      { className: 'message', testid: 'table-limits' },
      tt('tableLimits', {
        min: leftToRight(money(limits.minBet)),
        max: leftToRight(money(limits.maxBet)),
        maxWin: leftToRight(money(limits.maxWin)),
      }),
    ),
    view.stage,
    status,
    history,
    message,
    chips.row,
    layout,
    fair,
    help,
  );
  root.removeAttribute('aria-busy');

  const showHistory = (outcome: O, id: number) => {
    const chipOf = view.historyChip(outcome);
    pushHistory(history, id, chipOf.text, chipOf.color);
  };

  function showFairness(next: PublicRound): void {
    const verify = `${boot.basePath}/tables/verify?round=${next.id}&lang=${boot.lang}`;
    fair.replaceChildren(
      `${leftToRight(`#${next.id}`)} `,
      tt('commitment', { hash: leftToRight(next.commitment) }),
    );
    if (next.serverSeed)
      fair.append(
        el('br'),
        tt('seedShown', { seed: leftToRight(next.serverSeed) }),
        ' · ',
        el(
          'a',
          { href: verify, target: '_blank', rel: 'noopener', testid: 'table-verify' },
          tt('verifyRound'),
        ),
      );
  }

  function showRound(next: PublicRound, fresh: boolean): void {
    if (fresh) message.textContent = '';
    showFairness(next);
    if (next.phase === 'betting') view.show(undefined);
    else if (next.phase === 'drawing') status.textContent = tt('drawing');
    else {
      const outcome = next.outcome as O;
      view.show(outcome);
      showHistory(outcome, next.id);
      status.textContent = '';
      if (state.stakes.size > 0) {
        let won = 0;
        for (const [kind, amount] of state.stakes) won += view.returnOf({ kind, amount }, outcome);
        won = Math.min(won, limits.maxWin);
        // The wins are paid after the result shows: the balance is read once the studio says so.
        message.textContent = won > 0 ? tt('roundWin', { amount: money(won) }) : tt('roundLost');
      }
    }
    setBetsOpen(layout, next.phase === 'betting');
    renderStakes(layout, state.stakes);
  }

  // The countdown is redrawn each frame, its text only when the whole second changes.
  let shownSeconds = -1;
  function tick(): void {
    const seconds = state.secondsLeft(performance.now());
    if (seconds >= 0 && seconds !== shownSeconds) status.textContent = tt('betsOpen', { seconds });
    shownSeconds = seconds;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);

  const table = connectRoundTable<PublicRound, { id: number; outcome: O }>(boot, {
    path: `tables/${view.family}/ws`,
    state,
    balance,
    message,
    showHistory: (items) => items.forEach((item) => showHistory(item.outcome, item.id)),
    showRound,
    showStakes: () => {
      message.textContent = t('roundBets', { amount: money(state.total()) });
      renderStakes(layout, state.stakes);
    },
    refusal: (status) =>
      refusalText(status, KNOWN_REFUSALS, t, {
        min: money(limits.minBet),
        max: money(limits.maxBet),
      }),
    showError: (status) => {
      message.textContent =
        status === 'wrong_game'
          ? tt('wrong_game')
          : t(status === 'too_many_connections' ? 'too_many_connections' : 'error');
      message.setAttribute('role', 'alert');
    },
  });
  tellSiteReady(boot.siteOrigin);
}

export const readTableBoot = () => readBootData<TablePageBoot>();
