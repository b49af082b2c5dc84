import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/pool';
import { transfer, type WalletResult } from '../wallet/service';

export const TIERS = ['Diamond', 'Golden', 'Silver', 'Bronze'] as const;
export type Tier = (typeof TIERS)[number];

/** The names the shell's jackpot popup shows (spec §3). */
const POPUP_NAME: Record<Tier, string> = {
  Diamond: 'Diamond Jackpot',
  Golden: 'Golden_Prize',
  Silver: 'Silver_Prize',
  Bronze: 'Bronze_Prize',
};

/** Pays a jackpot into cash, records the win and raises the player's one-shot popup flag. */
export async function awardJackpot(db: Db, playerId: number, tier: Tier, amount: number): Promise<WalletResult> {
  const result = await transfer(db, {
    source: 'jackpot',
    reference: `jackpot:${randomUUID()}`,
    kind: 'jackpot',
    playerId,
    from: 'house:jackpot',
    to: 'cash',
    amount,
  });
  if (result.status !== 'ok') return result;
  await db.query('INSERT INTO jackpot_wins (player_id, tier, amount, transaction_id) VALUES ($1, $2, $3, $4)', [
    playerId,
    tier,
    amount,
    result.transaction_id,
  ]);
  await db.query('UPDATE players SET jackpot_state = true, jackpot_name = $2, jackpot_amount = $3 WHERE id = $1', [
    playerId,
    POPUP_NAME[tier],
    amount,
  ]);
  return result;
}
