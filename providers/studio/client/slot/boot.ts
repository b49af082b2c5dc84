/** What the server puts in the slot's page (src/app.ts), read once: a game's boot and its model. */
import type { SlotSymbol } from '../../src/slots/model';
import type { GameBoot } from '../common/boot';
import { readBootData } from '../common/dom';

export interface SlotBoot extends GameBoot {
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

export const readBoot = () => readBootData<SlotBoot>();
