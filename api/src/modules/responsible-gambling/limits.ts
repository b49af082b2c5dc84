/**
 * Deposit, loss and wager limits over rolling windows (docs/responsible-gambling.md). What a limit
 * has used is summed from the ledger each time (rg_used). Tightening takes effect at once; a raise
 * or a removal waits 24 hours and then for the player's confirmation, so a player in a hot moment
 * cannot lift their own limit.
 */
import type { Db, DbClient } from '../../db/pool';
import { inTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { tnd } from '../payments/deps';
import { lockPlayerMoney, recordChange } from './changes';
import { COOLING_OFF_MS, type LimitKind, type LimitPeriod } from './rules';

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** millimes; null = no limit */
  amount: number | null;
  used: number;
  /** null without a limit */
  remaining: number | null;
  /** when the oldest movement counted leaves the window; null when nothing is counted */
  resets_at: string | null;
  pending: { new_amount: number | null; requested_at: string; confirmable_at: string } | null;
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  used: number;
  oldest: Date | null;
  new_amount: number | null;
  requested_at: Date | null;
  confirmable_at: Date | null;
}

/** Every kind and period with its limit, use in the window ending at `now`, and pending raise. */
export async function limitsView(
  db: Db | DbClient,
  playerId: number,
  now: Date,
): Promise<LimitView[]> {
  const { rows } = await db.query<LimitRow>(
    `WITH combos AS (
       SELECT k.kind, p.period, p.ord * 10 + k.ord AS ord
         FROM unnest(ARRAY['deposit', 'loss', 'wager']) WITH ORDINALITY AS k (kind, ord)
        CROSS JOIN unnest(ARRAY['day', 'week', 'month']) WITH ORDINALITY AS p (period, ord)
     )
     SELECT c.kind, c.period, l.amount::float8 AS amount,
            rg_used($1, c.kind, $2::timestamptz - rg_window(c.period), $2)::float8 AS used,
            (SELECT min(t.created_at) FROM wallet_transactions t
              WHERE t.player_id = $1 AND t.created_at > $2::timestamptz - rg_window(c.period)
                AND t.created_at <= $2
                AND t.kind = ANY (CASE c.kind WHEN 'deposit' THEN ARRAY['deposit']
                                              ELSE ARRAY['bet', 'rollback', 'win', 'jackpot'] END)) AS oldest,
            r.new_amount::float8 AS new_amount, r.requested_at, r.confirmable_at
       FROM combos c
       LEFT JOIN rg_limits l ON l.player_id = $1 AND l.kind = c.kind AND l.period = c.period
       LEFT JOIN rg_limit_requests r ON r.player_id = $1 AND r.kind = c.kind AND r.period = c.period
                                    AND r.closed_at IS NULL
      ORDER BY c.ord`,
    [playerId, now],
  );
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    amount: row.amount,
    used: row.used,
    remaining: row.amount === null ? null : Math.max(0, row.amount - row.used),
    resets_at: row.oldest
      ? new Date(row.oldest.getTime() + windowMs(row.period, row.oldest)).toISOString()
      : null,
    pending: row.requested_at
      ? {
          new_amount: row.new_amount,
          requested_at: row.requested_at.toISOString(),
          confirmable_at: row.confirmable_at!.toISOString(),
        }
      : null,
  }));
}

function windowMs(period: LimitPeriod, from: Date): number {
  if (period === 'day') return 24 * 3600_000;
  if (period === 'week') return 7 * 24 * 3600_000;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end.getTime() - from.getTime();
}

const subjectOf = (kind: LimitKind, period: LimitPeriod) => `limit:${kind}:${period}`;
const shown = (amount: number | null) => (amount === null ? null : String(amount));

export interface SetLimitResult {
  applied: 'now' | 'after_cooling_off' | 'unchanged';
  confirmable_at: string | null;
}

/**
 * Sets one limit (amount in millimes, null = remove). A new limit or a lower one applies at once
 * and cancels a pending raise of it; a higher one or a removal is recorded as pending.
 */
