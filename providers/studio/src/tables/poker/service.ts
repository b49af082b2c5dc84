/**
 * Casino Hold'em hands through the wallet (docs/games-math.md#casino-holdem). The hand is stored
 * before any money moves; each stake (ante, AA bonus, call) is a wallet bet under its own
 * reference in the round `ph-<id>`, and the finished hand is closed by one win (0 when lost).
 * Decisions on a hand are taken one at a time, across instances, under an advisory lock.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { gameById } from '../../catalogue/games';
import type { Db } from '../../db/database';
import type { Session } from '../../sessions/repository';
import { commitmentOf, newServerSeed } from '../fair-draw';
import {
  applyHoldem,
  callStakeOf,
  dealHoldem,
  deckOf,
  settlePoker,
  type PokerAction,
  type PokerState,
} from './game';
import {
  insertReadyRound,
  insertStake,
  lastFinishedRound,
  openRound,
  roundById,
  saveRound,
  setStakeStatus,
  stakesOf,
  startBetting,
  type PokerRound,
  type StakeKind,
} from './repository';

export interface PokerDeps {
  db: Db;
  wallet: WalletClient;
}

export const pokerRoundRef = (id: number) => `ph-${id}`;
const stakeRef = (roundId: number, stakeId: number) => `ph-${roundId}:s${stakeId}`;

type Refusal = { ok: false; status: string; balance?: number };
export type Answer = { ok: true; round: PokerRound; balance?: number } | Refusal;

/** The player's undecided hand at the table, a ready one (seed committed) made when none. */
export async function currentRound(db: Db, session: Session): Promise<PokerRound> {
  for (;;) {
    const open = await openRound(db, session.player_id, session.game_id);
    if (open) return open;
    const seed = newServerSeed();
    await insertReadyRound(db, {
      sessionId: session.id,
      playerId: session.player_id,
      gameId: session.game_id,
      seed,
      commitment: commitmentOf(seed),
    });
  }
}

export const previousRound = (db: Db, session: Session) =>
  lastFinishedRound(db, session.player_id, session.game_id);

/** Runs `work` holding the hand's lock, or answers that a decision is already being taken. */
async function withRoundLock<T>(db: Db, roundId: number, work: () => Promise<T>) {
  const client = await db.connect();
  try {
    const key = `poker-round:${roundId}`;
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [key],
    );
    if (!rows[0]!.locked) return 'busy' as const;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}

/** One wallet bet for a stake of the hand; the stake row is written before the call. */
async function takeStake(
  deps: PokerDeps,
  round: Pick<PokerRound, 'id' | 'wallet_token'>,
  kind: StakeKind,
  amount: number,
): Promise<{ ok: true; balance: number } | Refusal> {
  const id = await insertStake(deps.db, { roundId: round.id, kind, amount });
  if (id === undefined) return { ok: false, status: 'round_not_open' };
  try {
    const answer = await deps.wallet.bet({
      token: round.wallet_token,
      round: pokerRoundRef(round.id),
      reference: stakeRef(round.id, id),
      amount,
    });
    if (!answer.ok) {
      await setStakeStatus(deps.db, id, 'refused');
      return { ok: false, status: answer.status, balance: answer.balance };
    }
    await setStakeStatus(deps.db, id, 'placed');
    return { ok: true, balance: answer.balance };
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    await rollbackStake(deps, { id, round_id: round.id, wallet_token: round.wallet_token });
    return { ok: false, status: 'wallet_unavailable' };
  }
}

/** Refunds a stake by the wallet's rollback of its reference (done once, whatever the calls). */
export async function rollbackStake(
  deps: PokerDeps,
  stake: { id: number; round_id: number; wallet_token: string },
): Promise<boolean> {
  try {
    const answer = await deps.wallet.rollback({
      token: stake.wallet_token,
      reference: stakeRef(stake.round_id, stake.id),
    });
    if (answer.ok) await setStakeStatus(deps.db, stake.id, 'rolled_back');
    return answer.ok;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    return false;
  }
}

/**
 * A hand that never got its cards (a stake refused or unanswered) is closed with every stake it
 * took refunded; the page may then show its seed, and a new one is committed.
 */
export async function closeUndealt(
  deps: PokerDeps,
  roundId: number,
  status: 'refused' | 'void',
): Promise<void> {
  for (const stake of await stakesOf(deps.db, roundId))
    if (stake.status === 'placed' || stake.status === 'pending') await rollbackStake(deps, stake);
  await saveRound(deps.db, roundId, ['betting'], { status });
}

