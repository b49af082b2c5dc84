/** A fixture's price model from its sides' strengths: Poisson rates, or Elo-style ratings. */
import { basketballPace, eloRating, footballStrength, type League } from '../fixtures/leagues';
import { basketballModel, eloWinProbability } from '../pricing/elo';
import { goalRates } from '../pricing/football';
import { gameFromPoint, pointChanceForMatch } from '../pricing/tennis';
import type { ModelParams } from './simulator';

export function modelFor(league: League, home: string, away: string): ModelParams {
  if (league.sport === 'football')
    return { sport: 'football', ...goalRates(footballStrength(home), footballStrength(away)) };
  if (league.sport === 'basketball')
    return {
      sport: 'basketball',
      ...basketballModel(
        eloRating(home, 'basketball'),
        eloRating(away, 'basketball'),
        basketballPace(home, away),
      ),
    };
  const point = pointChanceForMatch(
    eloWinProbability(eloRating(home, 'tennis'), eloRating(away, 'tennis')),
  );
  return { sport: 'tennis', g: gameFromPoint(point), point };
}
