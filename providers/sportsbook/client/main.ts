/**
 * The sportsbook frame: lists (home, live, prematch line, favourites, results, calendar, search),
 * an event's markets, the bet slip and My bets, priced live over WebSocket. It talks to the page
 * that embeds it by postMessage, to one origin only, and listens to that origin only: its content
 * height, a guest's request to log in, a balance change, the route; the page sends its viewport
 * (for the floating bet slip) and navigation.
 */
import morphdom from 'morphdom';
import { money, odds as formatOdds, parseStake, potentialReturn, type OddsFormat } from './format';
import { translator, type Language, type TextKey } from './texts';
import { liveMinute } from './live-minute';
import { cashOutFloor, cashOutOutcome } from './cash-out';

type Names = Record<Language, string>;
interface Outcome {
  key: string;
  odds: number | null;
}
interface Market {
  key: string;
  open: boolean;
  outcomes: Outcome[];
}
interface LiveState {
  sport: string;
  minute?: number;
  home?: number;
  away?: number;
  setsHome?: number;
  setsAway?: number;
  gamesHome?: number;
  gamesAway?: number;
  pointsHome?: number;
  pointsAway?: number;
  redHome?: number;
  redAway?: number;
  sets?: Array<[number, number]>;
}
interface EventView {
  id: number;
  sport: string;
  league: string;
  leagueName: Names;
  country: Names;
  home: Names;
  away: Names;
  startsAt: string;
  status: 'scheduled' | 'live' | 'finished' | 'abandoned';
  live: LiveState;
  suspendedUntil: number;
  result: { home: number; away: number; games?: number } | null;
  markets: Market[];
  version: number;
}
interface Leg {
  event: number;
  market: string;
  outcome: string;
  odds: number;
  moved?: 'up' | 'down';
}
interface BetView {
  id: string;
  kind: string;
  status: string;
  stake: number;
  odds: number;
  potential: number;
  payout: number | null;
  placedAt: string;
  cashOut: number | null;
  legs: Array<Leg & { result: string | null }>;
}
interface Boot {
  basePath: string;
  siteOrigin: string | null;
  limits: { minStake: number; maxStake: number; maxPayout: number };
}

const ROUTES = [
  'home',
  'live',
  'line',
  'favorite',
  'results',
  'calendar',
  'search',
  'history',
  'my-bets',
  'events',
  'event',
] as const;
type Route = (typeof ROUTES)[number];

const boot = JSON.parse(document.getElementById('boot')!.textContent!) as Boot;
const base = boot.basePath;
const params = new URLSearchParams(location.search);
const lang: Language = (['fr', 'en', 'ar'] as const).find((l) => l === params.get('lang')) ?? 'fr';
const t = translator(lang);
const oddsFormat: OddsFormat =
  (['decimal', 'fractional', 'american'] as const).find((f) => f === params.get('oddsFormat')) ??
  'decimal';
const mobile = params.get('layout') === 'mobile';
const floating = params.get('floatingBetslip') === 'true';
const siteOrigin = boot.siteOrigin ?? location.origin;
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

