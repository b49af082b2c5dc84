/**
 * A slot round, server side: the outcome is drawn with the CSPRNG and stored before any money
 * moves, then the wallet takes the bet and pays the win. A bet the platform refuses is never
 * played (the round is kept as `refused`, its outcome never shown). A bet or win that gets no
 * answer after the client's retries is finished by the recovery job: an unconfirmed bet is rolled
 * back, an unconfirmed win is sent again under the same reference.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { gameById, JACKPOT_PROVIDER } from '../catalogue/games';
import { payJackpots } from '../jackpot/payments';
import { contribute, type JackpotHit } from '../jackpot/pools';
import type { Db } from '../db/database';
import { liveSession } from '../sessions/service';
import { playRound, type RoundOutcome, type SpinOutcome } from './engine';
import { modelById } from './models';
import {
  addRoundJackpot,
  findRound,
  insertRound,
  markRound,
  unfinishedRounds,
  type SlotRoundRow,
} from './repository';

export interface SpinView {
  stops: number[];
  window: number[][];
  lineWins: SpinOutcome['lineWins'];
  scatters: number;
  award: number;
  /** Millimes. */
  win: number;
}

export type SpinResult =
  | {
      ok: true;
      round: string;
      bet: number;
      win: number;
      balance: number | null;
      base: SpinView;
      free: SpinView[];
      jackpots: JackpotHit[];
    }
  | { ok: false; status: string; httpStatus: number; balance?: number };

function view(spin: SpinOutcome, lineBet: number): SpinView {
  return {
    stops: spin.stops,
    window: spin.window,
    lineWins: spin.lineWins,
    scatters: spin.scatters,
    award: spin.award,
    win: spin.pay * lineBet,
  };
}

export function newRoundId(): string {
  return `sl-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
}

async function rollbackQuietly(
  db: Db,
  wallet: WalletClient,
  round: { id: string; token: string },
): Promise<boolean> {
  try {
    const answer = await wallet.rollback({ token: round.token, reference: `${round.id}:bet` });
    // A refund, or a bet the platform never took (its reference is now a tombstone): both end it.
    if (answer.ok) {
      await markRound(db, round.id, 'rolled_back', { balance: answer.balance });
      return true;
    }
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
  return false;
}

export async function spinSlot(
  db: Db,
  wallet: WalletClient,
  input: { sessionId: string; lineBet: number },
  draw = randomInt,
): Promise<SpinResult> {
  const live = await liveSession(db, input.sessionId);
  if (!live.ok)
    return {
      ok: false,
      status: live.reason,
      httpStatus: live.reason === 'session_expired' ? 401 : 404,
    };
  const { session } = live;
  const game = gameById(session.game_id);
  if (!game?.model) return { ok: false, status: 'not_a_slot', httpStatus: 409 };
  const model = modelById(game.model);
  if (!model.lineBets.includes(input.lineBet))
    return { ok: false, status: 'bet_not_allowed', httpStatus: 400 };

  const outcome: RoundOutcome = playRound(model, draw);
  const bet = input.lineBet * model.lines.length;
  let win = outcome.pay * input.lineBet;
  const id = newRoundId();
  const shown = {
    lineBet: input.lineBet,
    base: view(outcome.base, input.lineBet),
    free: outcome.free.map((spin) => view(spin, input.lineBet)),
  };
  await insertRound(db, {
    id,
    sessionId: session.id,
    playerId: session.player_id,
    gameId: game.id,
    model: model.id,
    bet,
    win,
    outcome: shown,
  });

  const token = session.wallet_token;
  let placed;
  try {
    placed = await wallet.bet({ token, round: id, reference: `${id}:bet`, amount: bet });
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    await rollbackQuietly(db, wallet, { id, token });
    return { ok: false, status: 'wallet_unavailable', httpStatus: 503 };
  }
  if (!placed.ok) {
    await markRound(db, id, 'refused', { refusal: placed.status });
    return {
      ok: false,
      status: placed.status,
      httpStatus: placed.httpStatus,
      balance: placed.balance,
    };
  }
  await markRound(db, id, 'bet_placed', { balance: placed.balance });

  // The jackpot provider's games feed the pools; a pool this bet makes hit is paid after the
  // round's own win, by the wallet's `jackpot` call, which also tells the platform of the win.
  let jackpots: JackpotHit[] = [];
  if (game.providerId === JACKPOT_PROVIDER) {
    jackpots = await contribute(db, {
      amount: bet,
      playerId: session.player_id,
      username: session.username,
      gameId: game.id,
      roundRef: id,
    });
    if (jackpots.length > 0) await addRoundJackpot(db, id, jackpots);
  }

  let balance: number | null = null;
  try {
    const paid = await wallet.win({ token, round: id, reference: `${id}:win`, amount: win });
    if (paid.ok) {
      balance = paid.balance;
      await markRound(db, id, 'settled', { balance });
    } else {
      await markRound(db, id, 'bet_placed', { refusal: paid.status });
    }
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
  if (jackpots.length > 0) {
    const paid = await payJackpots(db, wallet, { token, round: id, hits: jackpots });
    if (paid !== null) balance = paid;
    win += jackpots.reduce((sum, hit) => sum + hit.amount, 0);
  }
  return { ok: true, round: id, bet, win, balance, ...shown, jackpots };
}

/** Finishes rounds left unconfirmed (see the file comment); answers how many it finished. */
export async function settleUnfinishedRounds(
  db: Db,
  wallet: WalletClient,
  olderThanSeconds = 60,
): Promise<number> {
  let finished = 0;
  for (const round of await unfinishedRounds(db, olderThanSeconds)) {
    if (round.status === 'pending') {
      if (await rollbackQuietly(db, wallet, { id: round.id, token: round.wallet_token }))
        finished++;
      continue;
    }
    try {
      const paid = await wallet.win({
        token: round.wallet_token,
        round: round.id,
        reference: `${round.id}:win`,
        amount: round.win,
      });
      if (paid.ok) {
        await markRound(db, round.id, 'settled', { balance: paid.balance });
        finished++;
      } else {
        await markRound(db, round.id, 'bet_placed', { refusal: paid.status });
      }
    } catch (error) {
      if (!(error instanceof WalletUnavailableError)) throw error;
    }
  }
  return finished;
}

export async function roundOf(db: Db, id: string): Promise<SlotRoundRow | undefined> {
  return findRound(db, id);
}
