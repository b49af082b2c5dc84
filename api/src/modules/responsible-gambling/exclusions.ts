/**
 * Time-outs and self-exclusions (docs/responsible-gambling.md). Both take effect at once: every
 * session of the player ends in the same transaction, and login, deposits and bets are refused
 * while one is in force; withdrawals stay open. Nothing shortens one: a time-out ends at its term,
 * a self-exclusion only after its term, the player's request and a 24-hour cooling-off; a
 * permanent one only by the operator (with its reason recorded).
 */
import type { Db, DbClient } from '../../db/pool';
import { inTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { revokeAllSessions } from '../players/repository';
import { lockPlayerMoney, recordChange } from './changes';
import {
  COOLING_OFF_MS,
  DURATION_INTERVALS,
  kindOfDuration,
  type ExclusionDuration,
  type ExclusionKind,
} from './rules';
import { refundOpenPrematchBets } from './sport-refunds';

export interface ExclusionRow {
  id: number;
  player_id: number;
  kind: ExclusionKind;
  duration: ExclusionDuration;
  started_at: Date;
  ends_at: Date | null;
  end_requested_at: Date | null;
  end_effective_at: Date | null;
}

export interface ExclusionView {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  started_at: string;
  ends_at: string | null;
  end_requested_at: string | null;
  end_effective_at: string | null;
}

export function exclusionView(row: ExclusionRow): ExclusionView {
  return {
    kind: row.kind,
    duration: row.duration,
    started_at: row.started_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    end_requested_at: row.end_requested_at?.toISOString() ?? null,
    end_effective_at: row.end_effective_at?.toISOString() ?? null,
  };
}

export async function exclusionInForce(
  db: Db | DbClient,
  playerId: number,
  now: Date,
): Promise<ExclusionRow | null> {
  const { rows } = await db.query<ExclusionRow>(
    `SELECT id::int, player_id::int, kind, duration, started_at, ends_at, end_requested_at, end_effective_at
       FROM rg_exclusion_in_force($1, $2) WHERE id IS NOT NULL`,
    [playerId, now],
  );
  return rows[0] ?? null;
}

/** Whether the end of this self-exclusion may be asked now: its term passed, not asked yet. */
export function endRequestable(exclusion: ExclusionRow, now: Date): boolean {
  return (
    exclusion.kind === 'self_exclusion' &&
    exclusion.end_requested_at === null &&
    exclusion.ends_at !== null &&
    exclusion.ends_at <= now
  );
}

/** The refusal a player in an exclusion gets at login and at a deposit: 403, with the end date. */
export function exclusionError(exclusion: ExclusionRow, now: Date): AppError {
  const until = exclusion.ends_at?.toISOString() ?? null;
  const key =
    exclusion.kind === 'timeout'
      ? 'rgTimedOut'
      : until === null
        ? 'rgSelfExcludedPermanently'
        : 'rgSelfExcluded';
  return new AppError(
    403,
    key,
    { until: until ?? '' },
    {
      code: 'player_excluded',
      exclusion: exclusion.kind,
      until,
      end_requestable: endRequestable(exclusion, now),
    },
  );
}

export interface StartExclusion {
  playerId: number;
  duration: ExclusionDuration;
  actor: string;
  now: Date;
}

/**
 * Starts a time-out or self-exclusion. One already in force is only ever lengthened: a new one
 * that would end sooner is refused, so choosing again cannot shorten it.
 */
export async function startExclusion(db: Db, input: StartExclusion): Promise<ExclusionRow> {
  const { playerId, duration, actor, now } = input;
  const kind = kindOfDuration(duration);
  return inTransaction(db, async (client) => {
    await lockPlayerMoney(client, playerId);
    const current = await exclusionInForce(client, playerId, now);
    const { rows } = await client.query<ExclusionRow>(
      `INSERT INTO rg_exclusions (player_id, kind, duration, started_at, ends_at)
       VALUES ($1, $2, $3, $4, $4::timestamptz + $5::interval)
       RETURNING id::int, player_id::int, kind, duration, started_at, ends_at, end_requested_at, end_effective_at`,
      [playerId, kind, duration, now, DURATION_INTERVALS[duration]],
    );
    const started = rows[0]!;
    if (current && !endsLater(started, current))
      throw new AppError(409, 'rgAlreadyExcluded', {}, { code: 'already_excluded' });
    await recordChange(client, {
      playerId,
      actor,
      at: now,
      subject: `exclusion:${kind}`,
      oldValue: current ? `${current.kind}:${current.duration}` : null,
      newValue: `${kind}:${duration}`,
      effectiveAt: now,
    });
    await revokeAllSessions(client, playerId);
    await refundOpenPrematchBets(client, playerId, now);
    return started;
  });
}

function endsLater(next: ExclusionRow, current: ExclusionRow): boolean {
  if (next.ends_at === null) return current.ends_at !== null || current.kind === 'timeout';
  if (current.ends_at === null) return false;
  return next.ends_at > current.ends_at;
}

/**
 * The player's request to end a self-exclusion whose term has passed: it ends 24 hours later.
 * Asked again, it answers the same end (the cooling-off is not restarted, nor shortened).
 */
export async function requestExclusionEnd(
  db: Db,
  playerId: number,
  now: Date,
): Promise<ExclusionRow> {
  return inTransaction(db, async (client) => {
    await lockPlayerMoney(client, playerId);
    const current = await exclusionInForce(client, playerId, now);
    if (!current || current.kind !== 'self_exclusion' || current.ends_at === null)
      throw new AppError(409, 'rgEndImpossible', {}, { code: 'no_end_requestable' });
    if (current.ends_at > now)
      throw new AppError(
        409,
        'rgEndNotYet',
        { until: current.ends_at.toISOString() },
        { code: 'exclusion_running', until: current.ends_at.toISOString() },
      );
    if (current.end_requested_at) return current;
    const effective = new Date(now.getTime() + COOLING_OFF_MS);
    const { rows } = await client.query<ExclusionRow>(
      `UPDATE rg_exclusions SET end_requested_at = $2, end_effective_at = $3 WHERE id = $1
       RETURNING id::int, player_id::int, kind, duration, started_at, ends_at, end_requested_at, end_effective_at`,
      [current.id, now, effective],
    );
    await recordChange(client, {
      playerId,
      actor: 'player',
      at: now,
      subject: 'exclusion:self_exclusion:end',
      oldValue: `self_exclusion:${current.duration}`,
      newValue: null,
      effectiveAt: effective,
    });
    return rows[0]!;
  });
}

/** The operator ends the exclusion in force now (the CLI); the reason is recorded. */
export async function endExclusionByOperator(
  db: Db,
  input: { playerId: number; operator: string; reason: string; now: Date },
): Promise<ExclusionRow | null> {
  const { playerId, operator, reason, now } = input;
  return inTransaction(db, async (client) => {
    await lockPlayerMoney(client, playerId);
    const current = await exclusionInForce(client, playerId, now);
    if (!current) return null;
    await client.query('UPDATE rg_exclusions SET ended_at = $2, ended_by = $3 WHERE id = $1', [
      current.id,
      now,
      `operator:${operator}: ${reason}`,
    ]);
    await recordChange(client, {
      playerId,
      actor: `operator:${operator}`,
      at: now,
      subject: `exclusion:${current.kind}:end`,
      oldValue: `${current.kind}:${current.duration}`,
      newValue: `ended: ${reason}`,
      effectiveAt: now,
    });
    return current;
  });
}

export interface ListedExclusion extends ExclusionRow {
  username: string;
}

/** Exclusions in force at `now` (or all ever taken), newest first. */
export async function listExclusions(db: Db, now: Date, all = false): Promise<ListedExclusion[]> {
  const { rows } = await db.query<ListedExclusion>(
    `SELECT e.id::int, e.player_id::int, p.username, e.kind, e.duration, e.started_at, e.ends_at,
            e.end_requested_at, e.end_effective_at
       FROM rg_exclusions e JOIN players p ON p.id = e.player_id
      WHERE $2 OR (e.ended_at IS NULL AND e.id = (SELECT id FROM rg_exclusion_in_force(e.player_id, $1)))
      ORDER BY e.started_at DESC, e.id DESC`,
    [now, all],
  );
  return rows;
}
