/**
 * What each market is: its outcomes and how each is judged on a final result. Pricing (the
 * models) and settlement (src/bets/settlement.ts) both read these, so a price and the settlement
 * of the same selection can never disagree. Market keys carry their line: `ou:2.5`, `ah:-1`.
 */
export type Sport = 'football' | 'basketball' | 'tennis';
/**
 * `half_win` / `half_lose`: a quarter Asian handicap line (−0.25, −0.75, …) is half the stake on
 * each of the two lines beside it; one half won (or lost) and the other pushed.
 */
export type Judgement = 'win' | 'lose' | 'push' | 'half_win' | 'half_lose';

/** Football: goals; basketball: points (overtime included); tennis: sets won and games played. */
export interface FinalResult {
  home: number;
  away: number;
  games?: number;
}

export interface OutcomeDefinition {
  key: string;
  judge(final: FinalResult): Judgement;
}

export interface MarketDefinition {
  key: string;
  /** How many outcomes a result wins at once (2 for double chance, 1 elsewhere). */
  coverage: 1 | 2;
  outcomes: OutcomeDefinition[];
}

export const FOOTBALL_TOTAL_LINES = [0.5, 1.5, 2, 2.5, 3, 3.5, 4.5, 5.5];
export const FOOTBALL_HANDICAP_LINES = [
  -2, -1.75, -1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5,
];
export const CORRECT_SCORE_MAX = 3;
export const TENNIS_GAME_LINES = [20.5, 22.5, 24.5];

const verdict = (won: boolean): Judgement => (won ? 'win' : 'lose');

function line(value: string): number | undefined {
  if (!/^[+-]?\d{1,3}(\.(0|25|5|75))?$/.test(value)) return undefined;
  return Number(value);
}

const compare = (value: number, target: number, above: boolean): Judgement =>
  value === target ? 'push' : verdict(above ? value > target : value < target);

function overUnder(
  key: string,
  measure: (f: FinalResult) => number,
  limit: number,
): MarketDefinition | undefined {
  const [, text] = key.split(':');
  const at = text === undefined ? undefined : line(text);
  if (at === undefined || at <= 0 || at > limit || (at * 2) % 1 !== 0) return undefined;
  return {
    key,
    coverage: 1,
    outcomes: [
      { key: 'over', judge: (f) => compare(measure(f), at, true) },
      { key: 'under', judge: (f) => compare(measure(f), at, false) },
    ],
  };
}

const winnerOf = (f: FinalResult) => f.home - f.away;

/** Two half stakes judged apart (lines 0.5 apart: never one won and one lost). */
function halves(a: Judgement, b: Judgement): Judgement {
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('win') && pair.has('push')) return 'half_win';
  if (pair.has('lose') && pair.has('push')) return 'half_lose';
  throw new Error(`halves of one quarter line cannot be ${a} and ${b}`);
}

/** The home side's handicap `at` on the final score; a quarter line is split on the lines beside it. */
function handicap(f: FinalResult, at: number, home: boolean): Judgement {
  if ((at * 2) % 1 !== 0) return halves(handicap(f, at - 0.25, home), handicap(f, at + 0.25, home));
  return compare(f.home + at, f.away, home);
}

function football(key: string): MarketDefinition | undefined {
  if (key === '1x2') {
    return {
      key,
      coverage: 1,
      outcomes: [
        { key: '1', judge: (f) => verdict(winnerOf(f) > 0) },
        { key: 'X', judge: (f) => verdict(winnerOf(f) === 0) },
        { key: '2', judge: (f) => verdict(winnerOf(f) < 0) },
      ],
    };
  }
  if (key === 'dc') {
    return {
      key,
      coverage: 2,
      outcomes: [
        { key: '1X', judge: (f) => verdict(winnerOf(f) >= 0) },
        { key: '12', judge: (f) => verdict(winnerOf(f) !== 0) },
        { key: 'X2', judge: (f) => verdict(winnerOf(f) <= 0) },
      ],
    };
  }
  if (key === 'btts') {
    return {
      key,
      coverage: 1,
      outcomes: [
        { key: 'yes', judge: (f) => verdict(f.home > 0 && f.away > 0) },
        { key: 'no', judge: (f) => verdict(!(f.home > 0 && f.away > 0)) },
      ],
    };
  }
  if (key === 'cs') {
    const scores: OutcomeDefinition[] = [];
    for (let h = 0; h <= CORRECT_SCORE_MAX; h++) {
      for (let a = 0; a <= CORRECT_SCORE_MAX; a++)
        scores.push({ key: `${h}-${a}`, judge: (f) => verdict(f.home === h && f.away === a) });
    }
    scores.push({
      key: 'other',
      judge: (f) => verdict(f.home > CORRECT_SCORE_MAX || f.away > CORRECT_SCORE_MAX),
    });
    return { key, coverage: 1, outcomes: scores };
  }
  if (key.startsWith('ou:')) return overUnder(key, (f) => f.home + f.away, 20);
  if (key.startsWith('ah:')) {
    const at = line(key.slice(3));
    if (at === undefined || Math.abs(at) > 5 || (at * 4) % 1 !== 0) return undefined;
    // The home side's handicap on the final score; the away side takes the opposite one.
    return {
      key,
      coverage: 1,
      outcomes: [
        { key: 'home', judge: (f) => handicap(f, at, true) },
        { key: 'away', judge: (f) => handicap(f, at, false) },
      ],
    };
  }
  return undefined;
}

function twoWayWinner(key: string): MarketDefinition {
  return {
    key,
    coverage: 1,
    outcomes: [
      { key: '1', judge: (f) => verdict(winnerOf(f) > 0) },
      { key: '2', judge: (f) => verdict(winnerOf(f) < 0) },
    ],
  };
}

export function marketDefinition(sport: Sport, key: string): MarketDefinition | undefined {
  if (key.length > 16) return undefined;
  if (sport === 'football') return football(key);
  if (key === 'ml') return twoWayWinner(key);
  if (sport === 'basketball' && key.startsWith('tp:'))
    return overUnder(key, (f) => f.home + f.away, 400);
  if (sport === 'tennis' && key.startsWith('tg:')) return overUnder(key, (f) => f.games ?? 0, 65);
  return undefined;
}
