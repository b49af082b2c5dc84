/**
 * When an exclusion starts, the player's open prematch sport bets are refunded: bets whose round
 * is still open and unpaid and whose every leg's event (as the sportsbook last reported it, with
 * its `starts_at`) has not started. Each is undone by the ledger's own rollback of the bet, so the
 * stake moves back once, and the sportsbook, settling it later, is answered that the round is no
 * longer open. A bet whose report lacks start times is left to settle: nothing proves it prematch.
 */
import type { DbClient } from '../../db/pool';
import { requestHash } from '../wallet/service';

export async function refundOpenPrematchBets(
  client: DbClient,
  playerId: number,
  now: Date,
): Promise<number> {
  const { rows } = await client.query<{ reference: string }>(
    `SELECT t.reference
       FROM game_rounds r
       JOIN sport_bet_reports rep ON rep.round_id = r.id AND rep.status = 'open'
       JOIN wallet_transactions t ON t.round_id = r.id AND t.kind = 'bet' AND t.source = 'sportsbook'
      WHERE r.player_id = $1 AND r.source = 'sportsbook' AND r.status = 'open' AND NOT r.won
        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(rep.legs) AS leg
                         WHERE NOT (leg ? 'starts_at') OR (leg->>'starts_at')::timestamptz <= $2)
      ORDER BY t.id`,
    [playerId, now],
  );
  if (rows.length === 0) return 0;
  // The rollback finds the player through one of their sportsbook sessions; ended ones count
  // (a rollback of an ended session's open round still settles).
  const session = await client.query<{ token_hash: Buffer }>(
    `SELECT token_hash FROM game_sessions WHERE player_id = $1 AND provider = 'sportsbook'
      ORDER BY created_at DESC LIMIT 1`,
    [playerId],
  );
  const tokenHash = session.rows[0]!.token_hash;
  let refunded = 0;
  for (const { reference } of rows) {
    const hash = requestHash({ op: 'rg_refund', reference });
    const { rows: answered } = await client.query<{ result: { status: string } }>(
      `SELECT wallet_rollback('sportsbook', $1, $2, $3) AS result`,
      [reference, tokenHash, hash],
    );
    if (answered[0]!.result.status === 'ok') refunded++;
  }
  return refunded;
}
