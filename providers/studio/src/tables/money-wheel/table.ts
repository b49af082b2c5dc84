/**
 * Money wheels on the shared table rounds. Every money-wheel table shares one round stream, but
 * each theme has its own wheel: the round spins the three wheels one after the other from the same
 * fair stream (Money Drop, then Dream Wheel, then Crazy Coins), and a bet is settled on the wheel of
 * the table it was placed at. Kinds: "number-1", "number-2", "number-5", "number-10", "bonus".
 */
import { gameById } from '../../catalogue/games';
import type { TableRules } from '../rounds/rules';
import {
  betLabel,
  everyWheelBet,
  LAYOUTS,
  returnOf,
  spinWheel,
  type WheelBet,
  type WheelSpin,
  type WheelTheme,
  wheelThemeOf,
} from './rules';

export type WheelOutcome = Record<WheelTheme, WheelSpin>;

const BY_LABEL = new Map<string, WheelBet>(everyWheelBet().map((bet) => [betLabel(bet), bet]));
const THEMES: readonly WheelTheme[] = ['money-drop', 'dream-wheel', 'crazy-coins'];

export const MONEY_WHEEL_KINDS: readonly string[] = [...BY_LABEL.keys()];

export const themeOfTable = (gameId: number): WheelTheme =>
  wheelThemeOf(gameById(gameId)?.name ?? '');

export const MONEY_WHEEL: TableRules<WheelOutcome, string> = {
  family: 'money-wheel',
  kinds: MONEY_WHEEL_KINDS,
  deal(draw) {
    const outcome = {} as WheelOutcome;
    for (const theme of THEMES) outcome[theme] = spinWheel(LAYOUTS[theme], draw);
    return outcome;
  },
  betReturn(bet, outcome) {
    const theme = themeOfTable(bet.gameId);
    return returnOf(BY_LABEL.get(bet.kind)!, outcome[theme], LAYOUTS[theme], bet.amount);
  },
};
