/**
 * A provider's side of the platform's seamless wallet (api/README.md, "Seamless wallet").
 *
 * Every call is signed over timestamp, method, path and exact body, and names its action in
 * `kind`. A call that gets no answer (network error, time-out, 5xx) is sent again with the SAME
 * body — so the same reference, which the platform answers with the first result — but signed
 * anew with a fresh timestamp, since the platform accepts each signature once. A refusal (4xx) is
 * an answer, never retried: the caller decides (a refused bet is never played).
 */
import { signRequest } from './signature';

export type WalletAction =
  | 'authenticate'
  | 'balance'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'jackpot'
  | 'jackpot-pools'
  | 'bet-report';

export interface Authenticated {
  player_id: number;
  username: string;
  currency: string;
  balance: number;
  bonus: number;
  game_id: number | null;
  lang: string;
  session_expires_at: string;
}

export interface Movement {
  balance: number;
  transaction_id: number;
  /** True when the platform had already done this reference and answered its first result. */
  replayed?: boolean;
  rolled_back?: number;
}

export interface Refusal {
  ok: false;
  /**
   * The platform's status: insufficient_funds, invalid_token, round_settled, invalid_signature, …
   * and the player's own responsible-gambling refusals of a bet (403): `limit_reached` (a loss or
   * wager limit; see `remaining`) and `player_excluded` (a time-out or self-exclusion).
   */
  status: string;
  httpStatus: number;
  message?: string;
  /** Current balance, when the platform says it (insufficient_funds). */
  balance?: number;
  /** `limit_reached`: millimes the strictest limit still allows (a smaller stake may pass). */
  remaining?: number;
}

export type Answer<T> = ({ ok: true } & T) | Refusal;

export interface BetInput {
  token: string;
  round: string;
  reference: string;
  /** Millimes, ≥ 1. */
  amount: number;
}

export interface WinInput extends BetInput {
  /** Default true: settles this player's part of the round. */
  closeRound?: boolean;
}

export interface RollbackInput {
  token: string;
  /** The reference of the bet to refund. */
  reference: string;
}

export type JackpotTier = 'Diamond' | 'Golden' | 'Silver' | 'Bronze';

export interface JackpotInput {
  /** The winner's game session token: the platform pays that player, for a round they staked in. */
  token: string;
  round: string;
  /** Idempotency key of the payment (the platform keeps it apart from its own references). */
  reference: string;
  tier: JackpotTier;
  /** Millimes, ≥ 1. */
  amount: number;
}

export interface PoolsReport {
  /** Higher is newer: the platform keeps a report only over an older one. */
  version: number;
  /** Millimes. */
  diamond: number;
  golden: number;
  silver: number;
  bronze: number;
}

/** One text per language. */
export interface ReportNames {
  fr: string;
  en: string;
  ar: string;
}

/**
 * A sport bet as the player sees it (display data only, never money): the platform keeps it for
 * SportHistory when its stake and return are the wallet's own for the bet's round (round = `bet`).
 */
export interface BetReport {
  /** The game session token the bet was placed with: the platform's player is the token's. */
  token: string;
  /** The bet's round reference at the wallet. */
  bet: string;
  /** Higher is newer: the platform keeps a report only over a lower version. */
  version: number;
  status: 'open' | 'won' | 'lost' | 'void' | 'cashed_out';
  betKind: 'single' | 'multi';
  /** Millimes. */
  stake: number;
  /** Hundredths. */
  odds: number;
  potential: number;
  /** Millimes paid; null while open. */
  payout: number | null;
  placedAt: string;
  settledAt: string | null;
  legs: Array<{
    event: ReportNames;
    market: ReportNames;
    selection: ReportNames;
    odds: number;
    result: 'win' | 'lose' | 'push' | 'void' | 'half_win' | 'half_lose' | null;
    /** The event's start, ISO 8601 UTC: an open bet on events not started is refunded when the
     * player excludes themselves. */
    starts_at?: string;
  }>;
}

export interface WalletClientOptions {
  /** Origin of the platform API, e.g. `http://127.0.0.1:3000` (the path `/api/wallet/...` is added). */
  baseUrl: string;
  /** Provider key at the platform: `studio`, `sportsbook`. */
  provider: string;
  secret: string;
  /** Time one attempt may take before it counts as lost. Default 5 s. */
  timeoutMs?: number;
  /** Pauses before each retry; their count is the number of retries. Default 100, 300, 1000 ms. */
  retryDelaysMs?: number[];
  /** Injected for tests that lose answers on the way; the global fetch by default. */
  fetch?: typeof fetch;
  /** Told of every attempt that got no answer (for logs and metrics). */
  onRetry?: (event: { action: WalletAction; attempt: number; error: string }) => void;
  now?: () => number;
}

