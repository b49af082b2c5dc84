/**
 * The player's reality-check interval and their answer to the prompt to set limits before the
 * first deposit (set or skipped, recorded once answered; the deposit page asks only while
 * `show_limits_prompt` is true).
 */
import type { Db } from '../../db/pool';
import { inTransaction } from '../../db/pool';
import { recordChange } from './changes';

export interface Settings {
  reality_check_minutes: number | null;
  limits_prompt: 'set' | 'skipped' | null;
  /** true until the player answered the prompt, and only before a first deposit */
  show_limits_prompt: boolean;
}

export async function settingsOf(db: Db, playerId: number): Promise<Settings> {
  const { rows } = await db.query<{
    reality_check_minutes: number | null;
    limits_prompt: 'set' | 'skipped' | null;
    deposited: boolean;
  }>(
    `SELECT s.reality_check_minutes, s.limits_prompt,
            EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.player_id = p.id AND t.kind = 'deposit')
              OR EXISTS (SELECT 1 FROM payment_deposits d WHERE d.player_id = p.id) AS deposited
       FROM players p LEFT JOIN rg_settings s ON s.player_id = p.id
      WHERE p.id = $1`,
    [playerId],
  );
  const row = rows[0]!;
  return {
    reality_check_minutes: row.reality_check_minutes,
    limits_prompt: row.limits_prompt,
    show_limits_prompt: row.limits_prompt === null && !row.deposited,
  };
}

export async function setRealityCheck(
  db: Db,
  playerId: number,
  minutes: number | null,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (client) => {
    const { rows } = await client.query<{ old: number | null }>(
      `SELECT reality_check_minutes AS old FROM rg_settings WHERE player_id = $1 FOR UPDATE`,
      [playerId],
    );
    await client.query(
      `INSERT INTO rg_settings (player_id, reality_check_minutes) VALUES ($1, $2)
       ON CONFLICT (player_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
      [playerId, minutes],
    );
    await recordChange(client, {
      playerId,
      actor: 'player',
      at: now,
      subject: 'reality_check_minutes',
      oldValue: rows[0]?.old == null ? null : String(rows[0].old),
      newValue: minutes === null ? null : String(minutes),
      effectiveAt: now,
    });
  });
}

export async function answerLimitsPrompt(
  db: Db,
  playerId: number,
  choice: 'set' | 'skipped',
  now: Date,
): Promise<void> {
  await inTransaction(db, async (client) => {
    await client.query(
      `INSERT INTO rg_settings (player_id, limits_prompt, limits_prompt_at) VALUES ($1, $2, $3)
       ON CONFLICT (player_id) DO UPDATE SET limits_prompt = excluded.limits_prompt,
                                             limits_prompt_at = excluded.limits_prompt_at`,
      [playerId, choice, now],
    );
    await recordChange(client, {
      playerId,
      actor: 'player',
      at: now,
      subject: 'limits_prompt',
      oldValue: null,
      newValue: choice,
      effectiveAt: now,
    });
  });
}
