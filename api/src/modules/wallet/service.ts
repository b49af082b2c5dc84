/**
 * The wallet: every money movement is one call of a ledger function in PostgreSQL (see
 * migrations/0004), idempotent by (source, reference). This module validates amounts, fingerprints
 * requests and turns the database's answer into a typed result.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/pool';
import { InvalidRequestError } from '../../http/app-error';
import { announceBalances, announceSessionSoon, moved, type Announcement } from './announce';
import { BetGroupCommit, type QueuedBet } from './group-commit';

/** 1 billion TND in millimes: far above any single movement, far below 2^53. */
export const MAX_AMOUNT = 1_000_000_000_000;

export type WalletStatus =
  | 'ok'
  | 'insufficient_funds'
  | 'reference_conflict'
  | 'bet_cancelled'
  | 'invalid_token'
  | 'token_expired'
  | 'session_ended'
  | 'player_blocked'
  | 'round_not_found'
  | 'round_closed'
  | 'round_settled'
  | 'unknown_player'
  | 'limit_reached'
  | 'player_excluded';

export interface WalletResult {
  status: WalletStatus;
  transaction_id?: number;
  balance?: number;
  bonus?: number;
  amount?: number;
  round_id?: number;
  rolled_back?: number;
  replayed?: boolean;
  /** A refused stake: the limit it would pass and the room left in it (`limit_reached`). */
  limit_kind?: 'loss' | 'wager';
  limit_period?: 'day' | 'week' | 'month';
  remaining?: number;
  /** `player_excluded`: the time-out or self-exclusion in force and its end (null = none). */
  exclusion?: 'timeout' | 'self_exclusion';
  until?: string | null;
}

export class InvalidAmountError extends InvalidRequestError {}

export function checkAmount(amount: number, allowZero = false): void {
  if (!Number.isSafeInteger(amount) || amount < (allowZero ? 0 : 1) || amount > MAX_AMOUNT) {
    throw new InvalidAmountError(
      `amount must be a whole number of millimes between ${allowZero ? 0 : 1} and ${MAX_AMOUNT}`,
    );
  }
}

