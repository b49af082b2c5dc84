/**
 * The page of a "bet then draw" table (Sic Bo, Andar Bahar, money wheels): the table's shared
 * rounds pushed by the studio (betting, drawing, result), chips and the family's bets, a help
 * screen with every bet's payout and exact return. The server draws and pays; the page only shows
 * it, and shows the player's result for the round from the same pure rules the server settles with.
 */
import type { SymbolSet, TableFamily } from '../../src/catalogue/games';
import { text, type Language, type TextKey } from '../../src/i18n/texts';
import { diceText, type DiceTextKey } from '../../src/tables/dice-texts';
import type { TableRules } from '../../src/tables/rounds/rules';
import { el, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { tellSiteReady } from '../common/site-ready';
import { betTableStyles } from './view';

export interface BetTableBoot {
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
}

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

export const boot = readBootData<BetTableBoot>();
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

  const balanceValue = el(
    'bdi',
    { dir: 'ltr', testid: 'studio-balance' },
    boot.balance === null ? '—' : moneyText(boot.balance, boot.currency),
  );
  const stage = el('div', { className: 'stage', testid: 'table-stage' });
  const status = el('p', { className: 'message countdown', testid: 'table-status' });
  status.setAttribute('aria-live', 'polite');
  const message = el('p', { className: 'message', testid: 'studio-message' });
  const fair = el('p', { className: 'fair', testid: 'table-fair' });
  const history = el('div', { className: 'history', testid: 'table-history' });
  const chips = el('div', { className: 'chips', role: 'group', ariaLabel: t('chip') });
  const bets = el('div', { className: 'bets', testid: 'table-bets' });
  const helpButton = el('button', { type: 'button', testid: 'table-help' }, d('help'));
  const help = helpDialog(view);
  helpButton.addEventListener('click', () => help.showModal());

  let round: PublicRound | undefined;
  let endsAt = 0;
  let chip =
    [500, 1000, 5000, 10000].find((v) => v >= limits.minBet && v <= limits.maxBet) ?? limits.minBet;
  const stakes = new Map<string, number>();
  const pending = new Map<string, { kind: string; amount: number }>();
  let tag = 0;
  let awaitingPayment: number | undefined;

  function setBalance(value: number | null | undefined): void {
    if (value === null || value === undefined) return;
    balanceValue.textContent = moneyText(value, boot.currency);
    if (window.parent !== window)
      window.parent.postMessage(
        { type: 'studio:balance', balance: value, currency: boot.currency },
        boot.siteOrigin ?? window.location.origin,
      );
  }
  const readBalance = () =>
    void fetch(`${boot.basePath}/api/session/${boot.session}`)
      .then((response) => response.json() as Promise<{ balance: number | null }>)
      .then((session) => setBalance(session.balance));

  function renderStakes(): void {
    for (const button of bets.querySelectorAll<HTMLButtonElement>('[data-bet]')) {
      button.querySelector('.stake')?.remove();
      const amount = stakes.get(button.dataset.bet!);
      if (amount)
        button.append(
          el('span', { className: 'stake' }, (amount / 1000).toFixed(amount % 1000 ? 1 : 0)),
        );
    }
  }

  for (const choice of view.bets) {
    const button = el(
      'button',
      { type: 'button', testid: `bet-${choice.kind}` },
      choice.label,
      el('small', { dir: 'ltr' }, choice.pays),
    );
    button.dataset.bet = choice.kind;
    button.addEventListener('click', () => {
      if (round?.phase !== 'betting') return;
      const id = String(++tag);
      pending.set(id, { kind: choice.kind, amount: chip });
      socket.send(
        JSON.stringify({ type: 'bet', tag: id, bet: { kind: choice.kind, amount: chip } }),
      );
    });
    bets.append(button);
  }
  for (const value of [100, 500, 1000, 5000, 10000, 50000].filter(
    (v) => v >= limits.minBet && v <= limits.maxBet,
  )) {
    const button = el('button', { type: 'button', dir: 'ltr' }, moneyText(value, boot.currency));
    button.setAttribute('aria-pressed', String(value === chip));
    button.addEventListener('click', () => {
      chip = value;
      for (const other of chips.children)
        other.setAttribute('aria-pressed', String(other === button));
    });
    chips.append(button);
  }

  const root = document.getElementById('game')!;
  root.append(
    el(
      'div',
      { className: 'bar' },
      el('h1', { dir: 'auto' }, boot.game.name),
      el('span', { className: 'pill' }, `${t('balance')}: `, balanceValue),
    ),
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
    chips,
    bets,
    el('div', { className: 'tools' }, helpButton),
    fair,
    help,
  );
  root.removeAttribute('aria-busy');

  /** The player's own stakes and returns this round, from the rules the server settles with. */
  function roundResult(outcome: O): string | undefined {
    if (stakes.size === 0) return undefined;
    let staked = 0;
    let returned = 0;
    for (const [kind, amount] of stakes) {
      staked += amount;
      returned += view.rules.betReturn({ gameId: boot.game.id, kind, amount }, outcome);
    }
    return d('roundWin', { staked: money(staked), won: money(Math.min(returned, limits.maxWin)) });
  }

  function pushHistory(id: number, short: string): void {
    if (history.querySelector(`[data-round="${id}"]`)) return;
    const item = el('span', {}, short);
    item.dataset.round = String(id);
    history.prepend(item);
    while (history.children.length > 20) history.lastElementChild!.remove();
  }

  function follow(next: PublicRound): void {
    if (round?.id !== next.id) {
      stakes.clear();
      message.textContent = '';
    }
    round = next;
    fair.textContent = d('commitment', { hash: next.commitment });
    if (next.phase === 'betting') {
      endsAt = performance.now() + (next.bettingEndsIn ?? 0);
      status.textContent = t('bettingIn', { seconds: Math.ceil((next.bettingEndsIn ?? 0) / 1000) });
    } else if (next.phase === 'drawing') {
      status.textContent = d('drawing');
    } else if (next.outcome !== undefined) {
      const shown = view.show(next.outcome as O, stage);
      status.textContent = shown.line;
      pushHistory(next.id, shown.short);
      fair.textContent = `${d('commitment', { hash: next.commitment })} · ${d('seed', { seed: next.serverSeed ?? '' })}`;
      const result = roundResult(next.outcome as O);
      if (result) {
        message.textContent = result;
        awaitingPayment = next.id;
      }
    }
    for (const button of bets.querySelectorAll<HTMLButtonElement>('[data-bet]'))
      button.disabled = next.phase !== 'betting';
    renderStakes();
  }

  const tick = () => {
    if (round?.phase === 'betting')
      status.textContent = t('bettingIn', {
        seconds: Math.max(0, Math.ceil((endsAt - performance.now()) / 1000)),
      });
  };
  setInterval(tick, 250);

  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/tables/${view.family}/ws?session=${encodeURIComponent(boot.session)}`,
  );
  socket.addEventListener('message', (event) => {
    const data = JSON.parse(String(event.data)) as { type: string; [key: string]: unknown };
    if (data.type === 'hello') {
      for (const item of [...((data.history as Array<{ id: number; outcome: O }>) ?? [])].reverse())
        pushHistory(item.id, view.show(item.outcome, el('div')).short);
      if (data.round) follow(data.round as PublicRound);
      setBalance(data.balance as number | null);
      // Bets placed before a reload are not known here: the balance is read again once paid.
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
        const total = [...stakes.values()].reduce((a, b) => a + b, 0);
        message.textContent = t('roundBets', { amount: money(total) });
        renderStakes();
      } else {
        const code = String(data.status);
        const known = [
          'betting_closed',
          'bad_bet',
          'too_many_bets',
          'insufficient_funds',
          'session_expired',
          'session_ended',
          'wallet_unavailable',
        ];
        message.textContent =
          code === 'bet_out_of_limits'
            ? t('bet_out_of_limits', { min: money(limits.minBet), max: money(limits.maxBet) })
            : t((known.includes(code) ? code : 'error') as TextKey);
        message.setAttribute('role', 'alert');
      }
    } else if (data.type === 'error') {
      message.textContent = t(data.status === 'too_many_connections' ? data.status : 'error');
    }
  });
  tellSiteReady(boot.siteOrigin);
}

/** The help screen: the rules and every bet's payout and exact return to player. */
function helpDialog<O>(view: FamilyView<O>): HTMLDialogElement {
  const close = el('button', { type: 'button' }, d('close'));
  const rows = view.bets.map((bet) =>
    el(
      'tr',
      {},
      el('td', {}, bet.label),
      el('td', { dir: 'ltr' }, bet.pays),
      el('td', { dir: 'ltr' }, `${bet.rtp} %`),
    ),
  );
  const dialog = el(
    'dialog',
    { testid: 'table-help-dialog' },
    el('h2', {}, boot.game.name),
    el('p', {}, d(view.rulesText)),
    el('p', {}, d('helpRtp')),
    el(
      'table',
      {},
      el(
        'thead',
        {},
        el('tr', {}, el('th', {}, d('bet')), el('th', {}, d('pays')), el('th', {}, d('rtp'))),
      ),
      el('tbody', {}, ...rows),
    ),
    close,
  );
  close.addEventListener('click', () => dialog.close());
  return dialog;
}
