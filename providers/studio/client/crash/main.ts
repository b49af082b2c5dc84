/**
 * The crash game page. The server runs the round (betting, multiplier, crash) and decides every
 * bet and cash-out by its own clock; this page draws what the socket says, interpolating the
 * multiplier between ticks, and sends the player's bet and cash-out.
 */
import { text, type TextKey } from '../../src/i18n/texts';
import { balanceDisplay } from '../common/balance';
import { balancePill, el, formatMultiplier, gameBar, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { studioSocketURL } from '../common/socket';
import { crashHelp } from './help';
import { ownBetLine } from './own-bet';
import { connectRoundSocket } from './socket';
import { drawStage } from './stage';
import { CrashState, type Effects } from './state';
import { crashStyles, refusalText, verifyLinkAttributes, type CrashBoot } from './view';
import { tellSiteReady } from '../common/site-ready';

const boot = readBootData<CrashBoot>();
const { limits } = boot.game;
const [background, panel, accent] = boot.game.theme.colors;
const t = (key: TextKey, values?: Record<string, string | number>) => text(boot.lang, key, values);
const money = (millimes: number) => moneyText(millimes, boot.currency);

const style = el('style');
style.textContent = crashStyles(background, panel, accent);
document.head.append(style);

// The balance the wallet holds now is read after a win the studio paid with no request of this page.
const balance = balanceDisplay(boot);
const canvas = el('canvas', { testid: 'crash-canvas' });
const status = el('p', { className: 'message', testid: 'crash-status' });
status.setAttribute('aria-live', 'polite');
const message = el('p', { className: 'message', testid: 'studio-message' });
const history = el('div', { className: 'history', testid: 'crash-history' });
const amountInput = el('input', {
  type: 'number',
  min: String(limits.minBet / 1000),
  max: String(limits.maxBet / 1000),
  step: '0.1',
  value: String(Math.max(limits.minBet, 1000) / 1000),
  testid: 'crash-amount',
});
const autoInput = el('input', {
  type: 'number',
  min: '1.01',
  step: '0.01',
  placeholder: '2.00',
  testid: 'crash-auto',
});
const betButton = el('button', { type: 'button', testid: 'crash-bet' }, t('placeBet'));
const cashButton = el(
  'button',
  { type: 'button', className: 'cash', testid: 'crash-cashout', disabled: true },
  t('cashOut'),
);
const verifier = el(
  'a',
  { href: `${boot.basePath}/crash/verify?lang=${boot.lang}`, target: '_blank', rel: 'noopener' },
  t('verify'),
);

const helpButton = el('button', { type: 'button', testid: 'studio-help-open' }, t('help'));
const help = crashHelp(t, boot.game.name);
helpButton.addEventListener('click', () => help.showModal());

const root = document.getElementById('game')!;
root.append(
  gameBar(boot.game.name, balancePill(t('balance'), balance.element), verifier, helpButton),
  el(
    'p',
    { className: 'message' },
    t('limits', {
      min: money(limits.minBet),
      max: money(limits.maxBet),
      maxWin: money(limits.maxWin),
    }),
  ),
  history,
  el('div', { className: 'stage' }, canvas),
  status,
  message,
  el(
    'div',
    { className: 'controls' },
    el('label', {}, t('amount'), amountInput),
    el('label', {}, t('autoCashout'), autoInput),
    betButton,
    cashButton,
  ),
);
document.body.append(help);
root.removeAttribute('aria-busy');

const state = new CrashState();

function showOwnBet(): void {
  if (!state.myBet) return;
  message.textContent = ownBetLine(state.myBet, t, boot.currency);
  message.removeAttribute('role');
}

const shownInHistory = new Set<number>();
const historyLink = (item: { id: number; crash: number }) => {
  shownInHistory.add(item.id);
  return el(
    'a',
    verifyLinkAttributes(boot.basePath, boot.lang, item.id),
    `${formatMultiplier(item.crash)}×`,
  );
};

function controls(now = performance.now()): void {
  betButton.disabled = !state.canBet(now);
  cashButton.disabled = !state.canCashOut();
}

const refusal = (status: unknown) => refusalText(status, t, money, limits);

/** Does what a socket message asks of the page. */
function apply(effects: Effects): void {
  if (effects.history) {
    shownInHistory.clear();
    history.replaceChildren(...effects.history.map(historyLink));
  }
  if (effects.crashed && !shownInHistory.has(effects.crashed.id))
    history.prepend(historyLink(effects.crashed));
  if (effects.ownBet) showOwnBet();
  if (effects.refusal) {
    message.textContent = refusal(effects.refusal.status);
    if (effects.refusal.alert) message.setAttribute('role', 'alert');
  }
  balance.set(effects.balance);
  if (effects.readBalance) balance.read();
  controls();
}

function frame(): void {
  const now = performance.now();
  const label = drawStage(canvas, state, t, accent, now);
  if (state.lastCall(now) && !betButton.disabled) controls(now);
  // A multiplier alone reads left to right; a sentence keeps the page's direction.
  const running = state.round?.phase === 'running';
  status.dir = running ? 'ltr' : '';
  status.textContent = running ? `${formatMultiplier(state.shownMultiplier)}×` : label;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

const socket = connectRoundSocket(
  studioSocketURL(boot, 'crash/ws'),
  (data) => apply(state.receive(data, performance.now())),
  () => {
    state.disconnected();
    controls();
  },
);

betButton.addEventListener('click', () => {
  const amount = Math.round(Number(amountInput.value) * 1000);
  const auto = autoInput.value ? Math.round(Number(autoInput.value) * 100) : null;
  if (betButton.disabled) return;
  socket.send({ type: 'bet', amount, autoCashout: auto });
  state.betSending(amount, auto);
  // The player sees at once that the bet is on its way; the answer replaces this line.
  message.textContent = t('betSending');
  message.removeAttribute('role');
  controls();
});
cashButton.addEventListener('click', () => {
  socket.send({ type: 'cashout' });
  cashButton.disabled = true;
});
tellSiteReady(boot.siteOrigin);
