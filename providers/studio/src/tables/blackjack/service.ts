/**
 * Blackjack rounds through the wallet (docs/games-math.md#blackjack). The round is stored before
 * any money moves; each stake (bet, double, split, insurance) is a wallet bet under its own
 * reference in the round `bj-<id>`, and the finished round is closed by one win (0 when lost).
 * Decisions on a round are taken one at a time, across instances, under an advisory lock.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { gameById } from '../../catalogue/games';
import type { Db } from '../../db/database';
import type { Session } from '../../sessions/repository';
import { commitmentOf, FairDraw, newServerSeed, shoe, shuffled, type Card } from '../fair-draw';
import {
  insertReadyRound,
  insertStake,
  lastFinishedRound,
  openRound,
  roundById,
  saveRound,
  setStakeStatus,
  startBetting,
  type BlackjackRound,
} from './repository';
import {
  abandon,
  apply,
  deal,
  DECKS,
  settle,
  stakeOf,
  type Action,
  type BlackjackState,
} from './rules';

export interface BlackjackDeps {
  db: Db;
  wallet: WalletClient;
}

export const blackjackRoundRef = (id: number) => `bj-${id}`;
const stakeRef = (roundId: number, stakeId: number) => `bj-${roundId}:s${stakeId}`;

/** The round's shoe: 6 decks shuffled from its seeds; the nonce is the round's id. */
export const shoeOf = (serverSeed: string, clientSeed: string, nonce: number): Card[] =>
  shuffled(shoe(DECKS), new FairDraw(serverSeed, clientSeed, nonce));

export type Answer =
  | { ok: true; round: BlackjackRound }
  | { ok: false; status: string; balance?: number; detail?: string };