const state = {
  session: sessionStorage.getItem('sb-session'),
  balance: null as number | null,
  currency: 'TND',
  events: new Map<number, EventView>(),
  results: [] as EventView[],
  bets: [] as BetView[],
  route: 'home' as Route,
  routeId: null as number | null,
  sport: 'all',
  query: '',
  favourites: new Set<number>(
    JSON.parse(localStorage.getItem('sb-favourites') ?? '[]') as number[],
  ),
  slip: [] as Leg[],
  mode: 'multi' as 'single' | 'multi',
  tolerance: (localStorage.getItem('sb-tolerance') as 'none' | 'higher' | 'any' | null) ?? 'higher',
  message: null as { kind: 'ok' | 'error'; text: string } | null,
  /** What the last cash-out of a bet answered, shown on that bet until the next one. */
  cashOutNotice: null as { bet: string; text: string } | null,
  acceptAnyCashOut: localStorage.getItem('sb-accept-any-cash-out') === '1',
  busy: false,
  slipOpen: false,
  viewport: null as { top: number; height: number } | null,
};

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function post(message: Record<string, unknown>): void {
  if (window.parent !== window) window.parent.postMessage(message, siteOrigin);
}

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body) headers['content-type'] = 'application/json';
  if (state.session) headers['x-sportsbook-session'] = state.session;
  const response = await fetch(`${base}/api${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

// ---------- names ----------

const teamOf = (event: EventView, side: 'home' | 'away') =>
  event.sport === 'tennis' ? event[side][lang] : event[side][lang];

function marketTitle(key: string): string {
  const [kind, line = ''] = key.split(':');
  const value =
    line.startsWith('-') || line === '0' ? line : line && kind === 'ah' ? `+${line}` : line;
  return t(`m${kind}` as TextKey, { v: value });
}

function outcomeLabel(event: EventView, market: string, outcome: string): string {
  const [kind, line = ''] = market.split(':');
  if (outcome === '1' || outcome === 'home')
    return kind === 'ah'
      ? `${teamOf(event, 'home')} ${Number(line) > 0 ? '+' : ''}${line}`
      : teamOf(event, 'home');
  if (outcome === '2' || outcome === 'away')
    return kind === 'ah'
      ? `${teamOf(event, 'away')} ${-Number(line) > 0 ? '+' : ''}${-Number(line)}`
      : teamOf(event, 'away');
  if (outcome === 'X') return t('draw');
  if (outcome === 'over') return t('over', { v: line });
  if (outcome === 'under') return t('under', { v: line });
  if (outcome === 'yes' || outcome === 'no') return t(outcome);
  if (outcome === 'other') return t('other');
  return outcome;
}

function clock(event: EventView): string {
  const s = event.live;
  if (event.status === 'finished') return t('finished');
  if (event.status === 'abandoned') return t('abandoned');
  if (event.status === 'scheduled') {
    const minutes = Math.ceil((Date.parse(event.startsAt) - Date.now()) / 60_000);
    const time = new Date(event.startsAt).toLocaleTimeString(lang === 'ar' ? 'ar-TN' : lang, {
      hour: '2-digit',
      minute: '2-digit',
    });
    return minutes <= 60 ? `${time} · ${t('startsIn', { v: Math.max(0, minutes) })}` : time;
  }
  if (s.sport === 'tennis') return `${t('set')} ${(s.setsHome ?? 0) + (s.setsAway ?? 0) + 1}`;
  return liveMinute(s.minute);
}

function score(event: EventView): string {
  const s = event.status === 'scheduled' ? null : event.live;
  if (!s) return '';
  if (s.sport === 'tennis') {
    const points = ['0', '15', '30', '40'];
    const p = (n = 0, other = 0) =>
      n >= 3 && other >= 3 ? (n > other ? 'A' : '40') : points[Math.min(n, 3)]!;
    return `<b>${s.setsHome}-${s.setsAway}</b> <span>${s.gamesHome}-${s.gamesAway}</span> <small>${p(s.pointsHome, s.pointsAway)}-${p(s.pointsAway, s.pointsHome)}</small>`;
  }
  const reds = (n = 0) => (n > 0 ? `<i class="red" aria-label="red card">${n}</i>` : '');
  return `${reds(s.redHome)}<b>${s.home}-${s.away}</b>${reds(s.redAway)}`;
}

// ---------- lists ----------

const suspended = (event: EventView) =>
  event.status === 'live' && Date.now() < event.suspendedUntil;

function priceButton(event: EventView, market: Market, outcome: Outcome, label: string): string {
  const picked = state.slip.some(
    (leg) => leg.event === event.id && leg.market === market.key && leg.outcome === outcome.key,
  );
  const off = !market.open || outcome.odds === null || suspended(event);
  return `<button type="button" class="price${picked ? ' picked' : ''}" data-pick="${event.id}|${market.key}|${outcome.key}" ${off ? 'disabled' : ''} aria-pressed="${picked}">
    <span class="label">${escape(label)}</span><span class="odds">${off || outcome.odds === null ? '—' : formatOdds(outcome.odds, oddsFormat)}</span></button>`;
}

function mainMarket(event: EventView): Market | undefined {
  return event.markets.find((m) => m.key === (event.sport === 'football' ? '1x2' : 'ml'));
}

function eventRow(event: EventView): string {
  const main = mainMarket(event);
  const star = state.favourites.has(event.id);
  const prices = main ? main.outcomes.map((o) => priceButton(event, main, o, o.key)).join('') : '';
  return `<article class="event${event.status === 'live' ? ' is-live' : ''}" data-event="${event.id}" data-status="${event.status}" data-starts="${Date.parse(event.startsAt)}">
    <button type="button" class="star${star ? ' on' : ''}" data-fav="${event.id}" aria-pressed="${star}" aria-label="${t('favoriteAdd')}">★</button>
    <a class="teams" href="${base}/event/${event.id}?${settings}" data-nav="event/${event.id}">
      <span class="clock">${event.status === 'live' ? '<i class="dot"></i>' : ''}${escape(clock(event))}</span>
      <span class="name">${escape(teamOf(event, 'home'))}</span><span class="name">${escape(teamOf(event, 'away'))}</span>
    </a>
    <span class="score">${score(event)}</span>
    <div class="prices cols-${main?.outcomes.length ?? 0}">${suspended(event) ? `<span class="badge">${t('suspendedBadge')}</span>` : prices}</div>
    <a class="more" href="${base}/event/${event.id}?${settings}" data-nav="event/${event.id}">+${event.markets.filter((m) => m.open).length}</a>
  </article>`;
}

function grouped(events: EventView[]): string {
  if (events.length === 0) return `<p class="empty">${t('noEvents')}</p>`;
  const byLeague = new Map<string, EventView[]>();
  for (const event of events)
    byLeague.set(event.league, [...(byLeague.get(event.league) ?? []), event]);
  return [...byLeague.values()]
    .map((list) => {
      const first = list[0]!;
      return `<section class="league"><h2><span class="sport-icon ${first.sport}"></span>${escape(first.country[lang])} · ${escape(first.leagueName[lang])}</h2>${list.map(eventRow).join('')}</section>`;
    })
    .join('');
}

function sportFilter(list: EventView[]): EventView[] {
  return state.sport === 'all' ? list : list.filter((e) => e.sport === state.sport);
}

function sorted(list: EventView[]): EventView[] {
  return [...list].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
}

function finalText(event: EventView): string {
  const r = event.result;
  return event.status === 'abandoned'
    ? t('abandoned')
    : r
      ? event.sport === 'tennis'
        ? `${r.home}-${r.away} (${(event.live.sets ?? []).map((s) => s.join('-')).join(', ')})`
        : `${r.home}-${r.away}`
      : '';
}

function resultRow(event: EventView): string {
  const text = finalText(event);
  return `<article class="event result" data-event="${event.id}"><span class="teams"><span class="clock">${new Date(event.startsAt).toLocaleTimeString(lang === 'ar' ? 'ar-TN' : lang, { hour: '2-digit', minute: '2-digit' })}</span><span class="name">${escape(teamOf(event, 'home'))}</span><span class="name">${escape(teamOf(event, 'away'))}</span></span><span class="final">${escape(text)}</span></article>`;
}

function eventPage(id: number | null): string {
  const event =
    id === null ? undefined : (state.events.get(id) ?? state.results.find((e) => e.id === id));
  if (!event) return `<p class="empty">${t('eventClosed')}</p>`;
  const markets = event.markets
    // A decided market (over 0.5 once a goal is in) is gone, not shown greyed out.
    .filter((m) => m.open && m.outcomes.some((o) => o.odds !== null))
    .map(
      (m) =>
        `<section class="market" data-market="${m.key}"><h3>${escape(marketTitle(m.key))}</h3><div class="prices cols-${Math.min(m.outcomes.length, 3)}">${m.outcomes.map((o) => priceButton(event, m, o, outcomeLabel(event, m.key, o.key))).join('')}</div></section>`,
    )
    .join('');
  return `<a class="back" href="${base}/home?${settings}" data-nav="back">${t('back')}</a>
    <header class="event-head${event.status === 'live' ? ' is-live' : ''}" data-event="${event.id}"><p>${escape(event.country[lang])} · ${escape(event.leagueName[lang])}</p>
    <h1><span>${escape(teamOf(event, 'home'))}</span><span class="score">${score(event) || 'vs'}</span><span>${escape(teamOf(event, 'away'))}</span></h1><p class="clock">${escape(clock(event))}${suspended(event) ? ` · <span class="badge">${t('suspendedBadge')}</span>` : ''}</p></header>
    ${event.status === 'finished' || event.status === 'abandoned' ? resultRow(event) : markets}`;
}

function betsPage(): string {
  if (!state.session) return `<p class="empty">${t('loginToBet')}</p>`;
  if (state.bets.length === 0) return `<p class="empty">${t('noBets')}</p>`;
  const acceptAny = state.bets.some((bet) => bet.cashOut !== null)
    ? `<label class="accept-any"><input type="checkbox" data-accept-any-cash-out${state.acceptAnyCashOut ? ' checked' : ''}> ${t('acceptAnyCashOut')}</label>`
    : '';
  return (
    acceptAny +
    state.bets
      .map((bet) => {
        const legs = bet.legs
          .map((leg) => {
            const event =
              state.events.get(leg.event) ?? state.results.find((e) => e.id === leg.event);
            const name = event
              ? `${teamOf(event, 'home')} – ${teamOf(event, 'away')}`
              : `#${leg.event}`;
            const label = event ? outcomeLabel(event, leg.market, leg.outcome) : leg.outcome;
            const final =
              event && (event.status === 'finished' || event.status === 'abandoned')
                ? ` · ${finalText(event)}`
                : event?.status === 'live'
                  ? ` · ${score(event).replace(/<[^>]+>/g, ' ')}`
                  : '';
            return `<li><span>${escape(name)}${escape(final)}</span><span>${escape(event ? marketTitle(leg.market) : leg.market)}: <b>${escape(label)}</b> @ ${formatOdds(leg.odds, oddsFormat)}</span>${leg.result ? `<em class="r-${leg.result}">${t(leg.result as TextKey)}</em>` : ''}</li>`;
          })
          .join('');
        const payout =
          bet.payout !== null && bet.status !== 'lost'
            ? ` · ${t('payout')} ${money(bet.payout, state.currency)}`
            : '';
        const cash =
          bet.cashOut !== null
            ? `<button type="button" class="cashout" data-cashout="${bet.id}" data-value="${bet.cashOut}">${t('cashOut', { v: money(bet.cashOut, state.currency) })}</button>`
            : '';
        const notice =
          state.cashOutNotice?.bet === bet.id
            ? `<p class="cashout-notice" role="alert">${escape(state.cashOutNotice.text)}</p>`
            : '';
        return `<article class="bet s-${bet.status}" data-bet="${bet.id}" data-status="${bet.status}" data-stake="${bet.stake}" data-payout="${bet.payout ?? 0}"><header><b>${t(bet.kind === 'single' ? 'single' : 'multi')}</b> <span class="status">${t(bet.status as TextKey)}</span></header><ul>${legs}</ul>
        <p>${t('stake')} ${money(bet.stake, state.currency)} · ${t('totalOdds')} ${formatOdds(bet.odds, oddsFormat)} · ${t('potential')} ${money(bet.potential, state.currency)}${payout}</p>${notice}${cash}</article>`;
      })
      .join('')
  );
}

