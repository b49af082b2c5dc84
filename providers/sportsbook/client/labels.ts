/**
 * What the frame writes about an event in the player's language: side and market names, the
 * clock, the score and the final result. Text only (the score's markup aside); escaping is the
 * caller's.
 */
import { liveMinute } from './live-minute';
import { translator, type Language, type TextKey } from './texts';
import type { EventView } from './view-types';

export interface Locale {
  lang: Language;
  t: ReturnType<typeof translator>;
}

export const localeOf = (lang: Language): Locale => ({ lang, t: translator(lang) });

export const teamOf = ({ lang }: Locale, event: EventView, side: 'home' | 'away') =>
  event[side][lang];

/** A kick-off time as the player's clock shows it. */
export const timeOf = ({ lang }: Locale, startsAt: string) =>
  new Date(startsAt).toLocaleTimeString(lang === 'ar' ? 'ar-TN' : lang, {
    hour: '2-digit',
    minute: '2-digit',
  });

export function marketTitle({ t }: Locale, key: string): string {
  const [kind, line = ''] = key.split(':');
  const value =
    line.startsWith('-') || line === '0' ? line : line && kind === 'ah' ? `+${line}` : line;
  return t(`m${kind}` as TextKey, { v: value });
}

export function outcomeLabel(
  locale: Locale,
  event: EventView,
  market: string,
  outcome: string,
): string {
  const { t } = locale;
  const [kind, line = ''] = market.split(':');
  if (outcome === '1' || outcome === 'home')
    return kind === 'ah'
      ? `${teamOf(locale, event, 'home')} ${Number(line) > 0 ? '+' : ''}${line}`
      : teamOf(locale, event, 'home');
  if (outcome === '2' || outcome === 'away')
    return kind === 'ah'
      ? `${teamOf(locale, event, 'away')} ${-Number(line) > 0 ? '+' : ''}${-Number(line)}`
      : teamOf(locale, event, 'away');
  if (outcome === 'X') return t('draw');
  if (outcome === 'over') return t('over', { v: line });
  if (outcome === 'under') return t('under', { v: line });
  if (outcome === 'yes' || outcome === 'no') return t(outcome);
  if (outcome === 'other') return t('other');
  return outcome;
}

export function clock(locale: Locale, event: EventView, now = Date.now()): string {
  const { t } = locale;
  const s = event.live;
  if (event.status === 'finished') return t('finished');
  if (event.status === 'abandoned') return t('abandoned');
  if (event.status === 'scheduled') {
    const minutes = Math.ceil((Date.parse(event.startsAt) - now) / 60_000);
    const time = timeOf(locale, event.startsAt);
    return minutes <= 60 ? `${time} · ${t('startsIn', { v: Math.max(0, minutes) })}` : time;
  }
  if (s.sport === 'tennis') return `${t('set')} ${(s.setsHome ?? 0) + (s.setsAway ?? 0) + 1}`;
  return liveMinute(s.minute);
}

/** The live score as markup (numbers only): sets, games and points in tennis, red cards else. */
export function score(event: EventView): string {
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

export function finalText({ t }: Locale, event: EventView): string {
  const r = event.result;
  return event.status === 'abandoned'
    ? t('abandoned')
    : r
      ? event.sport === 'tennis'
        ? `${r.home}-${r.away} (${(event.live.sets ?? []).map((s) => s.join('-')).join(', ')})`
        : `${r.home}-${r.away}`
      : '';
}

/** Why the book refused a bet, in the player's words. */
export function failureText(
  { t }: Locale,
  body: Record<string, unknown>,
  money: (amount: number) => string,
): string {
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
      return t('stakeTooLow', { v: money(Number(body.limit)) });
    case 'stake_too_high':
      return t('stakeTooHigh', { v: money(Number(body.limit)) });
    case 'payout_too_high':
      return t('payoutTooHigh', { v: money(Number(body.limit)), m: money(Number(body.maxStake)) });
    case 'invalid_slip':
      return t('oneSelectionPerEvent');
    case 'session_ended':
      return t('sessionEnded');
    case 'limit_reached':
      return t('rgLimitReached');
    case 'player_excluded':
      return t('rgExcluded');
    case 'session_expired':
    case 'session_not_found':
    case 'invalid_token':
      return t('sessionExpired');
    default:
      return t('error');
  }
}
