/**
 * The auto-roulette page: the table's shared rounds (betting window, spin, result) pushed by the
 * studio; the player picks a chip and a bet type and taps the layout. The server draws the result
 * and pays; the wheel only shows it.
 */
import { text, type TextKey } from '../../src/i18n/texts';
import { RED, WHEEL, type BetKind } from '../../src/roulette/rules';
import { balanceDisplay } from '../common/balance';
import type { LimitedGameBoot } from '../common/boot';
import { tableChips } from '../common/chips';
import { balancePill, el, gameBar, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { tellSiteReady } from '../common/site-ready';
import { betButton, pushHistory, renderStakes, setBetsOpen } from '../round-table/layout';
import { connectRoundTable } from '../round-table/messages';
import {
  insideNumbers,
  refusalText,
  RouletteTable,
  type InsideKind,
  type PublicRound,
} from './state';
import { rouletteStyles } from './view';
import { paintWheel, wheelCentreText } from './wheel';

const boot = readBootData<LimitedGameBoot>();
const { limits } = boot.game;
const [background, panel, accent] = boot.game.theme.colors;
const t = (key: TextKey, values?: Record<string, string | number>) => text(boot.lang, key, values);
const money = (millimes: number) => moneyText(millimes, boot.currency);
const colorOf = (n: number) => (n === 0 ? '#0a8f3c' : RED.has(n) ? '#c8102e' : '#1b1b1b');

const style = el('style');
style.textContent = rouletteStyles(background, panel, accent);
document.head.append(style);

const balance = balanceDisplay(boot);
const wheel = el('canvas', { width: 480, height: 480, testid: 'roulette-wheel' });
const status = el('p', { className: 'message countdown', testid: 'roulette-status' });
status.setAttribute('aria-live', 'polite');
const message = el('p', { className: 'message', testid: 'studio-message' });
const history = el('div', { className: 'history', testid: 'roulette-history' });
const board = el('div', { className: 'board', testid: 'roulette-board' });
const outside = el('div', { className: 'outside' });
const chips = tableChips(limits, t('chip'), money);
const kinds = el('div', { className: 'kinds', role: 'group', ariaLabel: t('betType') });

const table = new RouletteTable();
let insideKind: InsideKind = 'straight';

function showStakes(): void {
  renderStakes(document, table.stakes);
  const total = table.total();
  if (total > 0 && table.round?.phase === 'betting')
    message.textContent = t('roundBets', { amount: money(total) });
}

function send(kind: BetKind, key: string, extra: { numbers?: number[]; index?: number }): void {
  connection.bet(key, chips.value(), { kind, amount: chips.value(), ...extra });
}

const zero = betButton('n0', '0', {
  color: colorOf(0),
  onClick: () => send('straight', 'n0', { numbers: [0] }),
});
zero.className = 'zero';
board.append(zero);
// Rows from the top: 3, 6, … 36 / 2, 5, … 35 / 1, 4, … 34 (the layout seen from the player).
for (let row = 3; row >= 1; row--) {
  for (let column = 0; column < 12; column++) {
    const n = column * 3 + row;
    board.append(
      betButton(`n${n}`, String(n), {
        color: colorOf(n),
        onClick: () => {
          const numbers = insideNumbers(insideKind, n);
          if (!numbers) return void (message.textContent = t('bad_bet'));
          send(insideKind, `n${n}`, { numbers });
        },
      }),
    );
  }
}
outside.append(
  ...[1, 2, 3].map((index) =>
    betButton(`dozen${index}`, t('dozen', { index }), {
      onClick: () => send('dozen', `dozen${index}`, { index }),
    }),
  ),
  ...[1, 2, 3].map((index) =>
    betButton(`column${index}`, t('column', { index }), {
      onClick: () => send('column', `column${index}`, { index }),
    }),
  ),
  ...(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind) =>
    betButton(kind, t(kind === 'low' ? 'lowHalf' : kind === 'high' ? 'highHalf' : kind), {
      color: kind === 'red' ? '#c8102e' : kind === 'black' ? '#1b1b1b' : undefined,
      onClick: () => send(kind, kind, {}),
    }),
  ),
);
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
  gameBar(boot.game.name, balancePill(t('balance'), balance.element)),
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
  el('div', { className: 'chips' }, chips.row),
  kinds,
  board,
  outside,
);
root.removeAttribute('aria-busy');

const showHistory = (result: number, id: number) =>
  pushHistory(history, id, String(result), colorOf(result));

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
  const seconds = table.secondsLeft(now);
  if (seconds >= 0 && seconds !== shownSeconds) status.textContent = t('bettingIn', { seconds });
  shownSeconds = seconds;
  requestAnimationFrame(drawWheel);
}
requestAnimationFrame(drawWheel);

/** Shows a round the socket told. */
function showRound(next: PublicRound): void {
  if (next.phase === 'betting') {
    status.textContent = t('bettingIn', { seconds: Math.ceil((next.bettingEndsIn ?? 0) / 1000) });
  } else if (next.phase === 'spinning') {
    status.textContent = t('spinningNow');
  } else if (next.result !== undefined) {
    status.textContent = t('resultIs', { number: next.result });
    showHistory(next.result, next.id);
  }
  setBetsOpen(document, next.phase === 'betting');
  showStakes();
}

const connection = connectRoundTable<PublicRound, { id: number; result: number }>(boot, {
  path: 'roulette/ws',
  state: table,
  balance,
  message,
  showHistory: (items) => items.forEach((item) => showHistory(item.result, item.id)),
  showRound,
  showStakes,
  refusal: (status) =>
    refusalText(status, t, { min: money(limits.minBet), max: money(limits.maxBet) }),
  showError: (status) => {
    message.textContent = t(status === 'too_many_connections' ? status : 'error');
  },
});
tellSiteReady(boot.siteOrigin);