function calendarPage(): string {
  const list = sortedFiltered().filter((e) => e.status === 'scheduled');
  const byHour = new Map<string, EventView[]>();
  for (const event of list) {
    const key = new Date(event.startsAt).toLocaleTimeString(lang === 'ar' ? 'ar-TN' : lang, {
      hour: '2-digit',
      minute: '2-digit',
    });
    byHour.set(key, [...(byHour.get(key) ?? []), event]);
  }
  if (byHour.size === 0) return `<p class="empty">${t('noEvents')}</p>`;
  return [...byHour.entries()]
    .map(
      ([time, events]) =>
        `<section class="league"><h2>${t('today')} ${escape(time)}</h2>${events.map(eventRow).join('')}</section>`,
    )
    .join('');
}

function sortedFiltered(): EventView[] {
  return sorted(sportFilter([...state.events.values()]));
}

function mainContent(): string {
  const all = sortedFiltered();
  switch (state.route) {
    case 'live':
      return grouped(all.filter((e) => e.status === 'live'));
    case 'line':
    case 'events':
      return grouped(all.filter((e) => e.status === 'scheduled'));
    case 'favorite': {
      const list = all.filter((e) => state.favourites.has(e.id));
      return list.length ? grouped(list) : `<p class="empty">${t('noFavorites')}</p>`;
    }
    case 'results': {
      const list = sportFilter(state.results);
      return list.length
        ? `<section class="league">${list.map(resultRow).join('')}</section>`
        : `<p class="empty">${t('noEvents')}</p>`;
    }
    case 'calendar':
      return calendarPage();
    case 'search': {
      const q = state.query.trim().toLowerCase();
      const found = q
        ? all.filter((e) =>
            [e.home, e.away, e.leagueName, e.country].some((n) =>
              Object.values(n).some((v) => v.toLowerCase().includes(q)),
            ),
          )
        : [];
      return `<input class="search" type="search" value="${escape(state.query)}" placeholder="${t('searchPlaceholder')}" aria-label="${t('search')}" data-search>${q ? grouped(found) : ''}`;
    }
    case 'history':
    case 'my-bets':
      return betsPage();
    case 'event':
      return eventPage(state.routeId);
    default: {
      const live = all.filter((e) => e.status === 'live');
      const soon = all.filter((e) => e.status === 'scheduled').slice(0, 12);
      return `${live.length ? `<h1 class="section">${t('live')}</h1>${grouped(live)}` : ''}<h1 class="section">${t('line')}</h1>${grouped(soon)}`;
    }
  }
}

