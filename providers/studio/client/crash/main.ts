/**
 * The crash game page. The server runs the round (betting, multiplier, crash) and decides every
 * bet and cash-out by its own clock; this page draws what the socket says, interpolating the
 * multiplier between ticks, and sends the player's bet and cash-out.
 */
import { text, type TextKey } from '../../src/i18n/texts';
import { el, formatMultiplier, multiplierText, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { crashHelp } from './help';
import { baseLabelSize, fittedLabelSize } from './label';
import { ownBetFromHello, ownBetLine, type HelloBet, type OwnBet } from './own-bet';
import {
  crashStyles,
  refusalText,
  verifyLinkAttributes,
  type CrashBoot,
  type PublicRound,
} from './view';
import { tellSiteReady } from '../common/site-ready';

type Message = { type: string; [key: string]: unknown };

const GROWTH_PER_MS = 0.00006;
const boot = readBootData<CrashBoot>();
const { limits } = boot.game;
const [background, panel, accent] = boot.game.theme.colors;
const t = (key: TextKey, values?: Record<string, string | number>) => text(boot.lang, key, values);
const money = (millimes: number) => moneyText(millimes, boot.currency);

const style = el('style');
style.textContent = crashStyles(background, panel, accent);
document.head.append(style);

const balanceValue = el(
  'bdi',
  { dir: 'ltr', testid: 'studio-balance' },
  boot.balance === null ? '—' : money(boot.balance),
);
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
  el(
    'div',
    { className: 'bar' },
    el('h1', { dir: 'auto' }, boot.game.name),
    el('span', { className: 'pill' }, `${t('balance')}: `, balanceValue),
    verifier,
    helpButton,
  ),
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

let round: PublicRound | undefined;
/** performance.now() at which betting closes, or the round started. */
let bettingEndsAt = 0;
let startedAt = 0;
let shownMultiplier = 100;
let myBet: OwnBet | undefined;
/** The automatic cash-out of the bet sent and not answered yet. */
let sentAuto: number | null = null;
/** A bet sent and not answered yet. */
let betSent = false;
/**
 * The last moment of the betting phase, in which the bet button is off: a bet sent then would
 * reach the server after betting closed (and be refused), so the page does not offer it.
 */
const LAST_CALL_MS = 700;
const lastCall = (now = performance.now()) =>
  round?.phase === 'betting' && now >= bettingEndsAt - LAST_CALL_MS;

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

/** The balance the wallet holds now (after a win the studio paid with no request of this page). */
function readBalance(): void {
  void fetch(`${boot.basePath}/api/session/${boot.session}`)
    .then((r) => r.json() as Promise<{ balance: number | null }>)
    .then((s) => setBalance(s.balance));
}

function showOwnBet(): void {
  if (!myBet) return;
  message.textContent = ownBetLine(myBet, t, boot.currency);
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

function renderHistory(items: Array<{ id: number; crash: number }>): void {
  shownInHistory.clear();
  history.replaceChildren(...items.map(historyLink));
}

function controls(): void {
  const phase = round?.phase;
  betButton.disabled = phase !== 'betting' || betSent || lastCall() || myBet?.round === round?.id;
  cashButton.disabled = !(
    phase === 'running' &&
    myBet !== undefined &&
    myBet.round === round?.id &&
    myBet.cashed === undefined
  );
}

function follow(next: PublicRound): void {
  round = next;
  const now = performance.now();
  if (next.phase === 'betting') bettingEndsAt = now + (next.bettingEndsIn ?? 0);
  if (next.phase === 'running') startedAt = now - (next.elapsed ?? 0);
  if (next.phase === 'crashed') {
    shownMultiplier = next.crash!;
    if (!shownInHistory.has(next.id))
      history.prepend(historyLink({ id: next.id, crash: next.crash! }));
  }
  if (next.phase === 'void' && myBet?.round === next.id && myBet.cashed === undefined) {
    myBet.void = true;
    showOwnBet();
  }
  controls();
}

function draw(): void {
  const ctx = canvas.getContext('2d')!;
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  if (canvas.width !== Math.round(width * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const now = performance.now();
  let label = t('waiting');
  if (round?.phase === 'betting') {
    label = lastCall(now)
      ? t('bettingClosing')
      : t('bettingIn', { seconds: Math.max(0, Math.ceil((bettingEndsAt - now) / 1000)) });
    shownMultiplier = 100;
    if (lastCall(now) && !betButton.disabled) controls();
  } else if (round?.phase === 'running') {
    shownMultiplier = Math.max(
      shownMultiplier,
      Math.floor(100 * Math.exp(GROWTH_PER_MS * (now - startedAt))),
    );
    label = multiplierText(shownMultiplier);
  } else if (round?.phase === 'crashed') {
    label = t('crashedAt', { multiplier: multiplierText(round.crash!) });
  } else if (round?.phase === 'void') {
    label = t('roundVoid');
  }
  if (round && (round.phase === 'running' || round.phase === 'crashed')) {
    const elapsed =
      round.phase === 'running' ? now - startedAt : Math.log(round.crash! / 100) / GROWTH_PER_MS;
    const span = Math.max(8000, elapsed * 1.15);
    const top = Math.max(2, (shownMultiplier / 100) * 1.15);
    ctx.strokeStyle = round.phase === 'crashed' ? '#ff4d6d' : accent;
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let i = 0; i <= 60; i++) {
      const at = (elapsed * i) / 60;
      const x = 20 + ((width - 40) * at) / span;
      const y = height - 20 - ((height - 40) * (Math.exp(GROWTH_PER_MS * at) - 1)) / (top - 1);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.fillStyle = round?.phase === 'crashed' ? '#ff4d6d' : '#fff';
  const font = (size: number) => `800 ${size}px system-ui, sans-serif`;
  const size = baseLabelSize(width, height);
  ctx.font = font(size);
  const fitted = fittedLabelSize(size, ctx.measureText(label).width, width);
  if (fitted !== size) ctx.font = font(fitted);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, width / 2, height / 2);
  // A multiplier alone reads left to right; a sentence keeps the page's direction.
  status.dir = round?.phase === 'running' ? 'ltr' : '';
  status.textContent = round?.phase === 'running' ? `${formatMultiplier(shownMultiplier)}×` : label;
  requestAnimationFrame(draw);
}
requestAnimationFrame(draw);

const refusal = (status: unknown) => refusalText(status, t, money, limits);

function onMessage(event: MessageEvent): void {
  const data = JSON.parse(String(event.data)) as Message;
  switch (data.type) {
    case 'hello': {
      renderHistory((data.history as Array<{ id: number; crash: number }>) ?? []);
      const helloBet = ownBetFromHello(
        data.bet as HelloBet | null,
        (data.round as PublicRound)?.id,
      );
      if (helloBet) {
        myBet = helloBet;
        showOwnBet();
      }
      if (data.round) follow(data.round as PublicRound);
      setBalance(data.balance as number | null);
      break;
    }
    case 'round':
      follow(data.round as PublicRound);
      break;
    case 'tick':
      if (round && data.round === round.id && round.phase === 'running') {
        startedAt = performance.now() - (data.elapsed as number);
        shownMultiplier = Math.max(shownMultiplier, data.multiplier as number);
      }
      break;
    case 'bet-result':
      betSent = false;
      if (data.ok) {
        myBet = {
          id: data.bet as number,
          round: round!.id,
          amount: Math.round(Number(amountInput.value) * 1000),
          auto: sentAuto,
        };
        showOwnBet();
        setBalance(data.balance as number);
      } else {
        message.textContent = refusal(data.status);
        message.setAttribute('role', 'alert');
      }
      controls();
      break;
    case 'cashout-result':
      if (data.ok && myBet) {
        myBet.cashed = data.cashout as number;
        myBet.win = data.win as number;
        myBet.paid = data.balance !== undefined;
        showOwnBet();
        setBalance(data.balance as number);
      } else {
        message.textContent = refusal(data.status);
      }
      controls();
      break;
    case 'cashed':
      // Everyone's cash-outs arrive here; the player's own automatic one is known by its bet id.
      if (myBet && data.bet === myBet.id && myBet.cashed === undefined) {
        myBet.cashed = data.cashout as number;
        myBet.win = data.win as number;
        showOwnBet();
        controls();
      }
      break;
    case 'paid':
      // The wallet has credited this bet's win: the page shows the balance it now holds.
      if (myBet && data.bet === myBet.id) {
        myBet.paid = true;
        showOwnBet();
        readBalance();
      }
      break;
    case 'refunded':
      // The wallet has given back this bet of a void round: the page shows the balance it holds.
      if (myBet && data.bet === myBet.id) {
        myBet.void = true;
        myBet.refunded = true;
        showOwnBet();
        readBalance();
      }
      break;
    case 'error':
      betSent = false;
      message.textContent = refusal(data.status);
      message.setAttribute('role', 'alert');
      controls();
      break;
  }
}

/**
 * The round's socket. A connection that drops (the network, a studio push worker restarting) is
 * opened again after a moment; the greeting then gives the round and the player's bet in it, so a
 * bet in play can still be cashed out. A refused session (4001) is not retried.
 */
let socket: WebSocket;
let retries = 0;
function connect(): void {
  socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/crash/ws?session=${encodeURIComponent(boot.session)}`,
  );
  socket.addEventListener('message', (event) => {
    retries = 0;
    onMessage(event);
  });
  socket.addEventListener('close', (event) => {
    betSent = false;
    controls();
    if (event.code === 4001) return;
    retries += 1;
    setTimeout(connect, Math.min(5_000, 250 * 2 ** retries) * (0.5 + Math.random()));
  });
}
connect();

betButton.addEventListener('click', () => {
  const amount = Math.round(Number(amountInput.value) * 1000);
  const auto = autoInput.value ? Math.round(Number(autoInput.value) * 100) : null;
  if (betButton.disabled) return;
  socket.send(JSON.stringify({ type: 'bet', amount, autoCashout: auto }));
  sentAuto = auto;
  betSent = true;
  // The player sees at once that the bet is on its way; the answer replaces this line.
  message.textContent = t('betSending');
  message.removeAttribute('role');
  controls();
});
cashButton.addEventListener('click', () => {
  socket.send(JSON.stringify({ type: 'cashout' }));
  cashButton.disabled = true;
});

// A round that ends (crash or auto cash-out) may have moved money: ask the studio for the balance.
let lastPhase = '';
setInterval(() => {
  if (round?.phase === 'crashed' && lastPhase !== 'crashed' && myBet?.round === round.id) {
    readBalance();
  }
  lastPhase = round?.phase ?? '';
}, 500);
tellSiteReady(boot.siteOrigin);
