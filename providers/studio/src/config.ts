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
};

export interface StudioConfig extends ProviderBaseConfig {
  pushWorkers: number;
  sockets: SocketLimits;
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
  };
}