/** A stable fingerprint of what was asked, so a reused reference with a different body is caught. */
export function requestHash(request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      .sort()
      .map((key) => [key, request[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * One ledger function call. Named, so each pooled connection parses and plans it once and then
 * only binds and executes it. Once it has moved money, the players whose balance moved are
 * announced to the balance streams (announce.ts) before the caller gets the answer.
 */
async function callLedger(
  db: Db,
  name: string,
  sql: string,
  params: unknown[],
  whose: Announcement,
): Promise<WalletResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await db.query<{ result: WalletResult }>({
        name,
        text: sql,
        values: params,
      });
      const result = rows[0]!.result;
      if (moved(result)) await announceBalances(db, whose);
      return result;
    } catch (error) {
      const { code } = error as { code?: string };
      // A concurrent duplicate won the unique (source, reference) race and our call was undone;
      // asking again now returns the first result.
      if (code === '23505' && attempt < 3) continue;
      throw error;
    }
  }
}

export type AccountName =
  'cash' | 'bonus' | `house:${'bank' | 'casino' | 'sportsbook' | 'bonus' | 'jackpot' | 'payouts'}`;

export interface TransferInput {
  source: string;
  reference: string;
  kind:
    | 'deposit'
    | 'withdrawal'
    | 'cashback'
    | 'bonus_transfer'
    | 'jackpot'
    | 'payout'
    | 'payout_refund';
  playerId: number;
  from: AccountName;
  to: AccountName;
  amount: number;
}

export async function transfer(db: Db, input: TransferInput): Promise<WalletResult> {
  checkAmount(input.amount);
  const hash = requestHash({
    op: input.kind,
    player: input.playerId,
    amount: input.amount,
    from: input.from,
    to: input.to,
  });
  return callLedger(
    db,
    'wallet_transfer',
    'SELECT wallet_transfer($1, $2, $3, $4, $5, $6, $7, $8) AS result',
    [
      input.source,
      input.reference,
      input.kind,
      hash,
      input.playerId,
      input.from,
      input.to,
      input.amount,
    ],
    { players: [input.playerId] },
  );
}

export function deposit(
  db: Db,
  playerId: number,
  amount: number,
  reference: string = randomUUID(),
): Promise<WalletResult> {
  return transfer(db, {
    source: 'operator',
    reference,
    kind: 'deposit',
    playerId,
    from: 'house:bank',
    to: 'cash',
    amount,
  });
}

export function withdraw(
  db: Db,
  playerId: number,
  amount: number,
  reference: string = randomUUID(),
): Promise<WalletResult> {
  return transfer(db, {
    source: 'operator',
    reference,
    kind: 'withdrawal',
    playerId,
    from: 'cash',
    to: 'house:bank',
    amount,
  });
}

export interface BetInput {
  source: string;
  reference: string;
  round: string;
  amount: number;
  tokenHash: Buffer;
}

function singleBet(db: Db, bet: QueuedBet): Promise<WalletResult> {
  return callLedger(
    db,
    'wallet_bet',
    'SELECT wallet_bet($1, $2, $3, $4, $5, $6) AS result',
    [bet.source, bet.reference, bet.round, bet.amount, bet.tokenHash, bet.requestHash],
    { sessions: [bet.tokenHash] },
  );
}

const groupCommits = new WeakMap<Db, BetGroupCommit<WalletResult>>();

/** The pool's bet queue: concurrent bets share one database transaction (see group-commit.ts). */
export function betGroupCommit(db: Db): BetGroupCommit<WalletResult> {
  let group = groupCommits.get(db);
  if (!group) {
    group = new BetGroupCommit<WalletResult>(db, (bet) => singleBet(db, bet));
    groupCommits.set(db, group);
  }
  return group;
}

/** A bet as the group commit sends it: the input and its request fingerprint. */
export function queuedBet(input: BetInput): QueuedBet {
  const hash = requestHash({
    op: 'bet',
    round: input.round,
    amount: input.amount,
    token: input.tokenHash.toString('hex'),
  });
  return { ...input, requestHash: hash };
}

export async function placeBet(db: Db, input: BetInput): Promise<WalletResult> {
  checkAmount(input.amount);
  const result = await betGroupCommit(db).submit(queuedBet(input));
  // A batch's answers do not wait for the announcement: it follows in one call for the batch.
  if (moved(result)) announceSessionSoon(db, input.tokenHash);
  return result;
}

export interface WinInput extends BetInput {
  closeRound: boolean;
}

export function settleWin(db: Db, input: WinInput): Promise<WalletResult> {
  checkAmount(input.amount, true);
  const hash = requestHash({
    op: 'win',
    round: input.round,
    amount: input.amount,
    close: input.closeRound,
    token: input.tokenHash.toString('hex'),
  });
  return callLedger(
    db,
    'wallet_win',
    'SELECT wallet_win($1, $2, $3, $4, $5, $6, $7) AS result',
    [
      input.source,
      input.reference,
      input.round,
      input.amount,
      input.closeRound,
      input.tokenHash,
      hash,
    ],
    { sessions: [input.tokenHash] },
  );
}

export function rollbackBet(
  db: Db,
  input: { source: string; betReference: string; tokenHash: Buffer },
): Promise<WalletResult> {
  const hash = requestHash({ op: 'rollback', token: input.tokenHash.toString('hex') });
  return callLedger(
    db,
    'wallet_rollback',
    'SELECT wallet_rollback($1, $2, $3, $4) AS result',
    [input.source, input.betReference, input.tokenHash, hash],
    { sessions: [input.tokenHash] },
  );
}

export interface JackpotInput {
  /** The caller's idempotency key: a retry with the same reference pays once. */
  reference: string;
  playerId: number;
  tier: string;
  amount: number;
  /** What the player's one-shot popup shows. */
  popupName: string;
}

/** A jackpot in one ledger call: payment, win record and popup flag, all or nothing (0010). */
export function payJackpot(db: Db, input: JackpotInput): Promise<WalletResult> {
  checkAmount(input.amount);
  const hash = requestHash({
    op: 'jackpot',
    player: input.playerId,
    tier: input.tier,
    amount: input.amount,
  });
  return callLedger(
    db,
    'wallet_award_jackpot',
    'SELECT wallet_award_jackpot($1, $2, $3, $4, $5, $6) AS result',
    [input.reference, hash, input.playerId, input.tier, input.amount, input.popupName],
    { players: [input.playerId] },
  );
}

export async function balances(
  db: Db,
  playerId: number,
): Promise<{ balance: number; bonus: number }> {
  const { rows } = await db.query<{ kind: string; balance: number }>(
    'SELECT kind, balance FROM accounts WHERE player_id = $1',
    [playerId],
  );
  return {
    balance: rows.find((r) => r.kind === 'cash')?.balance ?? 0,
    bonus: rows.find((r) => r.kind === 'bonus')?.balance ?? 0,
  };
}