// ---------- frame ----------

const app = document.getElementById('app')!;
app.removeAttribute('aria-busy');
app.innerHTML = `<nav class="tabs" aria-label="Sport">${(
  ['home', 'live', 'line', 'favorite', 'results', 'calendar', 'search', 'my-bets'] as const
)
  .map(
    (r) =>
      `<a href="${base}/${r}?${settings}" data-nav="${r}" data-route="${r}">${t(r === 'my-bets' ? 'myBets' : r)}</a>`,
  )
  .join('')}</nav>
  <div class="sports" role="group">${['all', 'football', 'basketball', 'tennis'].map((s) => `<button type="button" data-sport="${s}">${t(s as TextKey)}</button>`).join('')}</div>
  <div class="layout"><main id="main"></main>
  <aside id="slip" aria-label="${t('betslip')}">
    <button type="button" class="slip-bar" data-slip-toggle><span>${t('betslip')}</span> <b id="slip-count">0</b> <span id="slip-bar-return"></span></button>
    <div class="slip-body">
      <div class="slip-modes" role="group"><button type="button" data-mode="single">${t('single')}</button><button type="button" data-mode="multi">${t('multi')}</button></div>
      <ul id="slip-legs"></ul>
      <label class="stake">${t('stake')} <input id="stake" inputmode="decimal" autocomplete="off" value="5"> <span>${state.currency}</span></label>
      <p class="sum"><span>${t('totalOdds')}</span> <b id="slip-odds">—</b></p>
      <p class="sum"><span>${t('potential')}</span> <b id="slip-return" data-testid="potential-return">—</b></p>
      <label class="tolerance">${t('tolerance')} <select id="tolerance"><option value="none">${t('toleranceNone')}</option><option value="higher">${t('toleranceHigher')}</option><option value="any">${t('toleranceAny')}</option></select></label>
      <p id="slip-message" role="status"></p>
      <div class="slip-actions"><button type="button" class="ghost" data-clear>${t('clear')}</button><button type="button" class="place" id="place">${t('place')}</button></div>
    </div>
  </aside></div>`;

