/**
 * The rolling calendar: each league plays a round every `roundSeconds`, on a grid of wall-clock
 * times, with `perRound` matches between sides drawn at random; `roundsAhead` rounds are always
 * scheduled, so there is always something to bet on before kick-off and something live.
 */
import { LEAGUES, type League } from '../fixtures/leagues';
import type { Random } from './simulator';

export interface Fixture {
  league: League;
  home: string;
  away: string;
  startsAt: Date;
}

export function roundTimes(now: number, roundSeconds: number, ahead: number): Date[] {
  const period = roundSeconds * 1000;
  const first = Math.floor(now / period) * period + period;
  return Array.from({ length: ahead }, (_, i) => new Date(first + i * period));
}

function drawPairs(league: League, random: Random): Array<[string, string]> {
  const ids = league.teams.map((t) => t.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < ids.length && pairs.length < league.perRound; i += 2)
    pairs.push([ids[i]!, ids[i + 1]!]);
  return pairs;
}

/** Fixtures missing from the calendar: rounds ahead of `now` a league has nothing at yet. */
export function missingFixtures(
  now: number,
  roundSeconds: number,
  ahead: number,
  scheduled: Set<string>,
  random: Random,
): Fixture[] {
  const out: Fixture[] = [];
  for (const startsAt of roundTimes(now, roundSeconds, ahead)) {
    for (const league of LEAGUES) {
      if (scheduled.has(`${league.id}@${startsAt.getTime()}`)) continue;
      for (const [home, away] of drawPairs(league, random))
        out.push({ league, home, away, startsAt });
    }
  }
  return out;
}
