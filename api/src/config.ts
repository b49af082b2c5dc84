/**
 * Everything the API reads from the environment, parsed and checked in one place: one TypeBox
 * schema of the variables (types, ranges, defaults), then the rules that tie them together
 * (production refuses development secrets and the embedded database). Every problem is reported
 * at once, one line per variable.
 */
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import path from 'node:path';
import { devProviderSecrets } from './dev-secrets';
import { loadPaymentsConfig, type PaymentsConfig } from './modules/payments/config';
import { secretWeakness } from './secret-strength';
import { REPO_VAR_DIR } from './var-dir';

const Minutes = (fallback: number, max = 60 * 24 * 30) =>
  Type.Integer({ minimum: 1, maximum: max, default: fallback });
const Port = (fallback: number) => Type.Integer({ minimum: 1, maximum: 65_535, default: fallback });
const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const PostgresUrl = Type.String({ pattern: '^postgres(ql)?://.+' });
const Secret = Type.String({ minLength: 32, maxLength: 512 });

/** The variables, as the environment spells them. Empty values count as unset. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    { default: 'development' },
  ),
  API_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_PORT: Port(3000),
  DATABASE_URL: Type.Optional(PostgresUrl),
  DATABASE_OWNER_URL: Type.Optional(PostgresUrl),
  PG_DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  PG_PORT: Port(54329),
  SEED_DEMO: Type.Optional(Flag),
  API_DOCS: Type.Optional(Flag),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  REQUEST_TIMEOUT_SECONDS: Type.Integer({ minimum: 1, maximum: 300, default: 10 }),
  SHUTDOWN_GRACE_SECONDS: Type.Integer({ minimum: 0, maximum: 600, default: 10 }),
  METRICS_TOKEN: Type.Optional(Secret),
  /** The players' support address the contact page shows; unset = the page offers none. */
  SUPPORT_EMAIL: Type.Optional(
    Type.String({ maxLength: 254, pattern: '^[^@\\s<>"]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$' }),
  ),
  METRICS_ALLOW: Type.String({ pattern: '^[0-9A-Fa-f:.,/ ]*$', default: '127.0.0.1,::1' }),
  SESSION_TTL_MINUTES: Minutes(12 * 60),
  LAUNCH_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 5, maximum: 3600, default: 120 }),
  GAME_SESSION_TTL_MINUTES: Minutes(4 * 60),
  STUDIO_BASE_URL: Type.String({ minLength: 1, default: '/providers/studio' }),
  // The lobby's tile artwork, a picture of the site's own origin (the edge serves it there).
  STUDIO_TILES_URL: Type.String({ minLength: 1, default: '/providers/studio' }),
  SPORTSBOOK_BASE_URL: Type.String({ minLength: 1, default: '/providers/sportsbook' }),
  PROVIDER_SECRETS: Type.Optional(Type.String({ minLength: 2 })),
  STUDIO_SECRET: Type.Optional(Secret),
  SPORTSBOOK_SECRET: Type.Optional(Secret),
  SIGNATURE_WINDOW_SECONDS: Type.Integer({ minimum: 1, maximum: 300, default: 30 }),
  TRUSTED_PROXIES: Type.String({ default: '127.0.0.1,::1' }),
  LOGIN_MAX_FAILURES_PER_USERNAME: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  LOGIN_MAX_FAILURES_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 100_000, default: 30 }),
  LOGIN_LOCK_BASE_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  LOGIN_LOCK_MAX_MINUTES: Minutes(60),
  LOGIN_FAILURE_WINDOW_MINUTES: Minutes(15),
  LOGIN_KNOWN_ADDRESS_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  LOGIN_THROTTLE_PURGE_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 300 }),
  LOGIN_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 100_000, default: 60 }),
  REMOTE_REPORTS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 100_000, default: 20 }),
  CASHBACK_PERCENT: Type.Integer({ minimum: 0, maximum: 100, default: 10 }),
  RG_REALITY_CHECK_MIN_MINUTES: Type.Integer({ minimum: 1, maximum: 120, default: 15 }),
  RECONCILE_INTERVAL_MINUTES: Type.Integer({ minimum: 0, maximum: 24 * 60, default: 15 }),
  STREAM_TICKET_TTL_SECONDS: Type.Integer({ minimum: 5, maximum: 300, default: 30 }),
  STREAM_MAX_PER_PLAYER: Type.Integer({ minimum: 1, maximum: 50, default: 4 }),
  STREAM_MAX_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10_000 }),
  STREAM_SESSION_CHECK_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 30 }),
});
export type Env = Static<typeof EnvSchema>;

export interface ProviderSecrets {
  [provider: string]: string;
}