const main = document.getElementById('main')!;
const slipEl = document.getElementById('slip')!;
const stakeInput = document.getElementById('stake') as HTMLInputElement;
const toleranceSelect = document.getElementById('tolerance') as HTMLSelectElement;
toleranceSelect.value = state.tolerance;

function legOdds(): number[] {
  return state.slip.map((leg) => leg.odds);
}

function renderSummary(): void {
  const stake = parseStake(stakeInput.value);
  const count = state.slip.length;
  const multi = state.mode === 'multi' && count > 1;
  const total = multi ? potentialReturn(100, legOdds()) : count === 1 ? state.slip[0]!.odds : null;
  const potential =
    stake === null || count === 0
      ? null
      : multi
        ? potentialReturn(stake, legOdds())
        : state.slip.reduce((sum, leg) => sum + potentialReturn(stake, [leg.odds]), 0);
  document.getElementById('slip-odds')!.textContent =
    total === null ? '—' : formatOdds(Math.max(total, 100), oddsFormat);
  document.getElementById('slip-return')!.textContent =
    potential === null ? '—' : money(potential, state.currency);
  document.getElementById('slip-bar-return')!.textContent =
    potential === null ? '' : money(potential, state.currency);
  document.getElementById('slip-count')!.textContent = String(count);
  (document.getElementById('place') as HTMLButtonElement).disabled =
    state.busy || count === 0 || stake === null;
  (document.getElementById('place') as HTMLButtonElement).textContent = state.busy
    ? t('placing')
    : state.session
      ? t('place')
      : t('loginToBet');
}

function renderSlip(): void {
  const legs = document.getElementById('slip-legs')!;
  legs.innerHTML = state.slip.length
    ? state.slip
        .map((leg, index) => {
          const event = state.events.get(leg.event);
          const name = event
            ? `${teamOf(event, 'home')} – ${teamOf(event, 'away')}`
            : `#${leg.event}`;
          const label = event ? outcomeLabel(event, leg.market, leg.outcome) : leg.outcome;
          return `<li data-leg="${index}"><span class="leg-event">${escape(name)}</span><span class="leg-pick">${escape(event ? marketTitle(leg.market) : '')}: <b>${escape(label)}</b></span><b class="leg-odds ${leg.moved ?? ''}">${formatOdds(leg.odds, oddsFormat)}</b><button type="button" class="remove" data-remove="${index}" aria-label="${t('clear')}">×</button></li>`;
        })
        .join('')
    : `<li class="empty">${t('emptySlip')}</li>`;
  for (const button of slipEl.querySelectorAll<HTMLButtonElement>('[data-mode]'))
    button.setAttribute('aria-pressed', String(button.dataset.mode === state.mode));
  const message = document.getElementById('slip-message')!;
  message.textContent = state.message?.text ?? '';
  message.className = state.message?.kind ?? '';
  slipEl.classList.toggle('open', state.slipOpen);
  slipEl.classList.toggle('has-legs', state.slip.length > 0);
  renderSummary();
}

