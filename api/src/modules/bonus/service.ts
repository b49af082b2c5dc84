/**
 * Bonus ("bounse"): a daily cashback of a share of the player's net casino loss, credited to the
 * bonus account; TransferCashback moves the whole bonus into cash.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { balances, transfer, type WalletResult } from '../wallet/service';

export async function hasUnsettledPlay(db: Db, playerId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM game_rounds WHERE player_id = $1 AND status = 'open' LIMIT 1`,
    [playerId],
  );
  return (rowCount ?? 0) > 0;
}

export async function transferBonusToCash(
  db: Db,
  playerId: number,
): Promise<{ transferred: number; balance: number; bonus: number }> {
  if (await hasUnsettledPlay(db, playerId))
    throw new AppError(409, 'bounseError', {}, { code: 'Bounse_Error' });
  const { bonus, balance } = await balances(db, playerId);
  if (bonus === 0) return { transferred: 0, balance, bonus };
  const result = await transfer(db, {
    source: 'bonus',
    reference: `transfer:${randomUUID()}`,
    kind: 'bonus_transfer',
    playerId,
    from: 'bonus',
    to: 'cash',
    amount: bonus,
  });
  // The bonus shrank between our read and the transfer (a parallel request took it): nothing moved.
  if (result.status !== 'ok') throw new AppError(409, 'bounseError', {}, { code: 'Bounse_Error' });
  return { transferred: bonus, balance: result.balance!, bonus: result.bonus! };
}

export interface CashbackOutcome {
  playerId: number;
  netLoss: number;
  credited: number;
  result: WalletResult;
}

/**
 * Credits cashback for one UTC day to every player with a net casino loss that day. Idempotent:
 * the reference is `cashback:<player>:<day>`, so running it twice credits once.
 */
export async function creditDailyCashback(
  db: Db,
  day: string,
  percent: number,
): Promise<CashbackOutcome[]> {
  const { rows } = await db.query<{ player_id: number; net_loss: number }>(
    `SELECT player_id::int AS player_id,
            sum(CASE kind WHEN 'bet' THEN amount ELSE -amount END)::bigint AS net_loss
       FROM wallet_transactions
      WHERE source = 'studio' AND kind IN ('bet', 'win', 'rollback')
        AND created_at >= $1::date AND created_at < $1::date + 1
      GROUP BY player_id
     HAVING sum(CASE kind WHEN 'bet' THEN amount ELSE -amount END) > 0`,
    [day],
  );
  const outcomes: CashbackOutcome[] = [];
  for (const row of rows) {
    const credited = Math.floor((row.net_loss * percent) / 100);
    if (credited <= 0) continue;
    const result = await transfer(db, {
      source: 'cashback',
      reference: `cashback:${row.player_id}:${day}`,
      kind: 'cashback',
      playerId: row.player_id,
      from: 'house:bonus',
      to: 'bonus',
      amount: credited,
    });
    outcomes.push({ playerId: row.player_id, netLoss: row.net_loss, credited, result });
  }
  return outcomes;
}
