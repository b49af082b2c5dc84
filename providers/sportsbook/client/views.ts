/**
 * The frame's markup, drawn from the state: lists, an event's markets, My bets, the calendar and
 * the bet slip's legs. Strings only (the page patches them in); every name and text from the book
 * is escaped here.
 */
import { escapeHtml as escape } from '@casino/provider-kit/page';
import { money, odds as formatOdds, type OddsFormat } from './format';
import {
  clock,
  finalText,
  marketTitle,
  outcomeLabel,
  score,
  teamOf,
  timeOf,
  type Locale,
} from './labels';
import { findEvent, listed, ofSport, search, type SportState } from './state';
import type { TextKey } from './texts';
import type { EventView, Market, Outcome } from './view-types';

export interface Screen {
  state: SportState;
  locale: Locale;
  /** The frame's base path and the launch settings every link carries. */
  base: string;
  settings: URLSearchParams;
  oddsFormat: OddsFormat;
}

const suspended = (event: EventView) =>
  event.status === 'live' && Date.now() < event.suspendedUntil;

function priceButton(
  screen: Screen,
  event: EventView,
  market: Market,
  outcome: Outcome,
  label: string,
): string {
  const picked = screen.state.slip.some(
    (leg) => leg.event === event.id && leg.market === market.key && leg.outcome === outcome.key,
  );
  const off = !market.open || outcome.odds === null || suspended(event);
  return `<button type="button" class="price${picked ? ' picked' : ''}" data-pick="${event.id}|${market.key}|${outcome.key}" ${off ? 'disabled' : ''} aria-pressed="${picked}">
    <span class="label">${escape(label)}</span><span class="odds">${off || outcome.odds === null ? '—' : formatOdds(outcome.odds, screen.oddsFormat)}</span></button>`;
}

function mainMarket(event: EventView): Market | undefined {
  return event.markets.find((m) => m.key === (event.sport === 'football' ? '1x2' : 'ml'));
}

function eventRow(screen: Screen, event: EventView): string {
  const { locale, base, settings } = screen;
  const { t } = locale;
  const main = mainMarket(event);
  const star = screen.state.favourites.has(event.id);
  const prices = main
    ? main.outcomes.map((o) => priceButton(screen, event, main, o, o.key)).join('')
    : '';
  return `<article class="event${event.status === 'live' ? ' is-live' : ''}" data-event="${event.id}" data-status="${event.status}" data-starts="${Date.parse(event.startsAt)}">
    <button type="button" class="star${star ? ' on' : ''}" data-fav="${event.id}" aria-pressed="${star}" aria-label="${t('favoriteAdd')}">★</button>
    <a class="teams" href="${base}/event/${event.id}?${settings}" data-nav="event/${event.id}">
      <span class="clock">${event.status === 'live' ? '<i class="dot"></i>' : ''}${escape(clock(locale, event))}</span>
      <span class="name">${escape(teamOf(locale, event, 'home'))}</span><span class="name">${escape(teamOf(locale, event, 'away'))}</span>
    </a>
    <span class="score">${score(event)}</span>
    <div class="prices cols-${main?.outcomes.length ?? 0}">${suspended(event) ? `<span class="badge">${t('suspendedBadge')}</span>` : prices}</div>
    <a class="more" href="${base}/event/${event.id}?${settings}" data-nav="event/${event.id}">+${event.markets.filter((m) => m.open).length}</a>
  </article>`;
}

function grouped(screen: Screen, events: EventView[]): string {
  const { lang, t } = screen.locale;
  if (events.length === 0) return `<p class="empty">${t('noEvents')}</p>`;
  const byLeague = new Map<string, EventView[]>();
  for (const event of events)
    byLeague.set(event.league, [...(byLeague.get(event.league) ?? []), event]);
  return [...byLeague.values()]
    .map((list) => {
      const first = list[0]!;
      return `<section class="league"><h2><span class="sport-icon ${first.sport}"></span>${escape(first.country[lang])} · ${escape(first.leagueName[lang])}</h2>${list.map((event) => eventRow(screen, event)).join('')}</section>`;
    })
    .join('');
}

