/**
 * The auto-roulette page: the table's shared rounds (betting window, spin, result) pushed by the
 * studio; the player picks a chip and a bet type and taps the layout. The server draws the result
 * and pays; the wheel only shows it.
 */
import type { SymbolSet } from '../../src/catalogue/games';
import { text, type Language, type TextKey } from '../../src/i18n/texts';
import { RED, WHEEL, type BetKind } from '../../src/roulette/rules';
import { el, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { rouletteStyles } from './view';
import { paintWheel, secondsLeft, wheelCentreText } from './wheel';
import { tellSiteReady } from '../common/site-ready';

interface RouletteBoot {
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
  phase: 'betting' | 'spinning' | 'result';
  bettingEndsIn?: number;
  spinning?: number;
  result?: number;
}

const boot = readBootData<RouletteBoot>();
const { limits } = boot.game;
const [background, panel, accent] = boot.game.theme.colors;
const t = (key: TextKey, values?: Record<string, string | number>) => text(boot.lang, key, values);
const money = (millimes: number) => moneyText(millimes, boot.currency);
const colorOf = (n: number) => (n === 0 ? '#0a8f3c' : RED.has(n) ? '#c8102e' : '#1b1b1b');

const style = el('style');
style.textContent = rouletteStyles(background, panel, accent);
document.head.append(style);

const balanceValue = el(
  'bdi',
  { dir: 'ltr', testid: 'studio-balance' },
  boot.balance === null ? '—' : money(boot.balance),
);
const wheel = el('canvas', { width: 480, height: 480, testid: 'roulette-wheel' });
const status = el('p', { className: 'message countdown', testid: 'roulette-status' });
status.setAttribute('aria-live', 'polite');
const message = el('p', { className: 'message', testid: 'studio-message' });
const history = el('div', { className: 'history', testid: 'roulette-history' });
const board = el('div', { className: 'board', testid: 'roulette-board' });
const outside = el('div', { className: 'outside' });
const chips = el('div', { className: 'chips', role: 'group', ariaLabel: t('chip') });
const kinds = el('div', { className: 'kinds', role: 'group', ariaLabel: t('betType') });

let round: PublicRound | undefined;
let phaseEndsAt = 0;
let chip =
  [500, 1000, 5000, 10000].find((value) => value >= limits.minBet && value <= limits.maxBet) ??
  limits.minBet;
let insideKind: 'straight' | 'split' | 'street' | 'corner' | 'line' = 'straight';
const stakes = new Map<string, number>();
let tag = 0;
const pending = new Map<string, { key: string; amount: number }>();

function setBalance(value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  balanceValue.textContent = money(value);
  const target = boot.siteOrigin ?? window.location.origin;
  if (window.parent !== window)
    window.parent.postMessage(
      { type: 'studio:balance', balance: value, currency: boot.currency },
      target,
    );
}

function renderStakes(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-bet]')) {
    button.querySelector('.stake')?.remove();
    const amount = stakes.get(button.dataset.bet!);
    if (amount)
      button.append(
        el('span', { className: 'stake' }, (amount / 1000).toFixed(amount % 1000 ? 1 : 0)),
      );
  }
  const total = [...stakes.values()].reduce((a, b) => a + b, 0);
  if (total > 0 && round?.phase === 'betting')
    message.textContent = t('roundBets', { amount: money(total) });
}

/** The numbers an inside bet anchored on `n` covers, by the selected kind. */
function insideNumbers(n: number): number[] | undefined {
  if (insideKind === 'straight') return [n];
  if (n === 0) return undefined;
  const top = n - ((n - 1) % 3);
  if (insideKind === 'split') return n % 3 !== 0 ? [n, n + 1] : n <= 33 ? [n, n + 3] : undefined;
  if (insideKind === 'street') return [top, top + 1, top + 2];
  if (insideKind === 'corner') return n % 3 !== 0 && n <= 32 ? [n, n + 1, n + 3, n + 4] : undefined;
  return top <= 31 ? [top, top + 1, top + 2, top + 3, top + 4, top + 5] : undefined;
}

function send(kind: BetKind, key: string, extra: { numbers?: number[]; index?: number }): void {
  if (round?.phase !== 'betting') return;
  const id = String(++tag);
  pending.set(id, { key, amount: chip });
  socket.send(JSON.stringify({ type: 'bet', tag: id, bet: { kind, amount: chip, ...extra } }));
}

function betButton(
  label: string,
  key: string,
  onClick: () => void,
  color?: string,
): HTMLButtonElement {
  const button = el('button', { type: 'button', testid: `bet-${key}` }, label);
  button.dataset.bet = key;
  if (color) button.style.background = color;
  button.addEventListener('click', onClick);
  return button;
}

