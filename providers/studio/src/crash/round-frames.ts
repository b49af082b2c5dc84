/**
 * What the crash hubs send players, apart from the hubs themselves: the round as players see it,
 * the WebSocket text frame the push workers write, the tick grid and the masked names.
 */
import type { CrashRound } from './repository';

export interface PublicRound {
  id: number;
  phase: CrashRound['phase'];
  /** ms until betting closes (betting phase). */
  bettingEndsIn?: number;
  /** ms since the start (running phase). */
  elapsed?: number;
  /** Hundredths; only once crashed. */
  crash?: number;
  hash?: string;
}

export function publicRound(round: CrashRound, now = Date.now()): PublicRound {
  const base = { id: round.id, phase: round.phase };
  if (round.phase === 'betting')
    return { ...base, bettingEndsIn: Math.max(0, round.betting_ends_at.getTime() - now) };
  if (round.phase === 'running') return { ...base, elapsed: now - round.started_at!.getTime() };
  return { ...base, crash: round.crash_point, hash: round.hash };
}

/** The WebSocket text frame the push workers write, from the provider kit. */
export { textFrame } from '@casino/provider-kit';

/**
 * How often players are sent the multiplier while a round runs. The page draws the curve from the
 * round's start by its own clock (e^(0.00006 t)); a tick only re-aligns that clock, so four a
 * second are plenty, and each broadcast to thousands of sockets costs the server its time.
 */
export const BROADCAST_TICK_MS = 250;

/**
 * Phases of the tick period. A tick tells a player "the multiplier now"; nothing needs every player
 * to get it in the same millisecond, and writing thousands of sockets at one instant makes the last
 * of them (and the players' machines reading a burst) late. So each player is given one of these
 * phases, and the players of phase k get their tick at k/TICK_PHASES of the period, computed at
 * that moment and stamped with its own due time: each burst is a fifth of the players. Round
 * changes (start, crash) and others' bets still go to everyone at once.
 */
export const TICK_PHASES = 5;

/**
 * Ticks of a round started at `started` are due on the grid start + i × period / phases, tick i
 * going to the players of phase i mod phases (so each player's ticks are one period apart).
 */
export function tickAt(
  started: number,
  index: number,
  periodMs: number,
  phases: number,
): { due: number; phase: number } {
  return { due: Math.round(started + (index * periodMs) / phases), phase: index % phases };
}

/** The index of the first tick due after `now`. */
export function tickIndexAfter(
  started: number,
  now: number,
  periodMs: number,
  phases: number,
): number {
  return Math.floor(((now - started) * phases) / periodMs) + 1;
}

/** Usernames shown to other players: first two letters and stars. */
export const maskName = (username: string) => `${username.slice(0, 2)}***`;
