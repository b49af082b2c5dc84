/** What the studio writes into every game page (`src/app.ts`), read once at start. */
import type { SymbolSet } from '../../src/catalogue/games';
import type { Language } from '../../src/i18n/texts';

export interface GameBoot {
  basePath: string;
  session: string;
  lang: Language;
  /** The only origin the frame posts its messages to; null when the page is its own site. */
  siteOrigin: string | null;
  currency: string;
  /** Millimes, or null when the wallet did not say. */
  balance: number | null;
  game: {
    id: number;
    name: string;
    theme: { colors: [string, string, string]; symbols: SymbolSet };
  };
}

/** A table's bet limits in millimes: one bet's range and the most a round pays one player. */
export interface BetLimits {
  minBet: number;
  maxBet: number;
  maxWin: number;
}

/** The boot of a game with bet limits (tables, roulette, crash). */
export interface LimitedGameBoot extends GameBoot {
  game: GameBoot['game'] & { limits: BetLimits };
}
