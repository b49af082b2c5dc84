/**
 * Table bets and settlements through the wallet. A player may place several bets in a round (each
 * a wallet bet under its own reference); at the result each player's part of the round is closed
 * by one win: the sum of their bets' returns (capped per table), 0 when all lost.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { gameById } from '../../catalogue/games';
import type { Db } from '../../db/database';
import type { Session } from '../../sessions/repository';
import {
  confirmTableBet,
  insertTableBet,
  latestTableRound,
  markTableSettlement,
  notifyTables,
  pendingTableBets,
  roundStreams,
  setTableBetStatus,
  unsettledTables,
  type TableSettlement,
} from './repository';
import type { TableRules } from './rules';

export const MAX_TABLE_BETS_PER_ROUND = 30;
/** The wallet's round of a table round (every family shares one sequence of round ids). */
export const tableRoundRef = (roundId: number) => `tb-${roundId}`;
const betRef = (roundId: number, betId: number) => `${tableRoundRef(roundId)}-${betId}:bet`;

export interface TableDeps {
  db: Db;
  wallet: WalletClient;
  stream: string;
}

export type TableAnswer =
  { ok: true; balance?: number } | { ok: false; status: string; balance?: number };

export async function placeTableBet(
  deps: TableDeps & { rules: TableRules },
  session: Session,
  bet: { kind: string; amount: number },
): Promise<TableAnswer> {
  const { db, wallet, rules } = deps;
  const game = gameById(session.game_id);
  if (game?.engine !== rules.family || !game.limits) return { ok: false, status: 'wrong_game' };
  const { limits } = game;
  if (!rules.kinds.includes(bet.kind)) return { ok: false, status: 'bad_bet' };
  if (!Number.isSafeInteger(bet.amount) || bet.amount < limits.minBet || bet.amount > limits.maxBet)
    return { ok: false, status: 'bet_out_of_limits' };
  const round = await latestTableRound(db, rules.family, deps.stream);
  if (!round || round.phase !== 'betting') return { ok: false, status: 'betting_closed' };
  const inserted = await insertTableBet(
    db,
    {
      roundId: round.id,
      sessionId: session.id,
      playerId: session.player_id,
      gameId: session.game_id,
      kind: bet.kind,
      amount: bet.amount,
    },
    MAX_TABLE_BETS_PER_ROUND,
  );
  if (typeof inserted === 'string') return { ok: false, status: inserted };
  const placed = { id: inserted.id, round_id: round.id, wallet_token: session.wallet_token };
  let answer;
  try {
    answer = await wallet.bet({
      token: session.wallet_token,
      round: tableRoundRef(round.id),
      reference: betRef(round.id, inserted.id),
      amount: bet.amount,
    });
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    await rollbackTableBet(deps, placed);
    return { ok: false, status: 'wallet_unavailable' };
  }
  if (!answer.ok) {
    await setTableBetStatus(db, inserted.id, 'refused');
    return { ok: false, status: answer.status, balance: answer.balance };
  }
  if (!(await confirmTableBet(db, inserted.id))) {
    // The result came first: this bet is not in the round, give the stake back.
    await rollbackTableBet(deps, placed);
    return { ok: false, status: 'betting_closed' };
  }
  return { ok: true, balance: answer.balance };
}

async function rollbackTableBet(
  deps: TableDeps,
  bet: { id: number; round_id: number; wallet_token: string },
): Promise<void> {
  try {
    const answer = await deps.wallet.rollback({
      token: bet.wallet_token,
      reference: betRef(bet.round_id, bet.id),
    });
    if (answer.ok) await setTableBetStatus(deps.db, bet.id, 'rolled_back');
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
}

async function payTableSettlement(deps: TableDeps, settlement: TableSettlement): Promise<boolean> {
  try {
    const answer = await deps.wallet.win({
      token: settlement.wallet_token,
      round: tableRoundRef(settlement.round_id),
      // One win per player and round: the reference makes a repeated payment a no-op.
      reference: `${tableRoundRef(settlement.round_id)}-p${settlement.player_id}:win`,
      amount: settlement.win,
    });
    if (answer.ok) await markTableSettlement(deps.db, settlement.round_id, settlement.player_id);
    return answer.ok;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    return false;
  }
}

/**
 * Pays every unsettled settlement of a round (or of every table round), then tells the round's
 * tables (`settled`) so they read their balance; without a round, also rolls back bets left
 * pending longer than `staleSeconds` (their wallet call never answered).
 */
export async function settleTables(
  deps: Omit<TableDeps, 'stream'>,
  roundId?: number,
  staleSeconds = 60,
): Promise<number> {
  let paid = 0;
  const rounds = new Set<number>();
  for (const settlement of await unsettledTables(deps.db, roundId))
    if (await payTableSettlement({ ...deps, stream: '' }, settlement)) {
      paid++;
      rounds.add(settlement.round_id);
    }
  if (rounds.size > 0)
    for (const round of await roundStreams(deps.db, [...rounds]))
      await notifyTables(deps.db, { ...round, round: round.id, event: 'settled' });
  if (roundId === undefined)
    for (const bet of await pendingTableBets(deps.db, staleSeconds))
      await rollbackTableBet({ ...deps, stream: '' }, bet);
  return paid;
}