// A list is updated in place, never rebuilt: a price push changes the odds and states of the buttons
// that are there, so a button a player is pressing stays the same element (a rebuilt list made a
// tap whose press and release straddled a push land on the two buttons' common ancestor, and pick
// nothing), the search box keeps its focus and caret, and the page does less work per push. Rows
// and buttons are matched by what they stand for (an event, a selection), not by position, so a
// row that leaves the list never lends its element to its neighbour.
function nodeKey(node: Node): string | undefined {
  if (!(node instanceof HTMLElement)) return undefined;
  const { event, pick, bet } = node.dataset;
  if (pick) return `pick:${pick}`;
  if (bet) return `bet:${bet}`;
  if (event && node.tagName === 'ARTICLE') return `event:${event}`;
  return node.id || undefined;
}

let frameRequested = false;
function render(): void {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(() => {
    frameRequested = false;
    morphdom(main, `<main>${mainContent()}</main>`, { childrenOnly: true, getNodeKey: nodeKey });
    for (const a of app.querySelectorAll<HTMLElement>('[data-route]'))
      a.setAttribute(
        'aria-current',
        String(
          a.dataset.route === state.route ||
            (state.route === 'history' && a.dataset.route === 'my-bets'),
        ),
      );
    for (const b of app.querySelectorAll<HTMLElement>('[data-sport]'))
      b.setAttribute('aria-pressed', String(b.dataset.sport === state.sport));
    placeFloatingSlip();
  });
}

function placeFloatingSlip(): void {
  if (!mobile) {
    // Desktop: keep the slip in the visible part of the frame, within the frame's content.
    const viewport = state.viewport;
    // Bounded by the lists' height, so moving the slip never makes the frame taller.
    const room = main.offsetTop + main.offsetHeight - slipEl.offsetTop - slipEl.offsetHeight;
    const offset = viewport ? Math.max(0, Math.min(room, viewport.top + 8 - slipEl.offsetTop)) : 0;
    slipEl.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
    return;
  }
  const viewport = state.viewport;
  if (!viewport) {
    slipEl.style.removeProperty('top');
    return;
  }
  const height = slipEl.offsetHeight;
  const top = Math.max(
    0,
    Math.min(document.body.scrollHeight - height, viewport.top + viewport.height - height),
  );
  slipEl.style.top = `${top}px`;
}

function navigate(path: string, push = true): void {
  const [name, id] = path.split('/');
  const route = (ROUTES as readonly string[]).includes(name!) ? (name as Route) : 'home';
  state.route = route;
  state.routeId = id && /^\d+$/.test(id) ? Number(id) : null;
  if (push)
    history.pushState(
      null,
      '',
      `${base}/${route}${state.routeId ? `/${state.routeId}` : ''}?${settings}`,
    );
  if (route === 'my-bets' || route === 'history') void loadBets();
  if (route === 'results') void loadResults();
  post({ type: 'sportsbook:route', path: `${route}${state.routeId ? `/${state.routeId}` : ''}` });
  render();
  window.scrollTo(0, 0);
}

// ---------- data ----------

async function loadEvents(): Promise<void> {
  const { body } = await api<{ events: EventView[] }>('/events');
  state.events = new Map(body.events.map((e) => [e.id, e]));
  render();
}

async function loadResults(): Promise<void> {
  const { body } = await api<{ events: EventView[] }>('/results');
  state.results = body.events;
  render();
}

async function loadBets(): Promise<void> {
  if (!state.session) return;
  const { status, body } = await api<{ bets: BetView[] }>('/bets');
  if (status === 200) state.bets = body.bets;
  render();
}

function setBalance(balance: number | null | undefined): void {
  if (typeof balance !== 'number') return;
  state.balance = balance;
  post({ type: 'sportsbook:balance', balance, currency: state.currency });
}

function applyEvent(event: EventView): void {
  if (event.status === 'finished' || event.status === 'abandoned') {
    state.events.delete(event.id);
    state.results = [event, ...state.results.filter((e) => e.id !== event.id)].slice(0, 200);
    if (state.bets.some((b) => b.status === 'open' && b.legs.some((l) => l.event === event.id)))
      setTimeout(() => void loadBets().then(refreshBalance), 800);
  } else state.events.set(event.id, event);
  let slipChanged = false;
  for (const leg of state.slip) {
    if (leg.event !== event.id) continue;
    const now = event.markets
      .find((m) => m.key === leg.market)
      ?.outcomes.find((o) => o.key === leg.outcome)?.odds;
    if (now && now !== leg.odds) {
      leg.moved = now > leg.odds ? 'up' : 'down';
      leg.odds = now;
      slipChanged = true;
    }
  }
  if (slipChanged) renderSlip();
  render();
}

async function refreshBalance(): Promise<void> {
  if (!state.session) return;
  const { status, body } = await api<{ balance: number }>('/balance');
  if (status === 200) setBalance(body.balance);
}