export const PROVIDERS = ['studio', 'sportsbook'] as const;

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** The API's own connection (a role that is not a superuser); unset = the embedded server. */
  databaseUrl: string | undefined;
  /** The owner role that runs migrations and grants; unset = migrations already applied. */
  databaseOwnerUrl: string | undefined;
  pgDataDir: string;
  pgPort: number;
  seedDemo: boolean;
  apiDocs: boolean;
  logLevel: string;
  /** Time a client has to send a whole request (headers and body); a trickled body is cut. */
  requestTimeoutSeconds: number;
  /** On SIGTERM, time in-flight requests get to finish before their connections are cut. */
  shutdownGraceSeconds: number;
  /** Bearer token that opens /api/metrics from anywhere; unset = only from metricsAllow. */
  metricsToken: string | undefined;
  /** Addresses or CIDR ranges that read /api/metrics without a token, when not proxied. */
  metricsAllow: string[];
  sessionTtlMinutes: number;
  launchTokenTtlSeconds: number;
  gameSessionTtlMinutes: number;
  studioBaseUrl: string;
  /** Where the lobby's tiles are: `<studioTilesUrl>/tiles/<game>.svg`. */
  studioTilesUrl: string;
  sportsbookBaseUrl: string;
  providerSecrets: ProviderSecrets;
  signatureWindowSeconds: number;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed (the site's edge). */
  trustedProxies: string[];
  /** Failures of a username (or of a player from a known address) before delays start. */
  loginMaxFailuresPerUsername: number;
  /** Failures from one address, across usernames, before it may only log in known players. */
  loginMaxFailuresPerAddress: number;
  /** First lock past the limit; each further failure doubles it, up to loginLockMaxMinutes. */
  loginLockBaseSeconds: number;
  loginLockMaxMinutes: number;
  /** Failures are forgotten this long after the last one (or after the lock they caused). */
  loginFailureWindowMinutes: number;
  /** An address a player logged in from stays theirs (own throttle bucket) this long. */
  loginKnownAddressDays: number;
  /** Period of the timer that deletes expired throttle rows and forgotten addresses. */
  loginThrottlePurgeSeconds: number;
  /** HTTP rate limit of /api/login per address and username. */
  loginRateLimitPerMinute: number;
  /** Remote version reports recorded per client address and minute; the rest are dropped. */
  remoteReportsPerMinute: number;
  cashbackPercent: number;
  /** Shortest reality-check interval a player may choose (tests choose 1). */
  realityCheckMinMinutes: number;
  /** Support address shown to players (GET /api/site); undefined = none is offered. */
  supportEmail: string | undefined;
  /** Period of the ledger audit of the running API; 0 = no periodic audit. */
  reconcileIntervalMinutes: number;
  /** Balance push (modules/push): a stream ticket's life, streams per player and per instance, session re-check period. */
  streamTicketTtlSeconds: number;
  streamMaxPerPlayer: number;
  streamMaxConnections: number;
  streamSessionCheckSeconds: number;
  /** Payment providers, limits and the operator token (modules/payments/config.ts). */
  payments: PaymentsConfig;
}

/** Thrown with every problem found, one line each, naming the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function present(env: NodeJS.ProcessEnv): Record<string, string> {
  const known = Object.keys(EnvSchema.properties);
  return Object.fromEntries(
    known.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]!]),
  );
}

function parseEnv(env: NodeJS.ProcessEnv): { values: Env; problems: string[] } {
  const raw = present(env);
  // Value.Convert would turn "3000.7" or "1e3" into a number that passes; a whole number is digits.
  const notWhole = Object.entries(EnvSchema.properties)
    .filter(
      ([name, schema]) =>
        schema.type === 'integer' && raw[name] !== undefined && !/^\s*-?\d+\s*$/.test(raw[name]),
    )
    .map(([name]) => name);
  const checked = Object.fromEntries(
    Object.entries(raw).filter(([name]) => !notWhole.includes(name)),
  );
  const values = Value.Convert(EnvSchema, Value.Default(EnvSchema, { ...checked })) as Env;
  const problems = notWhole.map((name) => `${name}: expected a whole number, got "${raw[name]}"`);
  problems.push(
    ...[...Value.Errors(EnvSchema, values)].map((error) => {
      const name = error.path.replace(/^\//, '');
      const given = raw[name];
      const secret = /SECRET|TOKEN/.test(name) ? '(value hidden)' : `"${given}"`;
      return `${name}: ${error.message}${given === undefined ? '' : `, got ${secret}`}`;
    }),
  );
  return { values, problems };
}

function providerSecrets(env: Env, problems: string[]): ProviderSecrets {
  const secrets: ProviderSecrets = {};
  if (env.PROVIDER_SECRETS) {
    try {
      const parsed: unknown = JSON.parse(env.PROVIDER_SECRETS);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      for (const [provider, secret] of Object.entries(parsed)) {
        if (typeof secret !== 'string' || !Value.Check(Secret, secret)) {
          problems.push(
            `PROVIDER_SECRETS: the secret of "${provider}" must be a string of 32 to 512 characters`,
          );
        } else secrets[provider] = secret;
      }
    } catch {
      problems.push('PROVIDER_SECRETS: expected a JSON object {"studio":"…","sportsbook":"…"}');
    }
  }
  if (env.STUDIO_SECRET) secrets.studio = env.STUDIO_SECRET;
  if (env.SPORTSBOOK_SECRET) secrets.sportsbook = env.SPORTSBOOK_SECRET;
  return secrets;
}

export interface LoadOptions {
  /** Where development secrets are kept; defaults to `<repo>/var`. */
  varDir?: string;
}

