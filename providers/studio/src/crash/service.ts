/**
 * Crash bets and cash-outs, on whichever studio instance the player is connected to. The round's
 * clock is the server's: a cash-out counts only while the round runs and before its crash time
 * (computed from the round's start and its crash point); one arriving after the crash loses.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { gameById } from '../catalogue/games';
import type { Db } from '../db/database';
import type { Session } from '../sessions/repository';
import { crashTimeMs, multiplierAt } from './fairness';
import {
  betById,
  betOf,
  cashOut,
  confirmBet,
  insertBet,
  latestRound,
  markSettled,
  playerHasBet,
  notify,
  setBetStatus,
  unsettledBets,
  type CrashBet,
} from './repository';

export const roundRef = (roundId: number) => `cr-${roundId}`;
const betRef = (bet: { id: number; round_id: number }) => `cr-${bet.round_id}-${bet.id}`;

export type CrashAnswer =
  | { ok: true; balance?: number; cashout?: number; win?: number; bet?: number }
  | { ok: false; status: string; balance?: number };

export interface CrashDeps {
  db: Db;
  wallet: WalletClient;
  stream: string;
}

export async function placeCrashBet(
  deps: CrashDeps,
  session: Session,
  input: { amount: number; autoCashout?: number | null },
): Promise<CrashAnswer> {
  const { db, wallet } = deps;
  const limits = gameById(session.game_id)?.limits;
  if (!limits) return { ok: false, status: 'not_a_crash_game' };
  if (
    !Number.isInteger(input.amount) ||
    input.amount < limits.minBet ||
    input.amount > limits.maxBet
  )
    return { ok: false, status: 'bet_out_of_limits' };
  const auto = input.autoCashout ?? null;
  if (auto !== null && (!Number.isInteger(auto) || auto < 101 || auto > 1_000_000))
    return { ok: false, status: 'bad_auto_cashout' };
  const round = await latestRound(db, deps.stream);
  if (!round || round.phase !== 'betting') return { ok: false, status: 'betting_closed' };
  const id = await insertBet(db, {
    roundId: round.id,
    sessionId: session.id,
    playerId: session.player_id,
    username: session.username,
    gameId: session.game_id,
    amount: input.amount,
    autoCashout: auto,
  });
  if (id === undefined)
    return {
      ok: false,
      status: (await playerHasBet(db, round.id, session.player_id))
        ? 'one_bet_per_round'
        : 'betting_closed',
    };
  const reference = betRef({ id, round_id: round.id });
  let answer;
  try {
    answer = await wallet.bet({
      token: session.wallet_token,
      round: roundRef(round.id),
      reference: `${reference}:bet`,
      amount: input.amount,
    });
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    await rollback(deps, (await betById(db, id))!);
    return { ok: false, status: 'wallet_unavailable' };
  }
  if (!answer.ok) {
    await setBetStatus(db, id, 'refused');
    return { ok: false, status: answer.status, balance: answer.balance };
  }
  const status = await confirmBet(db, id);
  if (status === 'lost') await settleBet(deps, (await betById(db, id))!);
  if (status === 'void') {
    // The round was voided while the wallet took the bet: it never played, it is refunded.
    await refundVoidBet(deps, (await betById(db, id))!);
    return { ok: false, status: 'round_void' };
  }
  await notify(db, {
    stream: deps.stream,
    round: round.id,
    event: 'bet',
    username: session.username,
    amount: input.amount,
  });
  return { ok: true, balance: answer.balance, bet: id };
}

/** The player's cash-out now, by the server's clock. */
export async function cashOutNow(
  deps: CrashDeps,
  session: Session,
  now = Date.now(),
): Promise<CrashAnswer> {
  const round = await latestRound(deps.db, deps.stream);
  if (!round || round.phase !== 'running' || !round.started_at)
    return { ok: false, status: 'not_running' };
  const bet = await betOf(deps.db, round.id, session.id);
  if (!bet || bet.status !== 'placed') return { ok: false, status: 'no_bet_in_play' };
  const elapsed = now - round.started_at.getTime();
  if (elapsed >= crashTimeMs(round.crash_point)) return { ok: false, status: 'crashed' };
  return cashOutAt(deps, bet, multiplierAt(elapsed));
}

