/**
 * The studio's settings, from the environment, checked once at start with one line per problem.
 * Development needs none: the wallet secret comes from the API's per-install file and the
 * database from the platform's embedded PostgreSQL (see src/db/database.ts).
 */
import path from 'node:path';
import { providerSecret, REPO_VAR_DIR, SecretError } from '@casino/wallet-client';
import type { SocketLimits } from './sessions/socket-gate';

export interface StudioConfig {
  production: boolean;
  host: string;
  port: number;
  /** Where the studio's pages live on the site's edge (and on its own server). */
  basePath: string;
  /** Origin of the platform API whose seamless wallet pays. */
  walletUrl: string;
  secret: string;
  /** Production database; unset = a `studio` database on the platform's embedded PostgreSQL. */
  databaseUrl?: string;
  pgDataDir: string;
  pgPort: number;
  /** CSP frame-ancestors of the game pages: who may frame them. */
  frameAncestors: string;
  /** The site's origin, the only one the game frame talks to by postMessage; default: its own. */
  siteOrigin?: string;
  logLevel: string;
  /** Processes that write the crash broadcasts to the players' sockets (0: the studio itself). */
  pushWorkers: number;
  /** Caps on the crash and roulette sockets (see src/sessions/socket-gate.ts). */
  sockets: SocketLimits;
}

export class StudioConfigError extends Error {}

export const BASE_PATH = '/providers/studio';

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535)
    problems.push(`${name}: expected a port number, got "${raw}"`);
  return value;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 16)
    problems.push(`${name}: expected a whole number from 0 to 16, got "${raw}"`);
  return value;
}

function limit(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 100_000)
    problems.push(`${name}: expected a whole number from 1 to 100000, got "${raw}"`);
  return value;
}

export function loadStudioConfig(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  let secret = '';
  try {
    secret = providerSecret('studio', env);
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    problems.push(error.message);
  }
  const databaseUrl = env.STUDIO_DATABASE_URL || undefined;
  if (production && !databaseUrl) problems.push('STUDIO_DATABASE_URL: required in production');
  const walletUrl = env.STUDIO_WALLET_URL || env.API_URL || 'http://127.0.0.1:3000';
  try {
    new URL(walletUrl);
  } catch {
    problems.push(`STUDIO_WALLET_URL: expected an http(s) URL, got "${walletUrl}"`);
  }
  const config: StudioConfig = {
    production,
    host: env.STUDIO_HOST || '127.0.0.1',
    port: integer(env, 'STUDIO_PORT', 3400, problems),
    basePath: BASE_PATH,
    walletUrl,
    secret,
    databaseUrl,
    pgDataDir: env.PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg'),
    pgPort: integer(env, 'PG_PORT', 54329, problems),
    frameAncestors: env.STUDIO_FRAME_ANCESTORS || "'self'",
    siteOrigin: env.STUDIO_SITE_ORIGIN || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    pushWorkers: count(env, 'STUDIO_PUSH_WORKERS', 1, problems),
    sockets: {
      maxPerPlayer: limit(env, 'STUDIO_WS_MAX_PER_PLAYER', 6, problems),
      maxPerAddress: limit(env, 'STUDIO_WS_MAX_PER_ADDRESS', 60, problems),
      messagesPer10s: limit(env, 'STUDIO_WS_MESSAGES_PER_10S', 40, problems),
    },
  };
  if (problems.length > 0) throw new StudioConfigError(problems.join('\n'));
  return config;
}