function resultRow({ locale }: Screen, event: EventView): string {
  const text = finalText(locale, event);
  return `<article class="event result" data-event="${event.id}"><span class="teams"><span class="clock">${timeOf(locale, event.startsAt)}</span><span class="name">${escape(teamOf(locale, event, 'home'))}</span><span class="name">${escape(teamOf(locale, event, 'away'))}</span></span><span class="final">${escape(text)}</span></article>`;
}

function eventPage(screen: Screen, id: number | null): string {
  const { locale, base, settings } = screen;
  const { lang, t } = locale;
  const event = id === null ? undefined : findEvent(screen.state, id);
  if (!event) return `<p class="empty">${t('eventClosed')}</p>`;
  const markets = event.markets
    // A decided market (over 0.5 once a goal is in) is gone, not shown greyed out.
    .filter((m) => m.open && m.outcomes.some((o) => o.odds !== null))
    .map(
      (m) =>
        `<section class="market" data-market="${m.key}"><h3>${escape(marketTitle(locale, m.key))}</h3><div class="prices cols-${Math.min(m.outcomes.length, 3)}">${m.outcomes.map((o) => priceButton(screen, event, m, o, outcomeLabel(locale, event, m.key, o.key))).join('')}</div></section>`,
    )
    .join('');
  return `<a class="back" href="${base}/home?${settings}" data-nav="back">${t('back')}</a>
    <header class="event-head${event.status === 'live' ? ' is-live' : ''}" data-event="${event.id}"><p>${escape(event.country[lang])} · ${escape(event.leagueName[lang])}</p>
    <h1><span>${escape(teamOf(locale, event, 'home'))}</span><span class="score">${score(event) || 'vs'}</span><span>${escape(teamOf(locale, event, 'away'))}</span></h1><p class="clock">${escape(clock(locale, event))}${suspended(event) ? ` · <span class="badge">${t('suspendedBadge')}</span>` : ''}</p></header>
    ${event.status === 'finished' || event.status === 'abandoned' ? resultRow(screen, event) : markets}`;
}

function betsPage(screen: Screen): string {
  const { state, locale, oddsFormat } = screen;
  const { t } = locale;
  if (!state.session) return `<p class="empty">${t('loginToBet')}</p>`;
  if (state.bets.length === 0) return `<p class="empty">${t('noBets')}</p>`;
  const cash = (amount: number) => money(amount, state.currency);
  const acceptAny = state.bets.some((bet) => bet.cashOut !== null)
    ? `<label class="accept-any"><input type="checkbox" data-accept-any-cash-out${state.acceptAnyCashOut ? ' checked' : ''}> ${t('acceptAnyCashOut')}</label>`
    : '';
  return (
    acceptAny +
    state.bets
      .map((bet) => {
        const legs = bet.legs
          .map((leg) => {
            const event = findEvent(state, leg.event);
            const name = event
              ? `${teamOf(locale, event, 'home')} – ${teamOf(locale, event, 'away')}`
              : `#${leg.event}`;
            const label = event
              ? outcomeLabel(locale, event, leg.market, leg.outcome)
              : leg.outcome;
            const final =
              event && (event.status === 'finished' || event.status === 'abandoned')
                ? ` · ${finalText(locale, event)}`
                : event?.status === 'live'
                  ? ` · ${score(event).replace(/<[^>]+>/g, ' ')}`
                  : '';
            return `<li><span>${escape(name)}${escape(final)}</span><span>${escape(event ? marketTitle(locale, leg.market) : leg.market)}: <b>${escape(label)}</b> @ ${formatOdds(leg.odds, oddsFormat)}</span>${leg.result ? `<em class="r-${leg.result}">${t(leg.result as TextKey)}</em>` : ''}</li>`;
          })
          .join('');
        const payout =
          bet.payout !== null && bet.status !== 'lost'
            ? ` · ${t('payout')} ${cash(bet.payout)}`
            : '';
        const cashOut =
          bet.cashOut !== null
            ? `<button type="button" class="cashout" data-cashout="${bet.id}" data-value="${bet.cashOut}">${t('cashOut', { v: cash(bet.cashOut) })}</button>`
            : '';
        const notice =
          state.cashOutNotice?.bet === bet.id
            ? `<p class="cashout-notice" role="alert">${escape(state.cashOutNotice.text)}</p>`
            : '';
        return `<article class="bet s-${bet.status}" data-bet="${bet.id}" data-status="${bet.status}" data-stake="${bet.stake}" data-payout="${bet.payout ?? 0}"><header><b>${t(bet.kind === 'single' ? 'single' : 'multi')}</b> <span class="status">${t(bet.status as TextKey)}</span></header><ul>${legs}</ul>
        <p>${t('stake')} ${cash(bet.stake)} · ${t('totalOdds')} ${formatOdds(bet.odds, oddsFormat)} · ${t('potential')} ${cash(bet.potential)}${payout}</p>${notice}${cashOut}</article>`;
      })
      .join('')
  );
}