/** Decides a bet in play as cashed at `cashout` (hundredths) and pays it. */
export async function cashOutAt(
  deps: CrashDeps,
  bet: CrashBet,
  cashout: number,
): Promise<CrashAnswer> {
  const maxWin = gameById(bet.game_id)?.limits?.maxWin ?? Number.MAX_SAFE_INTEGER;
  const decided = await cashOut(deps.db, bet.id, cashout, maxWin);
  if (!decided) return { ok: false, status: 'crashed' };
  await notify(deps.db, {
    stream: deps.stream,
    round: bet.round_id,
    event: 'cashed',
    bet: bet.id,
    username: bet.username,
    cashout,
    win: decided.win,
  });
  const paid = await settleBet(deps, { ...bet, status: 'cashed', cashout, win: decided.win });
  return { ok: true, cashout, win: decided.win, balance: paid };
}

async function rollback(deps: CrashDeps, bet: CrashBet): Promise<void> {
  try {
    const answer = await deps.wallet.rollback({
      token: bet.wallet_token,
      reference: `${betRef(bet)}:bet`,
    });
    if (answer.ok) {
      await setBetStatus(deps.db, bet.id, 'rolled_back');
      await markSettled(deps.db, bet.id);
    }
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
}

/**
 * Sends the win that closes a decided bet's part of the round (0 for a loss). Answers the
 * balance, or undefined while the wallet does not answer (the recovery job sends it again).
 */
export async function settleBet(deps: CrashDeps, bet: CrashBet): Promise<number | undefined> {
  if (bet.settled || (bet.status !== 'cashed' && bet.status !== 'lost')) return undefined;
  try {
    const answer = await deps.wallet.win({
      token: bet.wallet_token,
      round: roundRef(bet.round_id),
      reference: `${betRef(bet)}:win`,
      amount: bet.status === 'cashed' ? (bet.win ?? 0) : 0,
    });
    if (answer.ok) {
      await markSettled(deps.db, bet.id);
      // Its player's page reads the balance now: an auto cash-out is paid with no request of the
      // page's, and a page reloaded in the meantime knows the bet only by its id.
      if (bet.status === 'cashed')
        await notify(deps.db, {
          stream: deps.stream,
          round: bet.round_id,
          event: 'paid',
          bet: bet.id,
        });
      return answer.balance;
    }
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
  return undefined;
}

/**
 * Refunds a bet of a void round: the wallet's rollback of its bet reference, which the platform
 * does once whatever the number of calls (a retry, a restarted studio). Settled once answered;
 * left for the next attempt while the wallet does not answer.
 */
export async function refundVoidBet(deps: CrashDeps, bet: CrashBet): Promise<boolean> {
  if (bet.settled || bet.status !== 'void') return false;
  try {
    const answer = await deps.wallet.rollback({
      token: bet.wallet_token,
      reference: `${betRef(bet)}:bet`,
    });
    if (!answer.ok) {
      // Not expected for a bet the wallet took; the recovery job asks again, the log says why.
      console.error(`crash: refund of bet ${bet.id} refused by the wallet: ${answer.status}`);
      return false;
    }
    await markSettled(deps.db, bet.id);
    return true;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    return false;
  }
}

/** Finishes bets left undecided by the wallet: pending ones rolled back, decided ones paid. */
export async function settleUnfinishedBets(
  deps: CrashDeps,
  olderThanSeconds = 60,
): Promise<number> {
  let finished = 0;
  for (const bet of await unsettledBets(deps.db, olderThanSeconds)) {
    if (bet.status === 'pending') await rollback(deps, bet);
    else if (bet.status === 'void') {
      if (await refundVoidBet(deps, bet)) finished++;
    } else if ((await settleBet(deps, bet)) !== undefined) finished++;
  }
  return finished;
}