const zero = betButton('0', 'n0', () => send('straight', 'n0', { numbers: [0] }), colorOf(0));
zero.className = 'zero';
board.append(zero);
// Rows from the top: 3, 6, … 36 / 2, 5, … 35 / 1, 4, … 34 (the layout seen from the player).
for (let row = 3; row >= 1; row--) {
  for (let column = 0; column < 12; column++) {
    const n = column * 3 + row;
    board.append(
      betButton(
        String(n),
        `n${n}`,
        () => {
          const numbers = insideNumbers(n);
          if (!numbers) return void (message.textContent = t('bad_bet'));
          send(insideKind, `n${n}`, { numbers });
        },
        colorOf(n),
      ),
    );
  }
}
outside.append(
  ...[1, 2, 3].map((index) =>
    betButton(t('dozen', { index }), `dozen${index}`, () =>
      send('dozen', `dozen${index}`, { index }),
    ),
  ),
  ...[1, 2, 3].map((index) =>
    betButton(t('column', { index }), `column${index}`, () =>
      send('column', `column${index}`, { index }),
    ),
  ),
  ...(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind) =>
    betButton(
      t(kind === 'low' ? 'lowHalf' : kind === 'high' ? 'highHalf' : kind),
      kind,
      () => send(kind, kind, {}),
      kind === 'red' ? '#c8102e' : kind === 'black' ? '#1b1b1b' : undefined,
    ),
  ),
);
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
for (const kind of ['straight', 'split', 'street', 'corner', 'line'] as const) {
  const button = el('button', { type: 'button' }, t(kind));
  button.setAttribute('aria-pressed', String(kind === insideKind));
  button.addEventListener('click', () => {
    insideKind = kind;
    for (const other of kinds.children)
      other.setAttribute('aria-pressed', String(other === button));
  });
  kinds.append(button);
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
    // Each amount isolated left to right: in Arabic "0.10 TND" otherwise runs into its neighbours.
    t('rouletteLimits', {
      min: leftToRight(money(limits.minBet)),
      max: leftToRight(money(limits.maxBet)),
      maxWin: leftToRight(money(limits.maxWin)),
    }),
  ),
  el('div', { className: 'top' }, wheel, el('div', {}, status, history)),
  message,
  el('div', { className: 'chips' }, chips),
  kinds,
  board,
  outside,
);
root.removeAttribute('aria-busy');

function pushHistory(result: number, id: number): void {
  if (history.querySelector(`[data-round="${id}"]`)) return;
  const item = el('span', {}, String(result));
  item.dataset.round = String(id);
  item.style.background = colorOf(result);
  history.prepend(item);
  while (history.children.length > 20) history.lastElementChild!.remove();
}

let angle = 0;
let shownSeconds = -1;
function drawWheel(): void {
  const now = performance.now();
  if (round?.phase === 'spinning') angle += 0.08;
  else if (round?.phase === 'result' && round.result !== undefined) {
    // Settle the wheel so the result's pocket sits under the pointer at the top.
    const index = WHEEL.indexOf(round.result);
    const target = -Math.PI / 2 - ((index + 0.5) * 2 * Math.PI) / 37;
    angle += (((target - angle) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) > 0.01 ? 0.05 : 0;
  }
  paintWheel(wheel, angle, { panel, accent, of: colorOf }, wheelCentreText(round));
  // The countdown runs in the status line beside the wheel, never in its centre.
  const seconds = round?.phase === 'betting' ? secondsLeft(phaseEndsAt, now) : -1;
  if (seconds >= 0 && seconds !== shownSeconds) status.textContent = t('bettingIn', { seconds });
  shownSeconds = seconds;
  requestAnimationFrame(drawWheel);
}
requestAnimationFrame(drawWheel);

/** The round this table bet in whose wins the wallet has not paid yet. */
let awaitingPayment: number | undefined;

function readBalance(): void {
  void fetch(`${boot.basePath}/api/session/${boot.session}`)
    .then((response) => response.json() as Promise<{ balance: number | null }>)
    .then((session) => setBalance(session.balance));
}

function follow(next: PublicRound): void {
  if (round?.id !== next.id) stakes.clear();
  round = next;
  if (next.phase === 'betting') {
    phaseEndsAt = performance.now() + (next.bettingEndsIn ?? 0);
    status.textContent = t('bettingIn', { seconds: Math.ceil((next.bettingEndsIn ?? 0) / 1000) });
  } else if (next.phase === 'spinning') {
    status.textContent = t('spinningNow');
  } else if (next.result !== undefined) {
    status.textContent = t('resultIs', { number: next.result });
    pushHistory(next.result, next.id);
    // The round's wins are paid after the result shows: its balance is read once the studio
    // says the wallet has paid them (`settled`).
    if (stakes.size > 0) awaitingPayment = next.id;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-bet]'))
    button.disabled = next.phase !== 'betting';
  renderStakes();
}

const socket = new WebSocket(
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/roulette/ws?session=${encodeURIComponent(boot.session)}`,
);
socket.addEventListener('message', (event) => {
  const data = JSON.parse(String(event.data)) as { type: string; [key: string]: unknown };
  if (data.type === 'hello') {
    for (const item of [
      ...((data.history as Array<{ id: number; result: number }>) ?? []),
    ].reverse())
      pushHistory(item.result, item.id);
    if (data.round) follow(data.round as PublicRound);
    setBalance(data.balance as number | null);
    // Bets placed before a reload are not known here: the balance is read again once this round
    // is paid, in case they won.
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
      stakes.set(sent.key, (stakes.get(sent.key) ?? 0) + sent.amount);
      setBalance(data.balance as number);
      message.removeAttribute('role');
      renderStakes();
    } else {
      const status = String(data.status);
      const known = [
        'betting_closed',
        'bad_bet',
        'too_many_bets',
        'insufficient_funds',
        'limit_reached',
        'player_excluded',
        'session_expired',
        'session_ended',
        'wallet_unavailable',
      ];
      message.textContent =
        status === 'bet_out_of_limits'
          ? t('bet_out_of_limits', { min: money(limits.minBet), max: money(limits.maxBet) })
          : t((known.includes(status) ? status : 'error') as TextKey);
      message.setAttribute('role', 'alert');
    }
  } else if (data.type === 'error') {
    message.textContent = t(data.status === 'too_many_connections' ? data.status : 'error');
  }
});
tellSiteReady(boot.siteOrigin);
