/**
 * The page of a "bet then draw" table: the shared rounds pushed by the studio (betting with the
 * seed's commitment, drawing, result with the outcome and the seed), chips and the family's bets,
 * the round's win, recent results and the help with every bet's exact RTP. The server draws and
 * pays; the page only shows. A family gives its bets, its stage and how a result reads.
 */
import type { SymbolSet, TableFamily } from '../../src/catalogue/games';
import { text, type Language, type TextKey } from '../../src/i18n/texts';
import type { TableBoot } from '../../src/tables/boot';
import { tableText, type TableTextKey } from '../../src/tables/texts';
import { el, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { tellSiteReady } from '../common/site-ready';
import { tableStyles } from './styles';

export interface TablePageBoot {
  basePath: string;
  session: string;
  lang: Language;
  siteOrigin: string | null;
  currency: string;
  balance: number | null;
  game: {
    id: number;
    name: string;
    theme: { colors: [string, string, string]; symbols: SymbolSet };
    limits: { minBet: number; maxBet: number; maxWin: number };
  };
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

const KNOWN_REFUSALS = [
  'betting_closed',
  'bad_bet',
  'too_many_bets',
  'insufficient_funds',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
  'too_many_connections',
];

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

  const balanceValue = el('bdi', { dir: 'ltr', testid: 'studio-balance' }, '—');
  const status = el('p', { className: 'message countdown', testid: 'table-status' });
  status.setAttribute('aria-live', 'polite');
  const message = el('p', { className: 'message', testid: 'studio-message' });
  const history = el('div', { className: 'history', testid: 'table-history' });
  const fair = el('p', { className: 'fair', testid: 'table-fair' });
  const chips = el('div', { className: 'chips', role: 'group', ariaLabel: t('chip') });
  const layout = el('div', { className: 'bets', testid: 'table-bets' });
  const helpButton = el('button', { type: 'button', testid: 'studio-help-open' }, t('help'));

  let round: PublicRound | undefined;
  let phaseEndsAt = 0;
  let chip =
    [500, 1000, 5000, 10000].find((v) => v >= limits.minBet && v <= limits.maxBet) ?? limits.minBet;
  const stakes = new Map<string, number>();
  const pending = new Map<string, { kind: string; amount: number }>();
  let tag = 0;
  /** The round this table bet in whose wins the wallet has not paid yet. */
  let awaitingPayment: number | undefined;

  function setBalance(value: number | null | undefined): void {
    if (value === null || value === undefined) return;
    balanceValue.textContent = money(value);
    if (window.parent !== window)
      window.parent.postMessage(
        { type: 'studio:balance', balance: value, currency: boot.currency },
        boot.siteOrigin ?? window.location.origin,
      );
  }
  setBalance(boot.balance);

  function renderStakes(): void {
    for (const button of layout.querySelectorAll<HTMLButtonElement>('[data-bet]')) {
      button.querySelector('.stake')?.remove();
      const amount = stakes.get(button.dataset.bet!);
      if (amount)
        button.append(
          el(
            'span',
            { className: 'stake', dir: 'ltr' },
            (amount / 1000).toFixed(amount % 1000 ? 1 : 0),
          ),
        );
    }
  }

  for (const bet of view.bets) {
    const button = el(
      'button',
      { type: 'button', testid: `bet-${bet.kind}` },
      bet.label,
      el('small', { dir: 'ltr' }, bet.pays),
    );
    button.dataset.bet = bet.kind;
    if (bet.color) button.style.background = bet.color;
    button.addEventListener('click', () => {
      if (round?.phase !== 'betting') return;
      const id = String(++tag);
      pending.set(id, { kind: bet.kind, amount: chip });
      socket.send(JSON.stringify({ type: 'bet', tag: id, bet: { kind: bet.kind, amount: chip } }));
    });
    layout.append(button);
  }
  for (const value of [100, 500, 1000, 5000, 10000, 50000].filter(
    (v) => v >= limits.minBet && v <= limits.maxBet,
  )) {
    const button = el('button', { type: 'button', dir: 'ltr' }, money(value));
    button.setAttribute('aria-pressed', String(value === chip));
    button.addEventListener('click', () => {
      chip = value;
      for (const other of chips.children)
        other.setAttribute('aria-pressed', String(other === button));
    });
    chips.append(button);
  }

  const help = helpDialog();
  helpButton.addEventListener('click', () => help.showModal());
  const root = document.getElementById('game')!;
  root.append(
    el(
      'div',
      { className: 'bar' },
      el('h1', { dir: 'auto' }, boot.game.name),
      helpButton,
      el('span', { className: 'pill' }, `${t('balance')}: `, balanceValue),
    ),
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
    chips,
    layout,
    fair,
    help,
  );
  root.removeAttribute('aria-busy');

  function helpDialog(): HTMLDialogElement {
    const close = el('button', { type: 'button' }, t('close'));
    const rows = view.bets.map((bet) =>
      el(
        'tr',
        {},
        el('td', {}, bet.label),
        el('td', { dir: 'ltr' }, bet.pays),
        el('td', { dir: 'ltr', testid: `rtp-${bet.kind}` }, `${boot.table.rtp[bet.kind] ?? '—'} %`),
      ),
    );
    const dialog = el(
      'dialog',
      { testid: 'studio-help' },
      el('h2', { dir: 'auto' }, boot.game.name),
      ...view.rules.map((line) => el('p', {}, line)),
      el('p', {}, tt('helpRounds', { seconds: boot.table.bettingSeconds })),
      el(
        'table',
        {},
        el(
          'tr',
          {},
          ...(['betColumn', 'payout', 'rtpColumn'] as const).map((k) => el('th', {}, tt(k))),
        ),
        ...rows,
      ),
      el('p', {}, tt('helpRtp')),
      el('p', {}, tt('helpFair')),
      close,
    );
    close.addEventListener('click', () => dialog.close());
    return dialog;
  }

  function pushHistory(outcome: O, id: number): void {
    if (history.querySelector(`[data-round="${id}"]`)) return;
    const chipOf = view.historyChip(outcome);
    const item = el('span', {}, chipOf.text);
    item.dataset.round = String(id);
    item.style.background = chipOf.color;
    history.prepend(item);
    while (history.children.length > 20) history.lastElementChild!.remove();
  }

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

  function follow(next: PublicRound): void {
    if (round?.id !== next.id) {
      stakes.clear();
      message.textContent = '';
    }
    round = next;
    showFairness(next);
    if (next.phase === 'betting') {
      phaseEndsAt = performance.now() + (next.bettingEndsIn ?? 0);
      view.show(undefined);
    } else if (next.phase === 'drawing') {
      status.textContent = tt('drawing');
    } else {
      const outcome = next.outcome as O;
      view.show(outcome);
      pushHistory(outcome, next.id);
      status.textContent = '';
      if (stakes.size > 0) {
        let won = 0;
        for (const [kind, amount] of stakes) won += view.returnOf({ kind, amount }, outcome);
        won = Math.min(won, limits.maxWin);
        message.textContent = won > 0 ? tt('roundWin', { amount: money(won) }) : tt('roundLost');
        // The wins are paid after the result shows: the balance is read once the studio says so.
        awaitingPayment = next.id;
      }
    }
    for (const button of layout.querySelectorAll<HTMLButtonElement>('[data-bet]'))
      button.disabled = next.phase !== 'betting';
    renderStakes();
  }

  let shownSeconds = -1;
  function tick(): void {
    if (round?.phase === 'betting') {
      const seconds = Math.max(0, Math.ceil((phaseEndsAt - performance.now()) / 1000));
      if (seconds !== shownSeconds) status.textContent = tt('betsOpen', { seconds });
      shownSeconds = seconds;
    } else shownSeconds = -1;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);

  const readBalance = () =>
    void fetch(`${boot.basePath}/api/session/${boot.session}`)
      .then((response) => response.json() as Promise<{ balance: number | null }>)
      .then((session) => setBalance(session.balance));

  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/tables/${view.family}/ws?session=${encodeURIComponent(boot.session)}`,
  );
  socket.addEventListener('message', (event) => {
    const data = JSON.parse(String(event.data)) as { type: string; [key: string]: unknown };
    if (data.type === 'hello') {
      for (const item of [...((data.history as Array<{ id: number; outcome: O }>) ?? [])].reverse())
        pushHistory(item.outcome, item.id);
      if (data.round) follow(data.round as PublicRound);
      setBalance(data.balance as number | null);
      // Bets placed before a reload are not known here: read the balance once this round is paid.
      if (data.round) awaitingPayment = (data.round as PublicRound).id;
    } else if (data.type === 'round') {
      follow(data.round as PublicRound);
    } else if (data.type === 'settled') {
      if (data.round === awaitingPayment) {
        awaitingPayment = undefined;
        readBalance();
      }
    } else if (data.type === 'bet-result') {
      const sent = pending.get(String(data.tag));
      pending.delete(String(data.tag));
      if (data.ok && sent) {
        stakes.set(sent.kind, (stakes.get(sent.kind) ?? 0) + sent.amount);
        setBalance(data.balance as number);
        message.removeAttribute('role');
        let total = 0;
        for (const amount of stakes.values()) total += amount;
        message.textContent = t('roundBets', { amount: money(total) });
        renderStakes();
      } else {
        const refusal = String(data.status);
        message.textContent =
          refusal === 'bet_out_of_limits'
            ? t('bet_out_of_limits', { min: money(limits.minBet), max: money(limits.maxBet) })
            : t((KNOWN_REFUSALS.includes(refusal) ? refusal : 'error') as TextKey);
        message.setAttribute('role', 'alert');
      }
    } else if (data.type === 'error') {
      message.textContent =
        data.status === 'wrong_game'
          ? tt('wrong_game')
          : t(data.status === 'too_many_connections' ? 'too_many_connections' : 'error');
      message.setAttribute('role', 'alert');
    }
  });
  tellSiteReady(boot.siteOrigin);
}

export const readTableBoot = () => readBootData<TablePageBoot>();
