/**
 * The studio's settings: the provider kit's common ones (host, port, wallet, database, frame
 * ancestors, secret) and the studio's own below, one TypeBox schema read from the environment once
 * at start, one line per problem. Development needs none: the wallet secret comes from the API's
 * per-install file and the database from the platform's embedded PostgreSQL.
 */
import {
  loadProviderConfig,
  ProviderConfigError,
  type ProviderBaseConfig,
} from '@casino/provider-kit';
import { Type } from '@sinclair/typebox';
import type { SocketLimits } from './sessions/socket-gate';
import { DEFAULT_TABLE_TIMING, type TableTiming } from './tables/rounds/timing';

export const BASE_PATH = '/providers/studio';

const Limit = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 100_000, default: fallback });

export const StudioSettings = {
  /** Processes that write the crash broadcasts to the players' sockets (0: the studio itself). */
  STUDIO_PUSH_WORKERS: Type.Integer({ minimum: 0, maximum: 16, default: 1 }),
  /** Caps on the crash and roulette sockets (see src/sessions/socket-gate.ts). */
  STUDIO_WS_MAX_PER_PLAYER: Limit(6),
  STUDIO_WS_MAX_PER_ADDRESS: Limit(60),
  STUDIO_WS_MESSAGES_PER_10S: Limit(40),
  /**
   * The shared tables' betting window and the time their result stays up, in seconds (the draw
   * keeps its own time, the length of its animation). Test runs shorten the rounds.
   */
  STUDIO_TABLE_BETTING_SECONDS: Type.Integer({ minimum: 5, maximum: 120, default: 15 }),
  STUDIO_TABLE_RESULT_SECONDS: Type.Integer({ minimum: 2, maximum: 60, default: 6 }),
};

export interface StudioConfig extends ProviderBaseConfig {
  pushWorkers: number;
  sockets: SocketLimits;
  tableTiming: TableTiming;
}

export { ProviderConfigError as StudioConfigError };

export function loadStudioConfig(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const { base, settings } = loadProviderConfig(
    { name: 'studio', defaultPort: 3400, basePath: BASE_PATH, settings: StudioSettings },
    env,
  );
  return {
    ...base,
    pushWorkers: settings.STUDIO_PUSH_WORKERS,
    sockets: {
      maxPerPlayer: settings.STUDIO_WS_MAX_PER_PLAYER,
      maxPerAddress: settings.STUDIO_WS_MAX_PER_ADDRESS,
      messagesPer10s: settings.STUDIO_WS_MESSAGES_PER_10S,
    },
    tableTiming: {
      ...DEFAULT_TABLE_TIMING,
      bettingMs: settings.STUDIO_TABLE_BETTING_SECONDS * 1000,
      resultMs: settings.STUDIO_TABLE_RESULT_SECONDS * 1000,
    },
  };
}
