/**
 * The sportsbook's settings: the provider kit's common ones (host, port, wallet, database, frame
 * ancestors, secret) and the book's own below, one TypeBox schema read from the environment once
 * at start, one line per problem. Development needs none: the wallet secret comes from the API's
 * per-install file and the database from the platform's embedded PostgreSQL.
 */
import {
  loadProviderConfig,
  ProviderConfigError,
  type ProviderBaseConfig,
} from '@casino/provider-kit';
import { Type } from '@sinclair/typebox';

const Millimes = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, default: fallback });

export const SportsbookSettings = {
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
};

export interface SportsbookConfig extends ProviderBaseConfig {
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
}

export { ProviderConfigError as SportsbookConfigError };

export const BASE_PATH = '/providers/sportsbook';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SportsbookConfig {
  const { base, settings: values } = loadProviderConfig(
    {
      name: 'sportsbook',
      defaultPort: 3410,
      basePath: BASE_PATH,
      settings: SportsbookSettings,
      check: (values) =>
        values.SPORTSBOOK_MIN_STAKE > values.SPORTSBOOK_MAX_STAKE
          ? ['SPORTSBOOK_MIN_STAKE: above SPORTSBOOK_MAX_STAKE']
          : [],
    },
    env,
  );
  return {
    ...base,
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
  };
}