interface EventChange {
  id: number;
  status: EventView['status'];
  live: LiveState;
  suspendedUntil: number;
  result: EventView['result'];
  markets: Array<Array<string | number | null>>;
  version: number;
  view?: EventView;
}

/** Outcomes of a market whose line moved (a basketball total): the same as any line of its kind. */
function linedOutcomes(key: string): string[] {
  const kind = key.split(':')[0];
  return kind === 'ah' ? ['home', 'away'] : ['over', 'under'];
}

let reloadTimer: number | null = null;
/** A change of an event we have never seen (a new round): the lists are fetched again, once. */
function reloadSoon(): void {
  reloadTimer ??= window.setTimeout(() => {
    reloadTimer = null;
    void loadEvents();
  }, 300);
}

function applyChange(change: EventChange): void {
  const known = state.events.get(change.id) ?? state.results.find((e) => e.id === change.id);
  if (!known) {
    // A new event comes with its whole view; anything else unknown means we missed something.
    if (change.view) applyEvent(change.view);
    else reloadSoon();
    return;
  }
  if (change.version < known.version) return;
  const markets = change.markets.map(([key, open, ...odds]) => {
    const before = known.markets.find((m) => m.key === key);
    const keys = before?.outcomes.map((o) => o.key) ?? linedOutcomes(String(key));
    return {
      key: String(key),
      open: open === 1,
      outcomes: odds.map((o, i) => ({ key: keys[i] ?? String(i), odds: o as number | null })),
    };
  });
  applyEvent({
    ...known,
    status: change.status,
    live: change.live,
    suspendedUntil: change.suspendedUntil,
    result: change.result,
    markets,
    version: change.version,
  });
}

