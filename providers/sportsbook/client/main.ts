/**
 * The sportsbook frame: lists (home, live, prematch line, favourites, results, calendar, search),
 * an event's markets, the bet slip and My bets, priced live over WebSocket. It talks to the page
 * that embeds it by postMessage, to one origin only, and listens to that origin only: its content
 * height, a guest's request to log in, a balance change, the route; the page sends its viewport
 * (for the floating bet slip) and navigation. This file wires the parts: the state and its rules
 * (`state.ts`), the markup (`views.ts`, `frame.ts`) and the conversations (`messaging.ts`).
 */
import { Betting } from './betting';
import { money, type OddsFormat } from './format';
import { localeOf } from './labels';
import { connectPushes, createApi, listenToSite, postToSite, reportHeight } from './messaging';
import { FrameView } from './frame';
import {
  applyChange,
  initialState,
  pathOf,
  routeOf,
  toggleFavourite,
  togglePick,
  type SlipMode,
  type Tolerance,
} from './state';
import type { Language } from './texts';
import type { BetView, Boot, EventView } from './view-types';

const boot = JSON.parse(document.getElementById('boot')!.textContent!) as Boot;
const base = boot.basePath;
const params = new URLSearchParams(location.search);
const lang: Language = (['fr', 'en', 'ar'] as const).find((l) => l === params.get('lang')) ?? 'fr';
const locale = localeOf(lang);
const { t } = locale;
const oddsFormat: OddsFormat =
  (['decimal', 'fractional', 'american'] as const).find((f) => f === params.get('oddsFormat')) ??
  'decimal';
const mobile = params.get('layout') === 'mobile';
const floating = params.get('floatingBetslip') === 'true';
const siteOrigin = boot.siteOrigin ?? location.origin;
/** The launch settings every link of the frame carries. */
const settings = new URLSearchParams();
for (const name of [
  'lang',
  'view',
  'layout',
  'oddsFormat',
  'floatingBetslip',
  'parent',
  'partnerId',
])
  if (params.has(name)) settings.set(name, params.get(name)!);

document.documentElement.lang = lang;
document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
document.documentElement.classList.toggle('mobile', mobile);
document.documentElement.classList.toggle('floating', floating);

const state = initialState({
  session: sessionStorage.getItem('sb-session'),
  favourites: JSON.parse(localStorage.getItem('sb-favourites') ?? '[]') as number[],
  tolerance: localStorage.getItem('sb-tolerance') as Tolerance | null,
  acceptAnyCashOut: localStorage.getItem('sb-accept-any-cash-out') === '1',
});
const api = createApi(base, () => state.session);
const post = postToSite(siteOrigin);
const cash = (amount: number) => money(amount, state.currency);
const app = document.getElementById('app')!;
const view = new FrameView(app, { state, locale, base, settings, oddsFormat }, mobile);

// ---------- data ----------

async function loadEvents(): Promise<void> {
  const { body } = await api<{ events: EventView[] }>('/events');
  state.events = new Map(body.events.map((e) => [e.id, e]));
  view.render();
}

async function loadResults(): Promise<void> {
  const { body } = await api<{ events: EventView[] }>('/results');
  state.results = body.events;
  view.render();
}

async function loadBets(): Promise<void> {
  if (!state.session) return;
  const { status, body } = await api<{ bets: BetView[] }>('/bets');
  if (status === 200) state.bets = body.bets;
  view.render();
}

function setBalance(balance: number | null | undefined): void {
  if (typeof balance !== 'number') return;
  state.balance = balance;
  post({ type: 'sportsbook:balance', balance, currency: state.currency });
}

async function refreshBalance(): Promise<void> {
  if (!state.session) return;
  const { status, body } = await api<{ balance: number }>('/balance');
  if (status === 200) setBalance(body.balance);
}

/** After a change: the slip when its odds moved, the bets and balance once an open bet's event ended. */
function changed(effect: { slipChanged: boolean; openBetSettled: boolean }): void {
  if (effect.openBetSettled) setTimeout(() => void loadBets().then(refreshBalance), 800);
  if (effect.slipChanged) view.renderSlip();
  view.render();
}

let reloadTimer: number | null = null;
/** A change of an event we have never seen (a new round): the lists are fetched again, once. */
function reloadSoon(): void {
  reloadTimer ??= window.setTimeout(() => {
    reloadTimer = null;
    void loadEvents();
  }, 300);
}

// ---------- navigation ----------

function navigate(path: string, push = true): void {
  Object.assign(state, routeOf(path));
  if (push) history.pushState(null, '', `${base}/${pathOf(state)}?${settings}`);
  if (state.route === 'my-bets' || state.route === 'history') void loadBets();
  if (state.route === 'results') void loadResults();
  post({ type: 'sportsbook:route', path: pathOf(state) });
  view.render();
  window.scrollTo(0, 0);
}