/**
 * Production: every provider signs with a secret of its own that cannot be guessed; one provider
 * knowing another's secret could sign as it.
 */
function weakSecrets(secrets: ProviderSecrets): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [provider, secret] of Object.entries(secrets)) {
    const name = `${provider.toUpperCase()}_SECRET`;
    const weakness = secretWeakness(secret);
    if (weakness) problems.push(`${name}: ${weakness}`);
    const twin = seen.get(secret);
    if (twin) problems.push(`${name}: the same as ${twin}; each provider needs its own secret`);
    else seen.set(secret, name);
  }
  return problems;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: LoadOptions = {},
): Config {
  const { values, problems } = parseEnv(env);
  const production = values.NODE_ENV === 'production';
  const secrets = providerSecrets(values, problems);
  const missing = PROVIDERS.filter((provider) => !secrets[provider]);
  if (production) {
    for (const provider of missing) {
      problems.push(
        `${provider.toUpperCase()}_SECRET: required in production (or PROVIDER_SECRETS with "${provider}")`,
      );
    }
    if (!values.DATABASE_URL)
      problems.push(
        'DATABASE_URL: required in production; the embedded PostgreSQL is for development only',
      );
    problems.push(...weakSecrets(secrets));
  }
  const payments = loadPaymentsConfig(env, production, options.varDir ?? REPO_VAR_DIR, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  // Development: a random secret per provider and per install, kept under var/ (never a constant).
  const providerSecretsInUse =
    missing.length > 0 ? { ...devProviderSecrets(options.varDir), ...secrets } : secrets;

  return {
    production,
    host: values.API_HOST,
    port: values.API_PORT,
    databaseUrl: values.DATABASE_URL,
    databaseOwnerUrl: values.DATABASE_OWNER_URL,
    pgDataDir: values.PG_DATA_DIR ?? path.join(REPO_VAR_DIR, 'pg'),
    pgPort: values.PG_PORT,
    // Production seeds demo players only when asked; development seeds them unless told not to.
    seedDemo: production ? values.SEED_DEMO === '1' : values.SEED_DEMO !== '0',
    apiDocs: production ? values.API_DOCS === '1' : values.API_DOCS !== '0',
    logLevel: values.LOG_LEVEL,
    requestTimeoutSeconds: values.REQUEST_TIMEOUT_SECONDS,
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS,
    metricsToken: values.METRICS_TOKEN,
    metricsAllow: values.METRICS_ALLOW.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionTtlMinutes: values.SESSION_TTL_MINUTES,
    launchTokenTtlSeconds: values.LAUNCH_TOKEN_TTL_SECONDS,
    gameSessionTtlMinutes: values.GAME_SESSION_TTL_MINUTES,
    studioBaseUrl: values.STUDIO_BASE_URL,
    studioTilesUrl: values.STUDIO_TILES_URL,
    sportsbookBaseUrl: values.SPORTSBOOK_BASE_URL,
    providerSecrets: providerSecretsInUse,
    signatureWindowSeconds: values.SIGNATURE_WINDOW_SECONDS,
    trustedProxies: values.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginMaxFailuresPerUsername: values.LOGIN_MAX_FAILURES_PER_USERNAME,
    loginMaxFailuresPerAddress: values.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginLockBaseSeconds: values.LOGIN_LOCK_BASE_SECONDS,
    loginLockMaxMinutes: values.LOGIN_LOCK_MAX_MINUTES,
    loginFailureWindowMinutes: values.LOGIN_FAILURE_WINDOW_MINUTES,
    loginKnownAddressDays: values.LOGIN_KNOWN_ADDRESS_DAYS,
    loginThrottlePurgeSeconds: values.LOGIN_THROTTLE_PURGE_SECONDS,
    loginRateLimitPerMinute: values.LOGIN_RATE_LIMIT_PER_MINUTE,
    remoteReportsPerMinute: values.REMOTE_REPORTS_PER_MINUTE,
    cashbackPercent: values.CASHBACK_PERCENT,
    realityCheckMinMinutes: values.RG_REALITY_CHECK_MIN_MINUTES,
    supportEmail: values.SUPPORT_EMAIL,
    reconcileIntervalMinutes: values.RECONCILE_INTERVAL_MINUTES,
    streamTicketTtlSeconds: values.STREAM_TICKET_TTL_SECONDS,
    streamMaxPerPlayer: values.STREAM_MAX_PER_PLAYER,
    streamMaxConnections: values.STREAM_MAX_CONNECTIONS,
    streamSessionCheckSeconds: values.STREAM_SESSION_CHECK_SECONDS,
    payments,
  };
}
