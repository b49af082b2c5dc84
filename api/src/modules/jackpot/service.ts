import type { Db } from '../../db/pool';
import { payJackpot, type WalletResult } from '../wallet/service';

export const TIERS = ['Diamond', 'Golden', 'Silver', 'Bronze'] as const;
export type Tier = (typeof TIERS)[number];

/** The names the shell's jackpot popup shows (the codes it translates). */
const POPUP_NAME: Record<Tier, string> = {
  Diamond: 'Diamond Jackpot',
  Golden: 'Golden_Prize',
  Silver: 'Silver_Prize',
  Bronze: 'Bronze_Prize',
};

/**
 * Pays a jackpot into cash, records the win and raises the player's one-shot popup flag, in one
 * ledger call keyed by the caller's reference: a retry with the same reference pays once.
 */
export function awardJackpot(
  db: Db,
  playerId: number,
  tier: Tier,
  amount: number,
  reference: string,
): Promise<WalletResult> {
  return payJackpot(db, { reference, playerId, tier, amount, popupName: POPUP_NAME[tier] ?? tier });
}
