/** Everything the API reads from the environment, in one typed object with documented defaults. */
import path from 'node:path';
import { REPO_VAR_DIR } from './db/embedded';

export interface ProviderSecrets {
  [provider: string]: string;
}

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  pgDataDir: string;
  pgPort: number;
  seedDemo: boolean;
  logLevel: string;
  sessionTtlMinutes: number;
  launchTokenTtlSeconds: number;
  gameSessionTtlMinutes: number;
  studioBaseUrl: string;
  sportsbookBaseUrl: string;
  providerSecrets: ProviderSecrets;
  signatureWindowSeconds: number;
  loginMaxFailuresPerUsername: number;
  loginMaxFailuresPerAddress: number;
  loginLockMinutes: number;
  loginRateLimitPerMinute: number;
  cashbackPercent: number;
}

/** Development defaults only; production sets PROVIDER_SECRETS. */
export const DEV_PROVIDER_SECRETS: ProviderSecrets = {
  studio: 'dev-studio-secret-change-me',
  sportsbook: 'dev-sportsbook-secret-change-me',
};

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`expected a number, got "${value}"`);
  return parsed;
}

function providerSecrets(env: NodeJS.ProcessEnv): ProviderSecrets {
  const secrets: ProviderSecrets = { ...DEV_PROVIDER_SECRETS };
  if (env.PROVIDER_SECRETS) Object.assign(secrets, JSON.parse(env.PROVIDER_SECRETS) as ProviderSecrets);
  if (env.STUDIO_SECRET) secrets.studio = env.STUDIO_SECRET;
  if (env.SPORTSBOOK_SECRET) secrets.sportsbook = env.SPORTSBOOK_SECRET;
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.API_HOST || '127.0.0.1',
    port: int(env.API_PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    pgDataDir: env.PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg'),
    pgPort: int(env.PG_PORT, 54329),
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 12 * 60),
    launchTokenTtlSeconds: int(env.LAUNCH_TOKEN_TTL_SECONDS, 120),
    gameSessionTtlMinutes: int(env.GAME_SESSION_TTL_MINUTES, 4 * 60),
    studioBaseUrl: env.STUDIO_BASE_URL || '/providers/studio',
    sportsbookBaseUrl: env.SPORTSBOOK_BASE_URL || '/providers/sportsbook',
    providerSecrets: providerSecrets(env),
    signatureWindowSeconds: int(env.SIGNATURE_WINDOW_SECONDS, 300),
    loginMaxFailuresPerUsername: int(env.LOGIN_MAX_FAILURES_PER_USERNAME, 5),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT_PER_MINUTE, 60),
    cashbackPercent: int(env.CASHBACK_PERCENT, 10),
  };
}
