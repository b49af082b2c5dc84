/**
 * The payments' ledger movements, made inside the caller's transaction so that a payment's state
 * and its movement commit together. Each is `wallet_transfer` with a reference of its own, so a
 * step replayed after a crash between the movement and the state change moves money once.
 */
import type { DbClient } from '../../db/pool';
import { requestHash, type TransferInput, type WalletResult } from '../wallet/service';

export async function transferIn(client: DbClient, input: TransferInput): Promise<WalletResult> {
  const hash = requestHash({
    op: input.kind,
    player: input.playerId,
    amount: input.amount,
    from: input.from,
    to: input.to,
  });
  const { rows } = await client.query<{ result: WalletResult }>(
    'SELECT wallet_transfer($1, $2, $3, $4, $5, $6, $7, $8) AS result',
    [
      input.source,
      input.reference,
      input.kind,
      hash,
      input.playerId,
      input.from,
      input.to,
      input.amount,
    ],
  );
  return rows[0]!.result;
}

/** Movements of one player's money are serialised (limits read the day's totals first). */
export async function lockPlayerPayments(client: DbClient, playerId: number): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(24, $1::int)', [playerId]);
}

export const sourceOf = (method: string) => `payments:${method}`;
