/**
 * The names of a bet's selections in every language, as the frame writes them (client/main.ts
 * `marketTitle` and `outcomeLabel`): the display data of the bet report the platform's SportHistory
 * shows.
 */
import { translator, type Language, type TextKey } from '../../client/texts';
import { leagueById, teamName, type Names } from '../fixtures/leagues';

const LANGUAGES: Language[] = ['fr', 'en', 'ar'];

export interface EventNames {
  home: Names;
  away: Names;
}

export function eventNames(row: { league: string; home: string; away: string }): EventNames {
  const league = leagueById(row.league);
  const same = (id: string): Names => ({ fr: id, en: id, ar: id });
  return {
    home: league ? teamName(league, row.home) : same(row.home),
    away: league ? teamName(league, row.away) : same(row.away),
  };
}

function each(render: (lang: Language) => string): Names {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, render(lang)])) as Names;
}

export const eventTitle = (event: EventNames): Names =>
  each((lang) => `${event.home[lang]} – ${event.away[lang]}`);

export function marketTitle(key: string): Names {
  const [kind, line = ''] = key.split(':');
  const value =
    line.startsWith('-') || line === '0' ? line : line && kind === 'ah' ? `+${line}` : line;
  return each((lang) => translator(lang)(`m${kind}` as TextKey, { v: value }));
}

export function selectionName(event: EventNames, market: string, outcome: string): Names {
  const [kind, line = ''] = market.split(':');
  const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;
  return each((lang) => {
    const t = translator(lang);
    if (outcome === '1' || outcome === 'home')
      return kind === 'ah' ? `${event.home[lang]} ${signed(Number(line))}` : event.home[lang];
    if (outcome === '2' || outcome === 'away')
      return kind === 'ah' ? `${event.away[lang]} ${signed(-Number(line))}` : event.away[lang];
    if (outcome === 'X') return t('draw');
    if (outcome === 'over') return t('over', { v: line });
    if (outcome === 'under') return t('under', { v: line });
    if (outcome === 'yes' || outcome === 'no') return t(outcome);
    if (outcome === 'other') return t('other');
    return outcome;
  });
}
