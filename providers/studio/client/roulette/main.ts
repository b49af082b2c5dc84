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
import {
  insideNumbers,
  refusalText,
  RouletteTable,
  type InsideKind,
  type PublicRound,
} from './state';
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

const table = new RouletteTable();
let chip =
  [500, 1000, 5000, 10000].find((value) => value >= limits.minBet && value <= limits.maxBet) ??
  limits.minBet;
let insideKind: InsideKind = 'straight';

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
    const amount = table.stakes.get(button.dataset.bet!);
    if (amount)
      button.append(
        el('span', { className: 'stake' }, (amount / 1000).toFixed(amount % 1000 ? 1 : 0)),
      );
  }
  const total = table.total();
  if (total > 0 && table.round?.phase === 'betting')
    message.textContent = t('roundBets', { amount: money(total) });
}

function send(kind: BetKind, key: string, extra: { numbers?: number[]; index?: number }): void {
  const id = table.sending(key, chip);
  if (id === null) return;
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
          const numbers = insideNumbers(insideKind, n);
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
  const round = table.round;
  if (round?.phase === 'spinning') angle += 0.08;
  else if (round?.phase === 'result' && round.result !== undefined) {
    // Settle the wheel so the result's pocket sits under the pointer at the top.
    const index = WHEEL.indexOf(round.result);
    const target = -Math.PI / 2 - ((index + 0.5) * 2 * Math.PI) / 37;
    angle += (((target - angle) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) > 0.01 ? 0.05 : 0;
  }
  paintWheel(wheel, angle, { panel, accent, of: colorOf }, wheelCentreText(round));
  // The countdown runs in the status line beside the wheel, never in its centre.
  const seconds = round?.phase === 'betting' ? secondsLeft(table.phaseEndsAt, now) : -1;
  if (seconds >= 0 && seconds !== shownSeconds) status.textContent = t('bettingIn', { seconds });
  shownSeconds = seconds;
  requestAnimationFrame(drawWheel);
}
requestAnimationFrame(drawWheel);

function readBalance(): void {
  void fetch(`${boot.basePath}/api/session/${boot.session}`)
    .then((response) => response.json() as Promise<{ balance: number | null }>)
    .then((session) => setBalance(session.balance));
}

/** Shows a round the socket told. */
function showRound(next: PublicRound): void {
  if (next.phase === 'betting') {
    status.textContent = t('bettingIn', { seconds: Math.ceil((next.bettingEndsIn ?? 0) / 1000) });
  } else if (next.phase === 'spinning') {
    status.textContent = t('spinningNow');
  } else if (next.result !== undefined) {
    status.textContent = t('resultIs', { number: next.result });
    pushHistory(next.result, next.id);
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
    const round = data.round as PublicRound | undefined;
    table.greeted(round, performance.now());
    if (round) showRound(round);
    setBalance(data.balance as number | null);
  } else if (data.type === 'round') {
    table.follow(data.round as PublicRound, performance.now());
    showRound(data.round as PublicRound);
  } else if (data.type === 'settled') {
    if (table.settled(data.round)) readBalance();
  } else if (data.type === 'bet-result') {
    if (table.answered(data.tag, data.ok === true)) {
      setBalance(data.balance as number);
      message.removeAttribute('role');
      renderStakes();
    } else {
      message.textContent = refusalText(String(data.status), t, {
        min: money(limits.minBet),
        max: money(limits.maxBet),
      });
      message.setAttribute('role', 'alert');
    }
  } else if (data.type === 'error') {
    message.textContent = t(data.status === 'too_many_connections' ? data.status : 'error');
  }
});
tellSiteReady(boot.siteOrigin);
