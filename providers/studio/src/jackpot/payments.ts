/**
 * A pool hit reaches the player and the platform by one signed call, the wallet's `jackpot`
 * (reference `<round>:jackpot:<tier>`): the platform pays it into the player's cash, records it
 * for LatestJackpot and raises the player's popup, once per reference. A hit whose call got no
 * answer is sent again by the recovery job under the same reference; one the platform refuses is
 * kept with its reason and never sent again.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import type { Db } from '../db/database';
import type { JackpotHit, Tier } from './pools';

export function jackpotReference(round: string, tier: Tier): string {
  return `${round}:jackpot:${tier}`;
}

async function markHit(
  db: Db,
  round: string,
  tier: Tier,
  outcome: { paid: true } | { refusal: string },
): Promise<void> {
  await db.query(
    `UPDATE jackpot_wins SET paid_at = CASE WHEN $3::boolean THEN now() END, refusal = $4 WHERE round_ref = $1 AND tier = $2`,
    [round, tier, 'paid' in outcome, 'refusal' in outcome ? outcome.refusal : null],
  );
}

async function payOne(
  db: Db,
  wallet: WalletClient,
  token: string,
  round: string,
  hit: JackpotHit,
): Promise<number | null> {
  try {
    const answer = await wallet.jackpot({
      token,
      round,
      reference: jackpotReference(round, hit.tier),
      tier: hit.tier,
      amount: hit.amount,
    });
    if (answer.ok) {
      await markHit(db, round, hit.tier, { paid: true });
      return answer.balance;
    }
    await markHit(db, round, hit.tier, { refusal: answer.status });
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
  }
  return null;
}

/** Pays a round's hits; answers the player's balance after the last one paid, or null. */
export async function payJackpots(
  db: Db,
  wallet: WalletClient,
  input: { token: string; round: string; hits: JackpotHit[] },
): Promise<number | null> {
  let balance: number | null = null;
  for (const hit of input.hits)
    balance = (await payOne(db, wallet, input.token, input.round, hit)) ?? balance;
  return balance;
}

/** The recovery job's part: hits left unpaid for `seconds`, sent again; answers how many were paid. */
export async function payUnpaidJackpots(
  db: Db,
  wallet: WalletClient,
  seconds = 60,
): Promise<number> {
  const { rows } = await db.query<{
    round_ref: string;
    tier: Tier;
    amount: number;
    wallet_token: string;
  }>(
    `SELECT w.round_ref, w.tier, w.amount::float8 AS amount, s.wallet_token
       FROM jackpot_wins w JOIN slot_rounds r ON r.id = w.round_ref JOIN sessions s ON s.id = r.session_id
      WHERE w.paid_at IS NULL AND w.refusal IS NULL AND w.won_at < now() - make_interval(secs => $1)
      ORDER BY w.won_at LIMIT 100`,
    [seconds],
  );
  let paid = 0;
  for (const row of rows) {
    if (
      (await payOne(db, wallet, row.wallet_token, row.round_ref, {
        tier: row.tier,
        amount: row.amount,
      })) !== null
    )
      paid++;
  }
  return paid;
}
