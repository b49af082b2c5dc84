/**
 * Where a game is played and how it gets there. The play_game page (mf-casino) reads the state
 * from `history.state`; the rails (shown on the home page too), the lister and the detail modal
 * all write it the same way.
 */
import type { Game, GameType } from '@casino/shared/api';
import { navigateTo } from '@casino/shared/navigation';

/** Navigation state of the play_game routes: type, provider_id, game_id. */
export interface PlayGameState {
  type: GameType;
  provider_id: number;
  game_id: number;
}

/** Navigation state of a preview route that shows a game full page (mobile launch). */
export interface OpenGameState {
  isFullPage: true;
  openGame: true;
  url: string;
  type: GameType;
  /** The launched game, to launch it again in a new language (absent in older history entries). */
  game_id?: number;
  provider_id?: number;
}

const sections: Record<GameType, string> = { 1: '/casino', 2: '/live_casino', 3: '/crash' };

export function playGamePath(type: GameType): string {
  return `${sections[type]}/play_game`;
}

export function previewPath(type: GameType): string {
  return `${sections[type]}/preview`;
}

export function isGameType(value: unknown): value is GameType {
  return value === 1 || value === 2 || value === 3;
}

/**
 * react-router keeps its own state under `usr`; a raw `history.pushState` does not. Accept both
 * so a launch works whoever navigated.
 */
function userState(state: unknown): Record<string, unknown> | null {
  if (!state || typeof state !== 'object') return null;
  const record = state as Record<string, unknown>;
  const nested = record.usr;
  return nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : record;
}

export function readPlayGameState(state: unknown): PlayGameState | null {
  const record = userState(state);
  if (!record) return null;
  const { type, provider_id, game_id } = record;
  if (typeof game_id !== 'number' || game_id <= 0) return null;
  return {
    type: isGameType(type) ? type : 1,
    provider_id: typeof provider_id === 'number' ? provider_id : 0,
    game_id,
  };
}

export function readOpenGameState(state: unknown): OpenGameState | null {
  const record = userState(state);
  if (!record || record.openGame !== true || typeof record.url !== 'string' || !record.url)
    return null;
  return {
    isFullPage: true,
    openGame: true,
    url: record.url,
    type: isGameType(record.type) ? record.type : 1,
    ...(typeof record.game_id === 'number' && record.game_id > 0
      ? {
          game_id: record.game_id,
          provider_id: typeof record.provider_id === 'number' ? record.provider_id : 0,
        }
      : {}),
  };
}

export function launchGame(game: Pick<Game, 'type' | 'provider_id' | 'game_id'>): void {
  const state: PlayGameState = {
    type: game.type,
    provider_id: game.provider_id,
    game_id: game.game_id,
  };
  navigateTo(playGamePath(game.type), state);
}
