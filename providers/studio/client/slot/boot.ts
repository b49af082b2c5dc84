/** What the server puts in the game page (src/app.ts), read once. */
import type { SymbolSet } from '../../src/catalogue/games';
import type { Language } from '../../src/i18n/texts';
import type { SlotSymbol } from '../../src/slots/model';

export interface SlotBoot {
  basePath: string;
  session: string;
  lang: Language;
  siteOrigin: string | null;
  currency: string;
  balance: number | null;
  game: {
    id: number;
    name: string;
    theme: { colors: [string, string, string]; symbols: SymbolSet };
  };
  model: {
    id: string;
    rows: number;
    lines: number[][];
    symbols: SlotSymbol[];
    scatterPays: number[];
    freeSpins: { awards: number[]; multiplier: number; retrigger: boolean };
    lineBets: number[];
    /** The exact RTP in percent, cut to two decimals ("96.49"). */
    rtp: string;
    /** Percent of every bet that feeds the jackpot pools (jackpot games), else 0. */
    jackpotShare: number;
    volatility: 'low' | 'medium' | 'high';
    strips: number[][];
  };
}

export interface SpinView {
  window: number[][];
  lineWins: Array<{ line: number; symbol: number; count: number; pay: number }>;
  scatters: number;
  award: number;
  win: number;
}

export interface RoundAnswer {
  ok: true;
  round: string;
  bet: number;
  win: number;
  balance: number | null;
  base: SpinView;
  free: SpinView[];
  jackpots: Array<{ tier: string; amount: number }>;
}

export function readBoot(): SlotBoot {
  return JSON.parse(document.getElementById('boot')!.textContent!) as SlotBoot;
}
