/**
 * The record of every change of a limit, an exclusion or a setting: who, when, the old and the
 * new value and when the new one takes effect. Rows are only ever inserted.
 */
import type { Db, DbClient } from '../../db/pool';
import { lockPlayerPayments } from '../payments/ledger';

export interface Change {
  playerId: number;
  /** `player`, or `operator:<name>` for the CLI. */
  actor: string;
  at: Date;
  subject: string;
  oldValue: string | null;
  newValue: string | null;
  effectiveAt: Date | null;
}

export async function recordChange(client: Db | DbClient, change: Change): Promise<void> {
  await client.query(
    `INSERT INTO rg_changes (player_id, actor, at, subject, old_value, new_value, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.playerId,
      change.actor,
      change.at,
      change.subject,
      change.oldValue,
      change.newValue,
      change.effectiveAt,
    ],
  );
}

export interface ChangeRow {
  actor: string;
  at: Date;
  subject: string;
  old_value: string | null;
  new_value: string | null;
  effective_at: Date | null;
}

export async function changesOf(db: Db, playerId: number, limit = 100): Promise<ChangeRow[]> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT actor, at, subject, old_value, new_value, effective_at FROM rg_changes
      WHERE player_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows;
}

/**
 * The player's money movements are serialised while a rule changes: the payments' advisory lock
 * (deposit starts read the limits under it), then the cash account's row lock (every stake is
 * checked under it), so no deposit or bet is judged against a limit that is being replaced.
 */
export async function lockPlayerMoney(client: DbClient, playerId: number): Promise<void> {
  await lockPlayerPayments(client, playerId);
  await client.query('SELECT rg_lock_player($1)', [playerId]);
}
