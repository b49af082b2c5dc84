/**
 * Roulette bets and settlements through the wallet. A player may place several bets in a round
 * (each a wallet bet under its own reference); when the result shows, each player's part of the
 * round is closed by one win: the sum of their bets' returns, 0 when all lost.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { gameById } from '../catalogue/games';
import type { Db } from '../db/database';
import type { Session } from '../sessions/repository';
import {
  confirmRouletteBet,
  insertRouletteBet,
  latestRouletteRound,
  markSettlement,
  notifyRoulette,
  pendingRouletteBets,
  setRouletteBetStatus,
  unsettled,
  type Settlement,
} from './repository';
import { coveredNumbers, type BetSpec } from './rules';

export const MAX_BETS_PER_ROUND = 30;
export const rouletteRoundRef = (roundId: number) => `rl-${roundId}`;

export interface RouletteDeps {
  db: Db;
  wallet: WalletClient;
  stream: string;
}

export type RouletteAnswer =
  { ok: true; balance?: number } | { ok: false; status: string; balance?: number; detail?: string };

export async function placeRouletteBet(
  deps: RouletteDeps,
  session: Session,
  bet: BetSpec & { amount: number },
): Promise<RouletteAnswer> {
  const { db, wallet } = deps;
  const limits =
    gameById(session.game_id)?.engine === 'roulette'
      ? gameById(session.game_id)!.limits!
      : undefined;
  if (!limits) return { ok: false, status: 'not_a_roulette_game' };
  if (!Number.isInteger(bet.amount) || bet.amount < limits.minBet || bet.amount > limits.maxBet)
    return { ok: false, status: 'bet_out_of_limits' };
  const covered = coveredNumbers(bet);
  if (!covered.ok) return { ok: false, status: 'bad_bet', detail: covered.reason };
  const round = await latestRouletteRound(db, deps.stream);
  if (!round || round.phase !== 'betting') return { ok: false, status: 'betting_closed' };
  const inserted = await insertRouletteBet(
    db,
    {
      roundId: round.id,
      sessionId: session.id,
      playerId: session.player_id,
      gameId: session.game_id,
      kind: bet.kind,
      numbers: covered.numbers,
      amount: bet.amount,
    },
    MAX_BETS_PER_ROUND,
  );
  if (typeof inserted === 'string') return { ok: false, status: inserted };
  const { id } = inserted;
  const reference = `${rouletteRoundRef(round.id)}-${id}:bet`;
  let answer;
  try {
    answer = await wallet.bet({
      token: session.wallet_token,
      round: rouletteRoundRef(round.id),
      reference,
      amount: bet.amount,
    });
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    await rollbackBet(deps, { id, round_id: round.id, wallet_token: session.wallet_token });
    return { ok: false, status: 'wallet_unavailable' };
  }
  if (!answer.ok) {
    await setRouletteBetStatus(db, id, 'refused');
    return { ok: false, status: answer.status, balance: answer.balance };
  }
  if (!(await confirmRouletteBet(db, id))) {
    // The result came first: this bet is not in the round, give the stake back.
    await rollbackBet(deps, { id, round_id: round.id, wallet_token: session.wallet_token });
    return { ok: false, status: 'betting_closed' };
  }
  return { ok: true, balance: answer.balance };
}

async function rollbackBet(
  deps: RouletteDeps,
  bet: { id: number; round_id: number; wallet_token: string },
): Promise<void> {
  try {
    const answer = await deps.wallet.rollback({
      token: bet.wallet_token,
      reference: `${rouletteRoundRef(bet.round_id)}-${bet.id}:bet`,
    });
    if (answer.ok) await setRouletteBetStatus(deps.db, bet.id, 'rolled_back');
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
}

export async function paySettlement(deps: RouletteDeps, settlement: Settlement): Promise<boolean> {
  try {
    const answer = await deps.wallet.win({
      token: settlement.wallet_token,
      round: rouletteRoundRef(settlement.round_id),
      reference: `${rouletteRoundRef(settlement.round_id)}-p${settlement.player_id}:win`,
      amount: settlement.win,
    });
    if (answer.ok) await markSettlement(deps.db, settlement.round_id, settlement.player_id);
    return answer.ok;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    return false;
  }
}

/** Pays every unsettled settlement of a round (or of all rounds), and rolls back stale pending bets. */
export async function settleRoulette(
  deps: RouletteDeps,
  roundId?: number,
  staleSeconds = 60,
): Promise<number> {
  let paid = 0;
  const rounds = new Set<number>();
  for (const settlement of await unsettled(deps.db, roundId))
    if (await paySettlement(deps, settlement)) {
      paid++;
      rounds.add(settlement.round_id);
    }
  // The tables read their balance once the wallet has paid the round, not when the result shows:
  // a win is paid after its result is drawn, and a balance read before then would be the old one.
  for (const round of rounds)
    await notifyRoulette(deps.db, { stream: deps.stream, round, event: 'settled' });
  if (roundId === undefined)
    for (const bet of await pendingRouletteBets(deps.db, staleSeconds))
      await rollbackBet(deps, bet);
  return paid;
}