export async function dealRound(
  deps: PokerDeps,
  session: Session,
  input: { ante: number; aaBonus: number; clientSeed: string },
): Promise<Answer> {
  const game = gameById(session.game_id);
  if (game?.engine !== 'poker' || !game.limits) return { ok: false, status: 'not_a_poker_game' };
  const { minBet, maxBet } = game.limits;
  const within = (amount: number) => amount >= minBet && amount <= maxBet;
  if (!within(input.ante) || (input.aaBonus !== 0 && !within(input.aaBonus)))
    return { ok: false, status: 'bet_out_of_limits' };
  const ready = await currentRound(deps.db, session);
  if (ready.status !== 'ready') return { ok: false, status: 'round_in_progress' };
  if (!(await startBetting(deps.db, { roundId: ready.id, sessionId: session.id, ...input })))
    return { ok: false, status: 'round_in_progress' };
  const round = { id: ready.id, wallet_token: session.wallet_token };
  let staked = await takeStake(deps, round, 'ante', input.ante);
  if (staked.ok && input.aaBonus > 0) staked = await takeStake(deps, round, 'bonus', input.aaBonus);
  if (!staked.ok) {
    await closeUndealt(deps, ready.id, staked.status === 'wallet_unavailable' ? 'void' : 'refused');
    await currentRound(deps.db, session);
    return staked;
  }
  const deck = deckOf(ready.server_seed, input.clientSeed, ready.id);
  const state = dealHoldem(input.ante, input.aaBonus, deck);
  await saveRound(deps.db, ready.id, ['betting'], { status: 'playing', state });
  return { ok: true, round: (await roundById(deps.db, ready.id))!, balance: staked.balance };
}

export async function decide(
  deps: PokerDeps,
  session: Session,
  input: { round: number; action: PokerAction },
): Promise<Answer> {
  const answer = await withRoundLock(deps.db, input.round, async (): Promise<Answer> => {
    const round = await roundById(deps.db, input.round);
    // Another player's hand, or another table's, reads as no hand at all.
    if (!round || round.player_id !== session.player_id || round.game_id !== session.game_id)
      return { ok: false, status: 'round_not_found' };
    if (round.status !== 'playing' || !round.state) return { ok: false, status: 'round_not_open' };
    const deck = deckOf(round.server_seed, round.client_seed!, round.id);
    const next = applyHoldem(round.state, input.action, deck);
    if (!next.ok) return { ok: false, status: next.reason };
    let balance: number | undefined;
    const extra = callStakeOf(round.state, input.action);
    if (extra > 0) {
      // Staked through the deciding session, as blackjack does (the hand's may be an older launch).
      const staker = { id: round.id, wallet_token: session.wallet_token };
      const staked = await takeStake(deps, staker, 'call', extra);
      if (!staked.ok) return staked;
      balance = staked.balance;
    }
    balance = (await finishRound(deps, round, next.state)) ?? balance;
    return { ok: true, round: (await roundById(deps.db, round.id))!, balance };
  });
  return answer === 'busy' ? { ok: false, status: 'decision_in_progress' } : answer;
}

/** Fixes the hand's return, then pays it; answers the balance once paid. */
async function finishRound(
  deps: PokerDeps,
  round: PokerRound,
  state: PokerState,
): Promise<number | undefined> {
  const win = settlePoker(state).total;
  await saveRound(deps.db, round.id, ['playing'], { status: 'finished', state, win });
  return payRound(deps, { ...round, win });
}

/** The hand's one win under its one reference: sent again, the platform pays it once. */
export async function payRound(
  deps: PokerDeps,
  round: Pick<PokerRound, 'id' | 'wallet_token' | 'win'>,
): Promise<number | undefined> {
  try {
    const answer = await deps.wallet.win({
      token: round.wallet_token,
      round: pokerRoundRef(round.id),
      reference: `${pokerRoundRef(round.id)}:win`,
      amount: round.win ?? 0,
    });
    if (!answer.ok) return undefined;
    await saveRound(deps.db, round.id, ['finished'], { status: 'settled' });
    return answer.balance;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    return undefined;
  }
}

/**
 * The documented rule for a hand left undecided: it folds, so no money is taken without the
 * player; a call the wallet already took (its answer lost before the hand was saved) stands.
 */
export async function resolveAbandoned(deps: PokerDeps, roundId: number): Promise<void> {
  await withRoundLock(deps.db, roundId, async () => {
    const round = await roundById(deps.db, roundId);
    if (round?.status !== 'playing' || !round.state) return;
    const calledAlready = (await stakesOf(deps.db, roundId)).some(
      (stake) => stake.kind === 'call' && stake.status === 'placed',
    );
    const deck = deckOf(round.server_seed, round.client_seed!, round.id);
    const next = applyHoldem(round.state, calledAlready ? 'call' : 'fold', deck);
    if (next.ok) await finishRound(deps, round, next.state);
  });
}