function calendarPage(screen: Screen): string {
  const { t } = screen.locale;
  const list = listed(screen.state).filter((e) => e.status === 'scheduled');
  const byHour = new Map<string, EventView[]>();
  for (const event of list) {
    const key = timeOf(screen.locale, event.startsAt);
    byHour.set(key, [...(byHour.get(key) ?? []), event]);
  }
  if (byHour.size === 0) return `<p class="empty">${t('noEvents')}</p>`;
  return [...byHour.entries()]
    .map(
      ([time, events]) =>
        `<section class="league"><h2>${t('today')} ${escape(time)}</h2>${events.map((event) => eventRow(screen, event)).join('')}</section>`,
    )
    .join('');
}

/** The main column of the current route. */
export function mainContent(screen: Screen): string {
  const { state } = screen;
  const { t } = screen.locale;
  const all = listed(state);
  switch (state.route) {
    case 'live':
      return grouped(
        screen,
        all.filter((e) => e.status === 'live'),
      );
    case 'line':
    case 'events':
      return grouped(
        screen,
        all.filter((e) => e.status === 'scheduled'),
      );
    case 'favorite': {
      const list = all.filter((e) => state.favourites.has(e.id));
      return list.length ? grouped(screen, list) : `<p class="empty">${t('noFavorites')}</p>`;
    }
    case 'results': {
      const list = ofSport(state, state.results);
      return list.length
        ? `<section class="league">${list.map((event) => resultRow(screen, event)).join('')}</section>`
        : `<p class="empty">${t('noEvents')}</p>`;
    }
    case 'calendar':
      return calendarPage(screen);
    case 'search': {
      const q = state.query.trim();
      return `<input class="search" type="search" value="${escape(state.query)}" placeholder="${t('searchPlaceholder')}" aria-label="${t('search')}" data-search>${q ? grouped(screen, search(all, q)) : ''}`;
    }
    case 'history':
    case 'my-bets':
      return betsPage(screen);
    case 'event':
      return eventPage(screen, state.routeId);
    default: {
      const live = all.filter((e) => e.status === 'live');
      const soon = all.filter((e) => e.status === 'scheduled').slice(0, 12);
      return `${live.length ? `<h1 class="section">${t('live')}</h1>${grouped(screen, live)}` : ''}<h1 class="section">${t('line')}</h1>${grouped(screen, soon)}`;
    }
  }
}

/** The bet slip's legs, or the empty-slip line. */
export function slipLegs(screen: Screen): string {
  const { state, locale, oddsFormat } = screen;
  if (!state.slip.length) return `<li class="empty">${locale.t('emptySlip')}</li>`;
  return state.slip
    .map((leg, index) => {
      const event = state.events.get(leg.event);
      const name = event
        ? `${teamOf(locale, event, 'home')} – ${teamOf(locale, event, 'away')}`
        : `#${leg.event}`;
      const label = event ? outcomeLabel(locale, event, leg.market, leg.outcome) : leg.outcome;
      return `<li data-leg="${index}"><span class="leg-event">${escape(name)}</span><span class="leg-pick">${escape(event ? marketTitle(locale, leg.market) : '')}: <b>${escape(label)}</b></span><b class="leg-odds ${leg.moved ?? ''}">${formatOdds(leg.odds, oddsFormat)}</b><button type="button" class="remove" data-remove="${index}" aria-label="${locale.t('clear')}">×</button></li>`;
    })
    .join('');
}
