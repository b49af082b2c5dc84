/**
 * The slot game page: balance, bet, spin, help. Every spin is decided by the server (POST
 * api/slots/spin, paid through the platform's wallet); this page animates the answer, shows the
 * balance the wallet returned and tells the site's page (postMessage, one origin only).
 */
import { text, tierName, type TextKey } from '../../src/i18n/texts';
import { tellSiteBalance } from '../common/balance';
import { el } from '../common/dom';
import { moneyText } from '../common/money';
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';
import { readBoot, type RoundAnswer, type SpinView } from './boot';
import { buildHelp } from './help';
import { createReels } from './reels';
import { blip, setSound } from './sound';
import { tellSiteReady } from '../common/site-ready';

const boot = readBoot();
const { model, lang } = boot;
const t = (key: TextKey, values?: Record<string, string | number>) => text(lang, key, values);
const money = (millimes: number) => moneyText(millimes, boot.currency);
const lines = model.lines.length;

const [background, panel, accent] = boot.game.theme.colors;
const style = el('style');
style.textContent = `
#game{display:flex;flex-direction:column;height:100%;max-width:1100px;margin:0 auto;padding:8px;gap:8px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.bar h1{font-size:1.05rem;margin:0;flex:1 1 8em;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700;white-space:nowrap}
button{font:inherit;color:#fff;background:${panel};border:2px solid ${accent};border-radius:12px;min-height:44px;min-width:44px;padding:0 14px;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
.stage{flex:1;min-height:180px;position:relative;direction:ltr}
.stage canvas{position:absolute;inset:0;width:100%;height:100%;border-radius:12px;border:3px solid ${accent}}
.message{min-height:1.6em;text-align:center;font-weight:700}
.controls{display:flex;align-items:center;justify-content:center;gap:10px}
.spin{background:${accent};border-color:#fff;min-width:120px;min-height:56px;font-size:1.2rem;font-weight:800}
.help{max-width:min(640px,92vw);max-height:88vh;overflow:auto;background:${panel};color:#fff;border:2px solid ${accent};border-radius:12px}
.help::backdrop{background:rgba(0,0,0,.85)}
.help .pay-icon{display:block;width:44px;height:44px}
.help-close{position:sticky;top:0;float:inline-end;z-index:1}
table{border-collapse:collapse;width:100%}td,th{padding:4px 8px;border-bottom:1px solid rgba(255,255,255,.2);text-align:start}
/* A phone: the title gets its own row (the close button's corner kept free), the spin button the
   last one, so neither the title nor the bet is squeezed. */
@media (max-width:600px){.bar h1{flex-basis:100%}.controls{flex-wrap:wrap}.spin{flex-basis:100%}}
`;
document.head.append(style);

let balance = boot.balance;
let betIndex = 0;
let busy = false;
let soundOn = false;

const balanceValue = el(
  'bdi',
  { dir: 'ltr', testid: 'studio-balance' },
  balance === null ? '—' : money(balance),
);
const betValue = el('bdi', { dir: 'ltr', testid: 'studio-bet' });
const message = el('p', { className: 'message', testid: 'studio-message' });
message.setAttribute('aria-live', 'polite');
const canvas = el('canvas', { testid: 'studio-reels' });
canvas.setAttribute('role', 'img');
canvas.setAttribute('aria-label', boot.game.name);
const spinButton = el(
  'button',
  { className: 'spin', type: 'button', testid: 'studio-spin' },
  t('spin'),
);
const minus = el('button', { type: 'button', ariaLabel: `${t('bet')} −` }, '−');
const plus = el('button', { type: 'button', ariaLabel: `${t('bet')} +` }, '+');
const helpButton = el('button', { type: 'button', testid: 'studio-help-open' }, t('help'));
const soundButton = el(
  'button',
  { type: 'button', testid: 'studio-sound' },
  `${t('sound')}: ${t('off')}`,
);
soundButton.setAttribute('aria-pressed', 'false');

const root = document.getElementById('game')!;
root.append(
  el(
    'div',
    { className: 'bar' },
    el('h1', { dir: 'auto' }, boot.game.name),
    el('span', { className: 'pill' }, `${t('balance')}: `, balanceValue),
    helpButton,
    soundButton,
  ),
  el('div', { className: 'stage' }, canvas),
  message,
  el(
    'div',
    { className: 'controls' },
    minus,
    el('span', { className: 'pill' }, `${t('bet')}: `, betValue),
    plus,
    spinButton,
  ),
);
root.removeAttribute('aria-busy');