// ---------- bet slip ----------

function pick(eventId: number, market: string, outcome: string): void {
  if (!state.session) {
    post({ type: 'sportsbook:login-required' });
    state.message = { kind: 'error', text: t('loginToBet') };
    view.renderSlip();
    return;
  }
  if (!togglePick(state, eventId, market, outcome)) return;
  view.renderSlip();
  view.render();
}

const betting = new Betting({
  state,
  api,
  view,
  locale,
  cash,
  setBalance,
  loadBets,
  loginRequired: () => post({ type: 'sportsbook:login-required' }),
});

// ---------- wiring ----------

app.addEventListener('click', (e) => {
  const target = (e.target as HTMLElement).closest<HTMLElement>(
    '[data-pick],[data-nav],[data-fav],[data-sport],[data-remove],[data-mode],[data-clear],[data-slip-toggle],[data-cashout],#place',
  );
  if (!target) return;
  const d = target.dataset;
  if (d.pick) {
    const [event, market, outcome] = d.pick.split('|');
    pick(Number(event), market!, outcome!);
  } else if (d.nav) {
    e.preventDefault();
    if (d.nav === 'back') history.back();
    else navigate(d.nav);
  } else if (d.fav) {
    toggleFavourite(state, Number(d.fav));
    localStorage.setItem('sb-favourites', JSON.stringify([...state.favourites]));
    view.render();
  } else if (d.sport) {
    state.sport = d.sport;
    view.render();
  } else if (d.remove) {
    state.slip.splice(Number(d.remove), 1);
    view.renderSlip();
    view.render();
  } else if (d.mode) {
    state.mode = d.mode as SlipMode;
    view.renderSlip();
  } else if ('clear' in d) {
    state.slip = [];
    state.message = null;
    view.renderSlip();
    view.render();
  } else if ('slipToggle' in d) {
    state.slipOpen = !state.slipOpen;
    view.renderSlip();
    view.placeFloatingSlip();
  } else if (d.cashout) {
    void betting.cashOut(d.cashout, Number(d.value));
  } else if (target.id === 'place') {
    void betting.place();
  }
});
app.addEventListener('input', (e) => {
  const target = e.target as HTMLElement;
  if (target === view.stakeInput) view.renderSummary();
  if (target.matches('[data-search]')) {
    state.query = (target as HTMLInputElement).value;
    view.render();
  }
});
app.addEventListener('change', (e) => {
  const target = e.target as HTMLInputElement;
  if (!target.matches('[data-accept-any-cash-out]')) return;
  state.acceptAnyCashOut = target.checked;
  localStorage.setItem('sb-accept-any-cash-out', target.checked ? '1' : '0');
});
view.toleranceSelect.addEventListener('change', () => {
  state.tolerance = view.toleranceSelect.value as Tolerance;
  localStorage.setItem('sb-tolerance', state.tolerance);
});
window.addEventListener('popstate', () =>
  navigate(location.pathname.slice(base.length + 1) || 'home', false),
);
listenToSite(siteOrigin, {
  viewport(top, height) {
    state.viewport = { top, height };
    view.placeFloatingSlip();
  },
  navigate: (path) => navigate(path),
});
reportHeight(post);
setInterval(() => view.render(), 15_000);

async function start(): Promise<void> {
  const token = params.get('token');
  // A frame re-created with the same (already spent) launch token keeps the session it opened.
  if (token && !(token === sessionStorage.getItem('sb-token') && state.session)) {
    const { status, body } = await api<{ session: string; balance: number; currency: string }>(
      '/session',
      { method: 'POST', body: JSON.stringify({ token, lang }) },
    );
    if (status === 200) {
      state.session = body.session;
      state.currency = body.currency;
      sessionStorage.setItem('sb-session', body.session);
      sessionStorage.setItem('sb-token', token);
      setBalance(body.balance);
    }
  }
  const path = location.pathname.slice(base.length + 1).replace(/\/$/, '');
  const initial = path || (params.get('view') === 'live' ? 'live' : 'home');
  history.replaceState(null, '', `${base}/${initial}?${settings}`);
  view.renderSlip();
  connectPushes(base, (changes) => {
    for (const change of changes) {
      const effect = applyChange(state, change);
      if (effect.kind === 'applied') changed(effect);
      else if (effect.kind === 'reload') reloadSoon();
    }
  });
  await loadEvents();
  navigate(initial, false);
  if (state.session) void loadBets();
  void loadResults();
}

void start();
