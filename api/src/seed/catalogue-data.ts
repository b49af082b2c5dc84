/**
 * The demo catalogue, generated deterministically: the six providers the casino history filters
 * by, with the ids the site relies on (37 popular slots = PRAGMATIC, 998 popular live casino =
 * EVOLUTION, 38 jackpot = FIABLE), categories per type, and 310 games with project-drawn artwork.
 */
import { seededRandom } from '../modules/assets/artwork';

export interface ProviderSeed {
  id: number;
  alias: string;
  types: number[];
}

export const PROVIDERS: ProviderSeed[] = [
  { id: 37, alias: 'PRAGMATIC', types: [1, 2, 3] },
  { id: 998, alias: 'EVOLUTION', types: [2] },
  { id: 38, alias: 'FIABLE', types: [1, 3] },
  { id: 39, alias: 'OUTCOMEBET', types: [1, 3] },
  { id: 40, alias: 'BSWGAMES', types: [1, 3] },
  { id: 41, alias: 'XPG', types: [2] },
];

export const CATEGORIES = [
  { id: 11, type: 1, name: 'New' },
  { id: 12, type: 1, name: 'Megaways' },
  { id: 13, type: 1, name: 'Fruits' },
  { id: 14, type: 1, name: 'Jackpot' },
  { id: 15, type: 1, name: 'Classic' },
  { id: 16, type: 1, name: 'Bonus Buy' },
  { id: 21, type: 2, name: 'Roulette' },
  { id: 22, type: 2, name: 'Blackjack' },
  { id: 23, type: 2, name: 'Baccarat' },
  { id: 24, type: 2, name: 'Game Shows' },
  { id: 25, type: 2, name: 'Poker' },
  { id: 26, type: 2, name: 'Dice' },
  { id: 31, type: 3, name: 'Crash' },
  { id: 32, type: 3, name: 'Instant' },
  { id: 33, type: 3, name: 'Multiplayer' },
];

const PALETTES = [
  '#1d3557,#e63946',
  '#03045e,#00b4d8',
  '#3c096c,#ff9e00',
  '#081c15,#74c69d',
  '#590d22,#ff4d6d',
  '#2b2d42,#ef233c',
  '#14213d,#fca311',
  '#240046,#c77dff',
  '#003049,#f77f00',
  '#0b090a,#e5383b',
  '#1b263b,#778da9',
  '#370617,#ffba08',
  '#012a4a,#61a5c2',
  '#10002b,#e0aaff',
  '#283618,#dda15e',
];

const SLOT_WORDS = [
  [
    'Golden',
    'Lucky',
    'Wild',
    'Mega',
    'Sweet',
    'Royal',
    'Desert',
    'Carthage',
    'Sahara',
    'Mystic',
    'Fire',
    'Ice',
    'Diamond',
    "Pharaoh's",
    'Jungle',
    'Ocean',
    'Neon',
    "Dragon's",
    'Magic',
    'Crystal',
    'Star',
    'Thunder',
    'Fruit',
    'Olive',
    'Jasmine',
  ],
  [
    'Fortune',
    'Riches',
    'Spins',
    'Bonanza',
    'Treasure',
    'Gems',
    'Oasis',
    'Empire',
    'Legends',
    'Nights',
    'Reels',
    'Wheel',
    'Hunt',
    'Rush',
    'Quest',
    'Kingdom',
    'Pearls',
    'Sevens',
    'Blaze',
    'Harvest',
  ],
];
const LIVE_WORDS = [
  [
    'Lightning',
    'Speed',
    'Immersive',
    'VIP',
    'Auto',
    'Salon',
    'Mega',
    'Tunis',
    'Golden',
    'First Person',
    'Grand',
    'Turbo',
  ],
  [
    'Roulette',
    'Blackjack',
    'Baccarat',
    'Dragon Tiger',
    'Poker',
    'Sic Bo',
    'Dream Wheel',
    'Crazy Coins',
    'Money Drop',
    'Andar Bahar',
  ],
];
const CRASH_WORDS = [
  [
    'Aviator',
    'Rocket',
    'Jet',
    'Spaceman',
    'Balloon',
    'Comet',
    'Falcon',
    'Zeppelin',
    'Meteor',
    'Kite',
  ],
  ['X', 'Rush', 'Boom', 'Flight', 'Climb', 'Crash', 'Dash', 'Lift'],
];

const LIVE_CATEGORY: Record<string, number> = {
  Roulette: 21,
  Blackjack: 22,
  Baccarat: 23,
  'Dragon Tiger': 23,
  Poker: 25,
  'Sic Bo': 26,
  'Dream Wheel': 24,
  'Crazy Coins': 24,
  'Money Drop': 24,
  'Andar Bahar': 25,
};

export interface GameSeed {
  id: number;
  name: string;
  providerId: number;
  type: 1 | 2 | 3;
  popularity: number;
  isTop: boolean;
  palette: string;
  categories: number[];
}

function names(words: string[][], count: number, seed: string): string[][] {
  const pairs = words[0]!.flatMap((a) => words[1]!.map((b) => [a, b]));
  const random = seededRandom(seed);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return pairs.slice(0, count);
}

/** type, provider, how many. */
const PLAN: Array<[1 | 2 | 3, number, number]> = [
  [1, 37, 70],
  [1, 38, 30],
  [1, 39, 55],
  [1, 40, 55],
  [2, 998, 30],
  [2, 41, 18],
  [2, 37, 12],
  [3, 37, 10],
  [3, 38, 8],
  [3, 39, 10],
  [3, 40, 12],
];

export function buildGames(): GameSeed[] {
  const random = seededRandom('catalogue-v1');
  const pools = {
    1: names(SLOT_WORDS, 210, 'slots'),
    2: names(LIVE_WORDS, 60, 'live'),
    3: names(CRASH_WORDS, 40, 'crash'),
  };
  const used = { 1: 0, 2: 0, 3: 0 };
  const games: GameSeed[] = [];
  let id = 1001;
  for (const [type, providerId, count] of PLAN) {
    for (let i = 0; i < count; i++) {
      const words = pools[type][used[type]++]!;
      const name = words.join(' ');
      let categories: number[];
      if (type === 2) categories = [LIVE_CATEGORY[words[1]!] ?? 24];
      else if (type === 3) categories = [31, random() < 0.4 ? 32 : 33];
      else {
        categories = [11 + Math.floor(random() * 6)];
        if (providerId === 38) categories = [14];
        if (words[0] === 'Fruit' || words[1] === 'Sevens') categories.push(13);
      }
      games.push({
        id: id++,
        name,
        providerId,
        type,
        popularity: Math.floor(random() * 1000),
        isTop: random() < 0.15,
        palette: PALETTES[Math.floor(random() * PALETTES.length)]!,
        categories: [...new Set(categories)],
      });
    }
  }
  return games;
}

export const BANNERS = [1, 2, 3, 4].flatMap((n) => [
  {
    title: `Slider${n}`,
    url: `/api/assets/banners/slider${n}-desktop.svg`,
    isMobile: false,
    order: n,
  },
  {
    title: `Slider${n}`,
    url: `/api/assets/banners/slider${n}-mobile.svg`,
    isMobile: true,
    order: n,
  },
]);

export const JACKPOT_POOLS = [
  { tier: 'Diamond', amount: 80_000_000, order: 1 },
  { tier: 'Golden', amount: 25_000_000, order: 2 },
  { tier: 'Silver', amount: 8_000_000, order: 3 },
  { tier: 'Bronze', amount: 2_000_000, order: 4 },
];