export async function setLimit(
  db: Db,
  input: {
    playerId: number;
    kind: LimitKind;
    period: LimitPeriod;
    amount: number | null;
    actor: string;
    now: Date;
  },
): Promise<SetLimitResult> {
  const { playerId, kind, period, amount, actor, now } = input;
  return inTransaction(db, async (client) => {
    await lockPlayerMoney(client, playerId);
    const current = await currentAmount(client, playerId, kind, period);
    if (amount === current) return { applied: 'unchanged', confirmable_at: null };
    const tightening = amount !== null && (current === null || amount < current);
    await closeOpenRequest(
      client,
      playerId,
      kind,
      period,
      tightening ? 'cancelled' : 'replaced',
      now,
    );
    if (tightening) {
      await client.query(
        `INSERT INTO rg_limits (player_id, kind, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = excluded.amount, updated_at = excluded.updated_at`,
        [playerId, kind, period, amount, now],
      );
      await recordChange(client, {
        playerId,
        actor,
        at: now,
        subject: subjectOf(kind, period),
        oldValue: shown(current),
        newValue: shown(amount),
        effectiveAt: now,
      });
      return { applied: 'now', confirmable_at: null };
    }
    if (current === null) return { applied: 'unchanged', confirmable_at: null };
    const confirmableAt = new Date(now.getTime() + COOLING_OFF_MS);
    await client.query(
      `INSERT INTO rg_limit_requests (player_id, kind, period, new_amount, requested_at, confirmable_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [playerId, kind, period, amount, now, confirmableAt],
    );
    await recordChange(client, {
      playerId,
      actor,
      at: now,
      subject: `${subjectOf(kind, period)}:requested`,
      oldValue: shown(current),
      newValue: shown(amount),
      effectiveAt: confirmableAt,
    });
    return { applied: 'after_cooling_off', confirmable_at: confirmableAt.toISOString() };
  });
}

/**
 * Confirms a pending raise or removal once its cooling-off is over. The request is closed as it
 * applies, so a replayed confirmation finds nothing to confirm.
 */
export async function confirmLimit(
  db: Db,
  input: { playerId: number; kind: LimitKind; period: LimitPeriod; actor: string; now: Date },
): Promise<void> {
  const { playerId, kind, period, actor, now } = input;
  await inTransaction(db, async (client) => {
    await lockPlayerMoney(client, playerId);
    const { rows } = await client.query<{
      id: number;
      new_amount: number | null;
      confirmable_at: Date;
    }>(
      `SELECT id, new_amount::float8 AS new_amount, confirmable_at FROM rg_limit_requests
        WHERE player_id = $1 AND kind = $2 AND period = $3 AND closed_at IS NULL FOR UPDATE`,
      [playerId, kind, period],
    );
    const request = rows[0];
    if (!request) throw new AppError(409, 'rgNoPendingChange', {}, { code: 'no_pending_change' });
    if (now < request.confirmable_at) {
      throw new AppError(
        409,
        'rgCoolingOff',
        { at: request.confirmable_at.toISOString() },
        { code: 'cooling_off', confirmable_at: request.confirmable_at.toISOString() },
      );
    }
    const current = await currentAmount(client, playerId, kind, period);
    if (request.new_amount === null) {
      await client.query(
        'DELETE FROM rg_limits WHERE player_id = $1 AND kind = $2 AND period = $3',
        [playerId, kind, period],
      );
    } else {
      await client.query(
        'UPDATE rg_limits SET amount = $4, updated_at = $5 WHERE player_id = $1 AND kind = $2 AND period = $3',
        [playerId, kind, period, request.new_amount, now],
      );
    }
    await client.query(
      `UPDATE rg_limit_requests SET closed_at = $2, outcome = 'confirmed' WHERE id = $1`,
      [request.id, now],
    );
    await recordChange(client, {
      playerId,
      actor,
      at: now,
      subject: subjectOf(kind, period),
      oldValue: shown(current),
      newValue: shown(request.new_amount),
      effectiveAt: now,
    });
  });
}

async function currentAmount(
  client: DbClient,
  playerId: number,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<number | null> {
  const { rows } = await client.query<{ amount: number }>(
    'SELECT amount::float8 AS amount FROM rg_limits WHERE player_id = $1 AND kind = $2 AND period = $3',
    [playerId, kind, period],
  );
  return rows[0]?.amount ?? null;
}

async function closeOpenRequest(
  client: DbClient,
  playerId: number,
  kind: LimitKind,
  period: LimitPeriod,
  outcome: 'cancelled' | 'replaced',
  now: Date,
): Promise<void> {
  await client.query(
    `UPDATE rg_limit_requests SET closed_at = $4, outcome = $5
      WHERE player_id = $1 AND kind = $2 AND period = $3 AND closed_at IS NULL`,
    [playerId, kind, period, now, outcome],
  );
}

/**
 * Why a deposit of `amount` at `now` is refused by the player's deposit limits: the strictest
 * one's remaining room; null when it passes. The caller holds the player's payments lock.
 */
export async function depositLimitRefusal(
  client: DbClient,
  playerId: number,
  amount: number,
  now: Date,
): Promise<AppError | null> {
  const { rows } = await client.query<{ remaining: number }>(
    `SELECT min(greatest(l.amount - rg_used($1, 'deposit', $2::timestamptz - rg_window(l.period), $2), 0))::float8
            AS remaining
       FROM rg_limits l WHERE l.player_id = $1 AND l.kind = 'deposit'`,
    [playerId, now],
  );
  const remaining = rows[0]?.remaining ?? null;
  if (remaining === null || amount <= remaining) return null;
  return new AppError(
    422,
    'rgDepositLimit',
    { limit: tnd(remaining) },
    { code: 'rg_deposit_limit', limit: remaining },
  );
}
