/**
 * One player's rounds at a per-player table (blackjack, Casino Hold'em) through the wallet. The
 * round is stored, its seed committed, before any money moves; each stake is a wallet bet under its
 * own reference in the round `<prefix>-<id>`, and the finished round is closed by one win (0 when
 * lost). Decisions on a round are taken one at a time, across instances, under an advisory lock.
 * The game brings its rules (`PerPlayerGame`): the deal's stakes, the dealt state, the decisions.
 */
import { WalletUnavailableError } from '@casino/wallet-client';
import { gameById } from '../../catalogue/games';
import type { Db } from '../../db/database';
import type { Session } from '../../sessions/repository';
import { commitmentOf, newServerSeed } from '../fair-draw';
import type { PerPlayerRound } from './repository';
import type { Answer, PerPlayerDeps, PerPlayerGame, Refusal } from './game';

/** Runs `work` holding the round's lock, or answers that a decision is already being taken. */
async function withRoundLock<T>(db: Db, key: string, work: () => Promise<T>) {
  const client = await db.connect();
  try {
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

export function perPlayerService<
  State,
  Action,
  Round extends PerPlayerRound<State>,
  Kind extends string,
  Deal extends { clientSeed: string },
>(game: PerPlayerGame<State, Action, Round, Kind, Deal>) {
  const repo = game.repository;
  const roundRef = (id: number) => `${game.refPrefix}-${id}`;
  const stakeRef = (roundId: number, stakeId: number) => `${roundRef(roundId)}:s${stakeId}`;
  const lockKey = (roundId: number) => `${game.engine}-round:${roundId}`;
  const notThisGame = `not_a_${game.engine}_game`;

  /** The player's undecided round at the table, a ready one (seed committed) made when none. */
  async function currentRound(db: Db, session: Session): Promise<Round> {
    for (;;) {
      const open = await repo.openRound(db, session.player_id, session.game_id);
      if (open) return open;
      const seed = newServerSeed();
      await repo.insertReadyRound(db, {
        sessionId: session.id,
        playerId: session.player_id,
        gameId: session.game_id,
        seed,
        commitment: commitmentOf(seed),
      });
    }
  }

  const previousRound = (db: Db, session: Session) =>
    repo.lastFinishedRound(db, session.player_id, session.game_id);

  /** One wallet bet for a stake of the round; the stake row is written before the call. */
  async function takeStake(
    deps: PerPlayerDeps,
    round: { id: number; wallet_token: string },
    stake: { kind: Kind; amount: number },
  ): Promise<{ ok: true; balance: number } | Refusal> {
    const id = await repo.insertStake(deps.db, { roundId: round.id, ...stake });
    if (id === undefined) return { ok: false, status: 'round_not_open' };
    try {
      const answer = await deps.wallet.bet({
        token: round.wallet_token,
        round: roundRef(round.id),
        reference: stakeRef(round.id, id),
        amount: stake.amount,
      });
      if (!answer.ok) {
        await repo.setStakeStatus(deps.db, id, 'refused');
        return { ok: false, status: answer.status, balance: answer.balance };
      }
      await repo.setStakeStatus(deps.db, id, 'placed');
      return { ok: true, balance: answer.balance };
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      await rollbackStake(deps, { id, round_id: round.id, wallet_token: round.wallet_token });
      return { ok: false, status: 'wallet_unavailable' };
    }
  }

  /** Refunds a stake by the wallet's rollback of its reference (done once, whatever the calls). */
  async function rollbackStake(
    deps: PerPlayerDeps,
    stake: { id: number; round_id: number; wallet_token: string },
  ): Promise<boolean> {
    try {
      const answer = await deps.wallet.rollback({
        token: stake.wallet_token,
        reference: stakeRef(stake.round_id, stake.id),
      });
      if (answer.ok) await repo.setStakeStatus(deps.db, stake.id, 'rolled_back');
      return answer.ok;
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      return false;
    }
  }

  /**
   * A round that never got its cards (a stake refused or unanswered) is closed with every stake it
   * took refunded; the page may then show its seed, and a new one is committed.
   */
  async function closeUndealt(
    deps: PerPlayerDeps,
    roundId: number,
    status: 'refused' | 'void',
  ): Promise<void> {
    for (const stake of await repo.stakesOf(deps.db, roundId))
      if (stake.status === 'placed' || stake.status === 'pending') await rollbackStake(deps, stake);
    await repo.saveRound(deps.db, roundId, ['betting'], { status });
  }

  async function dealRound(
    deps: PerPlayerDeps,
    session: Session,
    input: Deal,
  ): Promise<Answer<Round>> {
    const table = gameById(session.game_id);
    if (table?.engine !== game.engine || !table.limits) return { ok: false, status: notThisGame };
    const stakes = game.dealStakes(input, table.limits);
    if (!stakes) return { ok: false, status: 'bet_out_of_limits' };
    const ready = await currentRound(deps.db, session);
    if (ready.status !== 'ready') return { ok: false, status: 'round_in_progress' };
    const started = await repo.startBetting(deps.db, {
      roundId: ready.id,
      sessionId: session.id,
      clientSeed: input.clientSeed,
      amounts: game.dealAmounts(input),
    });
    if (!started) return { ok: false, status: 'round_in_progress' };
    const staker = { id: ready.id, wallet_token: session.wallet_token };
    let staked: { ok: true; balance: number } | Refusal = { ok: false, status: 'no_stake' };
    for (const stake of stakes) {
      staked = await takeStake(deps, staker, stake);
      if (!staked.ok) break;
    }
    if (!staked.ok) {
      await closeUndealt(
        deps,
        ready.id,
        staked.status === 'wallet_unavailable' ? 'void' : 'refused',
      );
      await currentRound(deps.db, session);
      return staked;
    }
    const round = { ...ready, client_seed: input.clientSeed, session_id: session.id };
    const state = game.deal(input, round);
    await repo.saveRound(deps.db, ready.id, ['betting'], { status: 'playing', state });
    // A round that ends on its deal (a blackjack dealt) is paid at once: the balance is the win's.
    const paid = game.isDone(state) ? await finishRound(deps, round, state) : undefined;
    return {
      ok: true,
      round: (await repo.roundById(deps.db, ready.id))!,
      balance: paid ?? staked.balance,
    };
  }

  async function decide(
    deps: PerPlayerDeps,
    session: Session,
    input: { round: number; action: Action },
  ): Promise<Answer<Round>> {
    const answer = await withRoundLock(deps.db, lockKey(input.round), async () => {
      const round = await repo.roundById(deps.db, input.round);
      // Another player's round, or another table's, reads as no round at all.
      if (!round || round.player_id !== session.player_id || round.game_id !== session.game_id)
        return { ok: false, status: 'round_not_found' } as const;
      if (round.status !== 'playing' || !round.state)
        return { ok: false, status: 'round_not_open' } as const;
      const next = game.decide(round.state, input.action, round);
      if (!next.ok) return { ok: false, status: next.reason } as const;
      let balance: number | undefined;
      if (next.stake && next.stake.amount > 0) {
        // Staked through the deciding session (the round's may be an older launch).
        const staker = { id: round.id, wallet_token: session.wallet_token };
        const staked = await takeStake(deps, staker, next.stake);
        if (!staked.ok) return staked;
        balance = staked.balance;
      }
      if (game.isDone(next.state))
        balance = (await finishRound(deps, round, next.state)) ?? balance;
      else
        await repo.saveRound(deps.db, round.id, ['playing'], {
          status: 'playing',
          state: next.state,
        });
      return {
        ok: true,
        round: (await repo.roundById(deps.db, round.id))!,
        ...(balance !== undefined && { balance }),
      } as const;
    });
    return answer === 'busy' ? { ok: false, status: 'decision_in_progress' } : answer;
  }

  /** Fixes the round's return, then pays it; answers the balance once paid. */
  async function finishRound(deps: PerPlayerDeps, round: Round, state: State) {
    const win = game.win(state);
    await repo.saveRound(deps.db, round.id, ['playing'], { status: 'finished', state, win });
    return payRound(deps, { ...round, win });
  }

  /** The round's one win under its one reference: sent again, the platform pays it once. */
  async function payRound(
    deps: PerPlayerDeps,
    round: Pick<Round, 'id' | 'wallet_token' | 'win'>,
  ): Promise<number | undefined> {
    try {
      const answer = await deps.wallet.win({
        token: round.wallet_token,
        round: roundRef(round.id),
        reference: `${roundRef(round.id)}:win`,
        amount: round.win ?? 0,
      });
      if (!answer.ok) return undefined;
      await repo.saveRound(deps.db, round.id, ['finished'], { status: 'settled' });
      return answer.balance;
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
      return undefined;
    }
  }

  /** The game's documented rule for a round left undecided, then the round paid. */
  async function resolveAbandoned(deps: PerPlayerDeps, roundId: number): Promise<void> {
    await withRoundLock(deps.db, lockKey(roundId), async () => {
      const round = await repo.roundById(deps.db, roundId);
      if (round?.status !== 'playing' || !round.state) return;
      const stakes = await repo.stakesOf(deps.db, roundId);
      const state = game.abandon({ ...round, state: round.state }, stakes);
      if (state !== undefined) await finishRound(deps, round, state);
    });
  }

  /**
   * The recovery job (at start and every 30 s): stakes the wallet never confirmed are rolled back,
   * rounds that never got their cards are voided with every stake refunded, rounds left undecided
   * past `abandonAfterSeconds` are finished by the game's rule, and wins not yet paid are sent
   * again under the same reference.
   */
  async function recover(
    deps: PerPlayerDeps,
    { staleSeconds = 60, abandonAfterSeconds = ABANDON_AFTER_SECONDS } = {},
  ): Promise<void> {
    for (const stake of await repo.staleStakes(deps.db, staleSeconds))
      await rollbackStake(deps, stake);
    for (const round of await repo.roundsIn(deps.db, 'betting', staleSeconds))
      await closeUndealt(deps, round.id, 'void');
    for (const round of await repo.roundsIn(deps.db, 'playing', abandonAfterSeconds))
      await resolveAbandoned(deps, round.id);
    for (const round of await repo.roundsIn(deps.db, 'finished', 0)) await payRound(deps, round);
  }

  return { roundRef, currentRound, previousRound, dealRound, decide, payRound, recover };
}

/** How long a round may wait for the player's decision before the game's rule finishes it. */
export const ABANDON_AFTER_SECONDS = 600;
