/**
 * The sportsbook's settings: one TypeBox schema, read from the environment once at start, one line
 * per problem. Development needs none: the wallet secret comes from the API's per-install file and
 * the database from the platform's embedded PostgreSQL (src/db/database.ts).
 */
import path from 'node:path';
import { providerSecret, REPO_VAR_DIR, SecretError } from '@casino/wallet-client';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const Port = (fallback: number) => Type.Integer({ minimum: 1, maximum: 65_535, default: fallback });
const Millimes = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, default: fallback });

export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  SPORTSBOOK_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  SPORTSBOOK_PORT: Port(3410),
  /** Origin of the platform API whose seamless wallet pays (API_URL is the fallback). */
  SPORTSBOOK_WALLET_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  API_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SPORTSBOOK_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  PG_DATA_DIR: Type.String({ minLength: 1, default: path.join(REPO_VAR_DIR, 'pg') }),
  PG_PORT: Port(54329),
  /** CSP frame-ancestors of the frame: who may embed it. */
  SPORTSBOOK_FRAME_ANCESTORS: Type.String({ minLength: 1, default: "'self'" }),
  /** The site's origin, the only one the frame talks to by postMessage; default the frame's own. */
  SPORTSBOOK_SITE_ORIGIN: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  /** The book's margin on every market (0.06 = implied probabilities sum to 1.06). */
  SPORTSBOOK_MARGIN: Type.Number({ minimum: 0, maximum: 0.3, default: 0.06 }),
  /** Cash-out margin, basis points off the fair cash-out value. */
  SPORTSBOOK_CASHOUT_MARGIN_BP: Type.Integer({ minimum: 0, maximum: 5000, default: 500 }),
  SPORTSBOOK_MIN_STAKE: Millimes(500),
  SPORTSBOOK_MAX_STAKE: Millimes(1_000_000),
  SPORTSBOOK_MAX_PAYOUT: Millimes(50_000_000),
  /** Real seconds a whole match lasts (the simulator's acceleration). */
  SPORTSBOOK_MATCH_SECONDS: Type.Number({ minimum: 1, maximum: 86_400, default: 480 }),
  /** Real seconds between two rounds of a league's rolling calendar. */
  SPORTSBOOK_ROUND_SECONDS: Type.Number({ minimum: 2, maximum: 604_800, default: 600 }),
  /** Rounds of each league scheduled ahead. */
  SPORTSBOOK_ROUNDS_AHEAD: Type.Integer({ minimum: 1, maximum: 50, default: 4 }),
  /** Real seconds markets stay suspended after a goal, a red card, a set or a quarter. */
  SPORTSBOOK_SUSPEND_SECONDS: Type.Number({ minimum: 0, maximum: 120, default: 4 }),
  /** Share of matches abandoned part-way (their bets are void). */
  SPORTSBOOK_ABANDON_RATE: Type.Number({ minimum: 0, maximum: 1, default: 0.02 }),
  /** Processes that write the live pushes to viewers (0: the server itself), for more cores. */
  SPORTSBOOK_PUSH_WORKERS: Type.Integer({ minimum: 0, maximum: 16, default: 0 }),
  /** Live push sockets open at once from one address (the edge's X-Forwarded-For). */
  SPORTSBOOK_WS_MAX_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 100_000, default: 20 }),
  /** Largest message a viewer may send on the push socket, bytes (viewers only listen). */
  SPORTSBOOK_WS_MAX_MESSAGE_BYTES: Type.Integer({ minimum: 16, maximum: 65_536, default: 1024 }),
  /** Messages a viewer may send in ten seconds before its socket is closed. */
  SPORTSBOOK_WS_MESSAGES_PER_10S: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  /** Seconds between pings; a socket that has not answered the last one by the next is dropped. */
  SPORTSBOOK_WS_PING_SECONDS: Type.Number({ minimum: 0.05, maximum: 3600, default: 30 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
});
export type ConfigValues = Static<typeof ConfigSchema>;