/** The player's undecided round at the table, a ready one (seed committed) made when none. */
export async function currentRound(db: Db, session: Session): Promise<BlackjackRound> {
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

/** Runs `work` holding the round's lock, or answers that a decision is already being taken. */
async function withRoundLock<T>(
  db: Db,
  roundId: number,
  work: () => Promise<T>,
): Promise<T | 'busy'> {
  const client = await db.connect();
  try {
    const key = `blackjack-round:${roundId}`;
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [key],
    );
    if (!rows[0]!.locked) return 'busy';
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}

/** One wallet bet for a stake of the round; the stake row is written before the call. */
async function takeStake(
  deps: BlackjackDeps,
  round: BlackjackRound,
  token: string,
  kind: 'bet' | 'double' | 'split' | 'insurance',
  amount: number,
): Promise<{ ok: true; balance: number } | { ok: false; status: string; balance?: number }> {
  const id = await insertStake(deps.db, { roundId: round.id, kind, amount });
  try {
    const answer = await deps.wallet.bet({
      token,
      round: blackjackRoundRef(round.id),
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
    await rollbackStake(deps, { id, round_id: round.id, wallet_token: token });
    return { ok: false, status: 'wallet_unavailable' };
  }
}

export async function rollbackStake(
  deps: BlackjackDeps,
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

export async function dealRound(
  deps: BlackjackDeps,
  session: Session,
  input: { amount: number; clientSeed: string },
): Promise<Answer & { balance?: number }> {
  const game = gameById(session.game_id);
  if (game?.engine !== 'blackjack' || !game.limits)
    return { ok: false, status: 'not_a_blackjack_game' };
  const { minBet, maxBet } = game.limits;
  if (input.amount < minBet || input.amount > maxBet)
    return { ok: false, status: 'bet_out_of_limits' };
  const ready = await currentRound(deps.db, session);
  if (ready.status !== 'ready') return { ok: false, status: 'round_in_progress' };
  const started = await startBetting(deps.db, {
    roundId: ready.id,
    sessionId: session.id,
    bet: input.amount,
    clientSeed: input.clientSeed,
  });
  if (!started) return { ok: false, status: 'round_in_progress' };
  const round = {
    ...ready,
    client_seed: input.clientSeed,
    bet: input.amount,
    session_id: session.id,
  };
  const staked = await takeStake(deps, round, session.wallet_token, 'bet', input.amount);
  if (!staked.ok) {
    // No card was dealt: the round is closed and its seed may be shown; a new one is committed.
    await saveRound(deps.db, round.id, ['betting'], {
      status: staked.status === 'wallet_unavailable' ? 'void' : 'refused',
    });
    await currentRound(deps.db, session);
    return staked;
  }
  const state = deal(input.amount, shoeOf(round.server_seed, input.clientSeed, round.id));
  await saveRound(deps.db, round.id, ['betting'], { status: 'playing', state });
  const played = { ...round, status: 'playing' as const, state };
  // A blackjack dealt ends the round at once: the balance is then the win's.
  const paid = state.phase === 'done' ? await finishRound(deps, played, state) : undefined;
  return {
    ok: true,
    round: (await roundById(deps.db, round.id))!,
    balance: paid ?? staked.balance,
  };
}

export async function decide(
  deps: BlackjackDeps,
  session: Session,
  input: { round: number; action: Action },
): Promise<Answer & { balance?: number }> {
  const answer = await withRoundLock(
    deps.db,
    input.round,
    async (): Promise<Answer & { balance?: number }> => {
      const round = await roundById(deps.db, input.round);
      // Another player's round, or another table's, reads as no round at all.
      if (!round || round.player_id !== session.player_id || round.game_id !== session.game_id)
        return { ok: false, status: 'round_not_found' };
      if (round.status !== 'playing' || !round.state)
        return { ok: false, status: 'round_not_open' };
      const cards = shoeOf(round.server_seed, round.client_seed!, round.id);
      const next = apply(round.state, input.action, cards);
      if (!next.ok) return { ok: false, status: next.reason };
      const extra = stakeOf(round.state, input.action);
      let balance: number | undefined;
      if (extra > 0) {
        const kind =
          input.action === 'insure' ? 'insurance' : input.action === 'double' ? 'double' : 'split';
        const staked = await takeStake(deps, round, session.wallet_token, kind, extra);
        if (!staked.ok) return staked;
        balance = staked.balance;
      }
      await saveRound(deps.db, round.id, ['playing'], { status: 'playing', state: next.state });
      if (next.state.phase === 'done')
        balance = (await finishRound(deps, round, next.state)) ?? balance;
      return {
        ok: true,
        round: (await roundById(deps.db, round.id))!,
        ...(balance !== undefined && { balance }),
      };
    },
  );
  return answer === 'busy' ? { ok: false, status: 'decision_in_progress' } : answer;
}

/** Fixes the round's return, then pays it; answers the balance once paid. */
async function finishRound(
  deps: BlackjackDeps,
  round: BlackjackRound,
  state: BlackjackState,
): Promise<number | undefined> {
  const win = settle(state).total;
  await saveRound(deps.db, round.id, ['playing'], { status: 'finished', state, win });
  return payRound(deps, { ...round, win });
}

export async function payRound(
  deps: BlackjackDeps,
  round: Pick<BlackjackRound, 'id' | 'wallet_token' | 'win'>,
): Promise<number | undefined> {
  try {
    const answer = await deps.wallet.win({
      token: round.wallet_token,
      round: blackjackRoundRef(round.id),
      reference: `${blackjackRoundRef(round.id)}:win`,
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

/** The documented rule for a round left undecided: insurance declined, open hands stand. */
export async function resolveAbandoned(deps: BlackjackDeps, roundId: number): Promise<void> {
  await withRoundLock(deps.db, roundId, async () => {
    const round = await roundById(deps.db, roundId);
    if (round?.status !== 'playing' || !round.state) return;
    const state = abandon(round.state, shoeOf(round.server_seed, round.client_seed!, round.id));
    await saveRound(deps.db, round.id, ['playing'], { status: 'playing', state });
    await finishRound(deps, round, state);
  });
}