function connect(): void {
  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}/ws`,
  );
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as { type: string; events?: EventChange[] };
    if (data.type === 'changes' && data.events)
      for (const change of data.events) applyChange(change);
  };
  socket.onclose = () => setTimeout(connect, 2000);
}

// ---------- bet slip ----------

function pick(eventId: number, market: string, outcome: string): void {
  if (!state.session) {
    post({ type: 'sportsbook:login-required' });
    state.message = { kind: 'error', text: t('loginToBet') };
    renderSlip();
    return;
  }
  const existing = state.slip.findIndex(
    (l) => l.event === eventId && l.market === market && l.outcome === outcome,
  );
  if (existing >= 0) state.slip.splice(existing, 1);
  else {
    const odds = state.events
      .get(eventId)
      ?.markets.find((m) => m.key === market)
      ?.outcomes.find((o) => o.key === outcome)?.odds;
    if (!odds) return;
    // One selection per event in a multiple: a new pick on the same event replaces the old one.
    state.slip = state.slip.filter((l) => l.event !== eventId || state.mode === 'single');
    state.slip.push({ event: eventId, market, outcome, odds });
  }
  state.message = null;
  renderSlip();
  render();
}

function failureText(status: number, body: Record<string, unknown>): string {
  switch (body.status) {
    case 'price_changed':
      return t('priceChanged');
    case 'suspended':
      return t('suspended');
    case 'market_closed':
      return t('marketClosed');
    case 'event_closed':
      return t('eventClosed');
    case 'insufficient_funds':
      return t('insufficient');
    case 'stake_too_low':
      return t('stakeTooLow', { v: money(Number(body.limit), state.currency) });
    case 'stake_too_high':
      return t('stakeTooHigh', { v: money(Number(body.limit), state.currency) });
    case 'payout_too_high':
      return t('payoutTooHigh', {
        v: money(Number(body.limit), state.currency),
        m: money(Number(body.maxStake), state.currency),
      });
    case 'invalid_slip':
      return t('oneSelectionPerEvent');
    case 'session_ended':
      return t('sessionEnded');
    case 'session_expired':
    case 'session_not_found':
    case 'invalid_token':
      return t('sessionExpired');
    default:
      return status >= 500 ? t('error') : t('error');
  }
}

const requestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

async function placeOne(legs: Leg[], stake: number): Promise<boolean> {
  const { status, body } = await api<Record<string, unknown>>('/bets', {
    method: 'POST',
    body: JSON.stringify({
      requestId: requestId(),
      stake,
      tolerance: state.tolerance,
      legs: legs.map(({ event, market, outcome, odds }) => ({ event, market, outcome, odds })),
    }),
  });
  if (status === 200) {
    setBalance(body.balance as number);
    return true;
  }
  if (body.status === 'price_changed' && Array.isArray(body.legs)) {
    for (const now of body.legs as Leg[]) {
      const leg = state.slip.find(
        (l) => l.event === now.event && l.market === now.market && l.outcome === now.outcome,
      );
      if (leg && leg.odds !== now.odds) {
        leg.moved = now.odds > leg.odds ? 'up' : 'down';
        leg.odds = now.odds;
      }
    }
  }
  state.message = { kind: 'error', text: failureText(status, body) };
  return false;
}

async function place(): Promise<void> {
  const stake = parseStake(stakeInput.value);
  if (stake === null || state.slip.length === 0 || state.busy) return;
  if (!state.session) {
    post({ type: 'sportsbook:login-required' });
    return;
  }
  state.busy = true;
  state.message = null;
  renderSlip();
  try {
    const groups =
      state.mode === 'multi' && state.slip.length > 1
        ? [state.slip]
        : state.slip.map((leg) => [leg]);
    const placed: Leg[] = [];
    for (const legs of groups) if (await placeOne(legs, stake)) placed.push(...legs);
    state.slip = state.slip.filter((leg) => !placed.includes(leg));
    if (placed.length > 0 && state.slip.length === 0) {
      state.message = { kind: 'ok', text: t('placed') };
      state.slipOpen = false;
    }
    void loadBets();
  } finally {
    state.busy = false;
    renderSlip();
    render();
  }
}

async function cashOut(id: string, shown: number): Promise<void> {
  state.cashOutNotice = null;
  const { status, body } = await api<{ balance: number | null; value: number }>(
    `/bets/${id}/cash-out`,
    {
      method: 'POST',
      body: JSON.stringify({ value: cashOutFloor(shown, state.acceptAnyCashOut) }),
    },
  );
  const outcome = cashOutOutcome(status, body as unknown as Record<string, unknown>);
  if (outcome.kind === 'paid') setBalance(body.balance);
  else
    state.cashOutNotice = {
      bet: id,
      text:
        outcome.kind === 'changed'
          ? t('cashOutChanged', { v: money(outcome.value, state.currency) })
          : outcome.kind === 'unavailable'
            ? t('cashOutUnavailable')
            : t('error'),
    };
  await loadBets();
}

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
    const id = Number(d.fav);
    if (state.favourites.has(id)) state.favourites.delete(id);
    else state.favourites.add(id);
    localStorage.setItem('sb-favourites', JSON.stringify([...state.favourites]));
    render();
  } else if (d.sport) {
    state.sport = d.sport;
    render();
  } else if (d.remove) {
    state.slip.splice(Number(d.remove), 1);
    renderSlip();
    render();
  } else if (d.mode) {
    state.mode = d.mode as 'single' | 'multi';
    renderSlip();
  } else if ('clear' in d) {
    state.slip = [];
    state.message = null;
    renderSlip();
    render();
  } else if ('slipToggle' in d) {
    state.slipOpen = !state.slipOpen;
    renderSlip();
    placeFloatingSlip();
  } else if (d.cashout) {
    void cashOut(d.cashout, Number(d.value));
  } else if (target.id === 'place') {
    void place();
  }
});
app.addEventListener('input', (e) => {
  const target = e.target as HTMLElement;
  if (target === stakeInput) renderSummary();
  if (target.matches('[data-search]')) {
    state.query = (target as HTMLInputElement).value;
    render();
  }
});
app.addEventListener('change', (e) => {
  const target = e.target as HTMLInputElement;
  if (!target.matches('[data-accept-any-cash-out]')) return;
  state.acceptAnyCashOut = target.checked;
  localStorage.setItem('sb-accept-any-cash-out', target.checked ? '1' : '0');
});
toleranceSelect.addEventListener('change', () => {
  state.tolerance = toleranceSelect.value as typeof state.tolerance;
  localStorage.setItem('sb-tolerance', state.tolerance);
});
window.addEventListener('popstate', () =>
  navigate(location.pathname.slice(base.length + 1) || 'home', false),
);

// The embedding page: only its origin, only our parent window.
window.addEventListener('message', (e) => {
  if (e.origin !== siteOrigin || e.source !== window.parent) return;
  const data = e.data as { type?: string; top?: number; height?: number; path?: string };
  if (
    data.type === 'sportsbook:viewport' &&
    typeof data.top === 'number' &&
    typeof data.height === 'number'
  ) {
    state.viewport = { top: data.top, height: data.height };
    placeFloatingSlip();
  } else if (data.type === 'sportsbook:navigate' && typeof data.path === 'string')
    navigate(data.path);
});

// The body's own height, not the document's: that one never falls below the frame's current
// height, so the frame could grow but never shrink back (a long list, then My bets).
new ResizeObserver(() =>
  post({
    type: 'sportsbook:height',
    height: Math.ceil(document.body.getBoundingClientRect().height),
  }),
).observe(document.body);
setInterval(render, 15_000);

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
  renderSlip();
  connect();
  await loadEvents();
  navigate(initial, false);
  if (state.session) void loadBets();
  void loadResults();
}

void start();