const reels = createReels(canvas, boot);
new ResizeObserver(() => reels.resize()).observe(canvas);

function renderBet(): void {
  betValue.textContent = money(model.lineBets[betIndex]! * lines);
  minus.disabled = busy || betIndex === 0;
  plus.disabled = busy || betIndex === model.lineBets.length - 1;
  spinButton.disabled = busy;
}

/** Tells the site's page the wallet's new balance, so its header need not wait. */
const tellSite = (value: number) => tellSiteBalance(boot, value);

function setBalance(value: number | null): void {
  balance = value;
  balanceValue.textContent = value === null ? '—' : money(value);
}

const help = buildHelp(boot, accent);
helpButton.addEventListener('click', () => help.showModal());
soundButton.addEventListener('click', () => {
  soundOn = !soundOn;
  setSound(soundOn);
  soundButton.textContent = `${t('sound')}: ${t(soundOn ? 'on' : 'off')}`;
  soundButton.setAttribute('aria-pressed', String(soundOn));
});
minus.addEventListener('click', () => {
  betIndex = Math.max(0, betIndex - 1);
  renderBet();
});
plus.addEventListener('click', () => {
  betIndex = Math.min(model.lineBets.length - 1, betIndex + 1);
  renderBet();
});

async function play(spin: SpinView, durationMs: number): Promise<void> {
  await reels.spin(spin.window, durationMs, () => blip(440));
  if (spin.win > 0) {
    reels.highlight(spin);
    blip(880, 200);
  }
}

async function spinOnce(): Promise<void> {
  if (busy) return;
  const lineBet = model.lineBets[betIndex]!;
  busy = true;
  renderBet();
  message.textContent = '';
  try {
    const response = await fetch(`${boot.basePath}/api/slots/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: boot.session, lineBet }),
    });
    const answer = (await response.json()) as
      RoundAnswer | { ok: false; status: string; balance?: number };
    if (!answer.ok) {
      const key =
        (
          [
            'insufficient_funds',
            'limit_reached',
            'player_excluded',
            'session_expired',
            'session_ended',
            'session_not_found',
            'wallet_unavailable',
          ] as const
        ).find((k) => k === answer.status) ?? 'error';
      message.textContent = t(key);
      message.setAttribute('role', 'alert');
      if (answer.balance !== undefined) setBalance(answer.balance);
      return;
    }
    // The money has moved: the site's header may show it while the reels still turn.
    if (answer.balance !== null) tellSite(answer.balance);
    message.removeAttribute('role');
    if (balance !== null) balanceValue.textContent = money(balance - answer.bet);
    await play(answer.base, 900);
    let total = answer.base.win;
    if (answer.free.length > 0) {
      message.textContent = t('freeSpinsWon', { count: answer.base.award });
      for (let i = 0; i < answer.free.length; i++) {
        const spin = answer.free[i]!;
        await play(spin, 450);
        total += spin.win;
        message.textContent = `${t('freeSpins')} ${i + 1}/${answer.free.length} — ${t('win')}: ${money(total)}`;
      }
    }
    if (answer.win > 0) message.textContent = `${t('win')}: ${money(answer.win)}`;
    for (const hit of answer.jackpots ?? [])
      message.textContent = t('jackpotWon', {
        tier: tierName(lang, hit.tier),
        amount: money(hit.amount),
      });
    if (answer.balance === null) {
      message.textContent = t('settling');
      const session = await fetch(`${boot.basePath}/api/session/${boot.session}`).then(
        (r) => r.json() as Promise<{ balance: number | null }>,
      );
      setBalance(session.balance);
      if (session.balance !== null) tellSite(session.balance);
    } else {
      setBalance(answer.balance);
    }
  } catch {
    message.textContent = t('error');
    message.setAttribute('role', 'alert');
  } finally {
    busy = false;
    renderBet();
  }
}

spinButton.addEventListener('click', () => void spinOnce());
renderBet();
tellSiteReady(boot.siteOrigin);