export interface SportsbookConfig {
  production: boolean;
  host: string;
  port: number;
  basePath: string;
  walletUrl: string;
  secret: string;
  databaseUrl?: string;
  pgDataDir: string;
  pgPort: number;
  frameAncestors: string;
  siteOrigin?: string;
  margin: number;
  cashOutMarginBp: number;
  limits: { minStake: number; maxStake: number; maxPayout: number };
  matchSeconds: number;
  roundSeconds: number;
  roundsAhead: number;
  suspendSeconds: number;
  abandonRate: number;
  pushWorkers: number;
  viewers: {
    maxPerAddress: number;
    maxMessageBytes: number;
    messagesPer10s: number;
    pingSeconds: number;
  };
  logLevel: string;
}

export class SportsbookConfigError extends Error {}

export const BASE_PATH = '/providers/sportsbook';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SportsbookConfig {
  const problems: string[] = [];
  const raw: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(ConfigSchema.properties)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const numeric = schema.type === 'integer' || schema.type === 'number';
    raw[name] = numeric && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  }
  const values = Value.Default(ConfigSchema, raw) as ConfigValues;
  for (const error of Value.Errors(ConfigSchema, values))
    problems.push(`${error.path.slice(1)}: ${error.message}, got "${String(error.value)}"`);
  let secret = '';
  try {
    secret = providerSecret('sportsbook', env);
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    problems.push(error.message);
  }
  const production = values.NODE_ENV === 'production';
  if (production && !values.SPORTSBOOK_DATABASE_URL)
    problems.push('SPORTSBOOK_DATABASE_URL: required in production');
  if (values.SPORTSBOOK_MIN_STAKE > values.SPORTSBOOK_MAX_STAKE)
    problems.push('SPORTSBOOK_MIN_STAKE: above SPORTSBOOK_MAX_STAKE');
  if (problems.length > 0) throw new SportsbookConfigError(problems.join('\n'));
  return {
    production,
    host: values.SPORTSBOOK_HOST,
    port: values.SPORTSBOOK_PORT,
    basePath: BASE_PATH,
    walletUrl: values.SPORTSBOOK_WALLET_URL ?? values.API_URL ?? 'http://127.0.0.1:3000',
    secret,
    databaseUrl: values.SPORTSBOOK_DATABASE_URL,
    pgDataDir: values.PG_DATA_DIR,
    pgPort: values.PG_PORT,
    frameAncestors: values.SPORTSBOOK_FRAME_ANCESTORS,
    siteOrigin: values.SPORTSBOOK_SITE_ORIGIN,
    margin: values.SPORTSBOOK_MARGIN,
    cashOutMarginBp: values.SPORTSBOOK_CASHOUT_MARGIN_BP,
    limits: {
      minStake: values.SPORTSBOOK_MIN_STAKE,
      maxStake: values.SPORTSBOOK_MAX_STAKE,
      maxPayout: values.SPORTSBOOK_MAX_PAYOUT,
    },
    matchSeconds: values.SPORTSBOOK_MATCH_SECONDS,
    roundSeconds: values.SPORTSBOOK_ROUND_SECONDS,
    roundsAhead: values.SPORTSBOOK_ROUNDS_AHEAD,
    suspendSeconds: values.SPORTSBOOK_SUSPEND_SECONDS,
    abandonRate: values.SPORTSBOOK_ABANDON_RATE,
    pushWorkers: values.SPORTSBOOK_PUSH_WORKERS,
    viewers: {
      maxPerAddress: values.SPORTSBOOK_WS_MAX_PER_ADDRESS,
      maxMessageBytes: values.SPORTSBOOK_WS_MAX_MESSAGE_BYTES,
      messagesPer10s: values.SPORTSBOOK_WS_MESSAGES_PER_10S,
      pingSeconds: values.SPORTSBOOK_WS_PING_SECONDS,
    },
    logLevel: values.LOG_LEVEL,
  };
}
