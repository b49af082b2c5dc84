/**
 * Every game the platform lists, as the studio plays it: its engine, its math model (slots) and
 * its theme. The list of ids comes from the platform's catalogue (platform-games.json, refreshed by
 * scripts/import-catalogue.ts); the mapping to engines and themes is the studio's own and
 * deterministic, so a game keeps its model and look from one release to the next.
 */
import { MODELS } from '../slots/models';
import listed from './platform-games.json' with { type: 'json' };

/** The game a live table's name promises; each is played by the engine of the same name. */
export type TableFamily =
  | 'roulette'
  | 'blackjack'
  | 'baccarat'
  | 'dragon-tiger'
  | 'poker'
  | 'sic-bo'
  | 'andar-bahar'
  | 'money-wheel';

export type Engine = 'slots' | 'crash' | TableFamily;
export type SymbolSet = 'fruits' | 'gems' | 'desert' | 'ocean' | 'fire' | 'royal';

export interface GameTheme {
  /** Background, panel and accent colours. */
  colors: [string, string, string];
  symbols: SymbolSet;
}

export interface StudioGame {
  id: number;
  name: string;
  providerId: number;
  engine: Engine;
  /** Slot math model id (slots only). */
  model?: string;
  /** Table limits in millimes (crash and roulette): per bet, and the most one bet may win. */
  limits?: GameLimits;
  theme: GameTheme;
}

export interface GameLimits {
  minBet: number;
  maxBet: number;
  maxWin: number;
}

const LIMITS: GameLimits[] = [
  { minBet: 100, maxBet: 100_000, maxWin: 10_000_000 },
  { minBet: 200, maxBet: 200_000, maxWin: 20_000_000 },
  { minBet: 500, maxBet: 50_000, maxWin: 5_000_000 },
];

/** The in-house jackpot provider (FIABLE): its slots use the model that leaves room for the pools. */
export const JACKPOT_PROVIDER = 38;

const COLORS: Array<[string, string, string]> = [
  ['#1d3557', '#274472', '#e63946'],
  ['#03045e', '#023e8a', '#00b4d8'],
  ['#3c096c', '#5a189a', '#ff9e00'],
  ['#081c15', '#1b4332', '#74c69d'],
  ['#590d22', '#800f2f', '#ff4d6d'],
  ['#2b2d42', '#3d405b', '#ef233c'],
  ['#14213d', '#1f3a68', '#fca311'],
  ['#240046', '#3c096c', '#c77dff'],
  ['#003049', '#0b4f6c', '#f77f00'],
  ['#0b090a', '#2b2a2a', '#e5383b'],
  ['#1b263b', '#31415e', '#e0e1dd'],
  ['#370617', '#6a040f', '#ffba08'],
];

const SYMBOL_WORDS: Array<[SymbolSet, RegExp]> = [
  ['fruits', /fruit|sevens|sweet|harvest|olive|bonanza/i],
  ['gems', /gem|diamond|crystal|pearl|jasmine|star|mega/i],
  ['desert', /pharaoh|sahara|desert|carthage|oasis|empire|legend/i],
  ['ocean', /ocean|ice|pearls|magic|mystic/i],
  ['fire', /fire|blaze|dragon|thunder|rush|neon/i],
];

/** A stable small hash of a game's name (FNV-1a), so themes survive id changes of the list. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++)
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const FAMILY_WORDS: Array<[TableFamily, RegExp]> = [
  ['roulette', /\broulette\b/i],
  ['blackjack', /\bblackjack\b/i],
  ['baccarat', /\bbaccarat\b/i],
  ['dragon-tiger', /\bdragon tiger\b/i],
  ['poker', /\bpoker\b|\bhold'?em\b/i],
  ['sic-bo', /\bsic bo\b/i],
  ['andar-bahar', /\bandar bahar\b/i],
  ['money-wheel', /\bdream wheel\b|\bcrazy coins\b|\bmoney drop\b|\bwheel\b/i],
];

/** The family a table's name names, or undefined when it names none (a catalogue error). */
export function tableFamilyOf(name: string): TableFamily | undefined {
  return FAMILY_WORDS.find(([, words]) => words.test(name))?.[0];
}

function engineOf(game: { name: string; type: number }): Engine {
  if (game.type === 3) return 'crash';
  if (game.type === 2) {
    const family = tableFamilyOf(game.name);
    if (!family) throw new Error(`the live table "${game.name}" names no game the studio plays`);
    return family;
  }
  return 'slots';
}

function slotModelFor(name: string, providerId: number, hash: number): string {
  if (providerId === JACKPOT_PROVIDER) return 'vault-5x3-15';
  if (/sevens|classic/i.test(name)) return 'classic-3x3';
  if (/fruit/i.test(name)) return 'fruit-5x3-10';
  const general = MODELS.map((model) => model.id).filter((id) => id !== 'vault-5x3-15');
  return general[hash % general.length]!;
}

function toStudioGame(game: {
  game_id: number;
  name: string;
  provider_id: number;
  type: number;
}): StudioGame {
  const hash = hashOf(game.name);
  const engine = engineOf(game);
  const symbols = SYMBOL_WORDS.find(([, words]) => words.test(game.name))?.[0] ?? 'royal';
  return {
    id: game.game_id,
    name: game.name,
    providerId: game.provider_id,
    engine,
    ...(engine === 'slots'
      ? { model: slotModelFor(game.name, game.provider_id, hash) }
      : { limits: LIMITS[hash % LIMITS.length]! }),
    theme: { colors: COLORS[hash % COLORS.length]!, symbols },
  };
}

export const GAMES: ReadonlyMap<number, StudioGame> = new Map(
  listed.map((game) => [game.game_id, toStudioGame(game)]),
);

export function gameById(id: number): StudioGame | undefined {
  return GAMES.get(id);
}