/** No answer after every retry: the outcome at the platform is unknown (the reference stays valid). */
export class WalletUnavailableError extends Error {
  constructor(
    readonly action: WalletAction,
    readonly attempts: number,
    readonly lastError: string,
  ) {
    super(`wallet ${action}: no answer after ${attempts} attempts (${lastError})`);
    this.name = 'WalletUnavailableError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WalletClient {
  authenticate(token: string): Promise<Answer<Authenticated>>;
  balance(token: string): Promise<Answer<{ balance: number; currency: string }>>;
  bet(input: BetInput): Promise<Answer<Movement>>;
  win(input: WinInput): Promise<Answer<Movement>>;
  rollback(input: RollbackInput): Promise<Answer<Movement>>;
  /** A pool hit: paid into the player's cash, recorded, and the player's popup raised, once per reference. */
  jackpot(input: JackpotInput): Promise<Answer<Movement>>;
  /** The live pool amounts, shown by the platform (`/api/jackpots`, the launcher's JACKPOT header). */
  reportPools(report: PoolsReport): Promise<Answer<{ kept: boolean }>>;
  /** A sport bet's display data for the platform's SportHistory (kept over a lower version). */
  reportBet(report: BetReport): Promise<Answer<{ kept: boolean }>>;
}

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const delays = options.retryDelaysMs ?? [100, 300, 1000];
  const now = options.now ?? Date.now;

  async function attempt(action: WalletAction, body: string): Promise<Response> {
    const path = `/api/wallet/${options.provider}/${action}`;
    const timestamp = String(now());
    const signature = signRequest({
      secret: options.secret,
      timestamp,
      method: 'POST',
      path,
      body,
    });
    return send(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function call<T>(
    action: WalletAction,
    payload: Record<string, unknown>,
  ): Promise<Answer<T>> {
    const body = JSON.stringify({ kind: action, ...payload });
    let lastError = '';
    for (let attempt_ = 0; attempt_ <= delays.length; attempt_++) {
      if (attempt_ > 0) await sleep(delays[attempt_ - 1]!);
      try {
        const response = await attempt(action, body);
        if (response.status >= 500 || response.status === 408 || response.status === 429) {
          lastError = `HTTP ${response.status}`;
          await response.body?.cancel();
        } else {
          const answer = (await response.json()) as Record<string, unknown>;
          if (response.status === 200 && answer.status === 'ok')
            return { ...(answer as T), ok: true };
          return {
            ok: false,
            status: typeof answer.status === 'string' ? answer.status : 'invalid_request',
            httpStatus: response.status,
            message: typeof answer.message === 'string' ? answer.message : undefined,
            balance: typeof answer.balance === 'number' ? answer.balance : undefined,
          };
        }
      } catch (error) {
        lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      options.onRetry?.({ action, attempt: attempt_ + 1, error: lastError });
    }
    throw new WalletUnavailableError(action, delays.length + 1, lastError);
  }

  return {
    authenticate: (token) => call('authenticate', { token }),
    balance: (token) => call('balance', { token }),
    bet: ({ token, round, reference, amount }) => call('bet', { token, round, reference, amount }),
    win: ({ token, round, reference, amount, closeRound }) =>
      call('win', { token, round, reference, amount, close_round: closeRound ?? true }),
    rollback: ({ token, reference }) => call('rollback', { token, reference }),
    jackpot: ({ token, round, reference, tier, amount }) =>
      call('jackpot', { token, round, reference, tier, amount }),
    reportPools: ({ version, diamond, golden, silver, bronze }) =>
      call('jackpot-pools', { version, diamond, golden, silver, bronze }),
    reportBet: (report) =>
      call('bet-report', {
        token: report.token,
        bet: report.bet,
        version: report.version,
        status: report.status,
        bet_kind: report.betKind,
        stake: report.stake,
        odds: report.odds,
        potential: report.potential,
        payout: report.payout,
        placed_at: report.placedAt,
        settled_at: report.settledAt,
        legs: report.legs,
      }),
  };
}
