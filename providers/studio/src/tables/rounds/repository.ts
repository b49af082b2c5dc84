/** The shared table rounds, their bets and settlements in the studio's database. */
import type { PoolClient } from 'pg';
import type { TableFamily } from '../../catalogue/games';
import type { Db } from '../../db/database';
import type { TableBet } from './rules';

export interface TableRound {
  id: number;
  family: TableFamily;
  stream: string;
  phase: 'betting' | 'drawing' | 'result';
  betting_ends_at: Date;
  server_seed: string;
  commitment: string;
  client_seed: string;
  outcome: unknown;
  draw_at: Date | null;
  result_at: Date | null;
}

export interface TableSettlement {
  round_id: number;
  player_id: number;
  win: number;
  wallet_token: string;
}

export const TABLES_CHANNEL = 'studio_tables';
const COLUMNS =
  'id::int, family, stream, phase, betting_ends_at, server_seed, commitment, client_seed, outcome, draw_at, result_at';

export interface TableEvent {
  family: TableFamily;
  stream: string;
  round: number;
  event: 'betting' | 'drawing' | 'result' | 'settled';
}

export async function notifyTables(db: Db, payload: TableEvent): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [TABLES_CHANNEL, JSON.stringify(payload)]);
}

export async function latestTableRound(
  db: Db,
  family: TableFamily,
  stream: string,
): Promise<TableRound | undefined> {
  const { rows } = await db.query<TableRound>(
    `SELECT ${COLUMNS} FROM table_rounds WHERE family = $1 AND stream = $2 ORDER BY id DESC LIMIT 1`,
    [family, stream],
  );
  return rows[0];
}

export async function tableRoundById(db: Db, id: number): Promise<TableRound | undefined> {
  const { rows } = await db.query<TableRound>(`SELECT ${COLUMNS} FROM table_rounds WHERE id = $1`, [
    id,
  ]);
  return rows[0];
}

/** Finished rounds, newest first (their seeds are public from the result on). */
export async function finishedTableRounds(
  db: Db,
  filter: { family?: TableFamily; stream?: string; before?: number; limit: number },
): Promise<TableRound[]> {
  const { rows } = await db.query<TableRound>(
    `SELECT ${COLUMNS} FROM table_rounds
      WHERE phase = 'result' AND ($1::text IS NULL OR family = $1) AND ($2::text IS NULL OR stream = $2)
        AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $4`,
    [filter.family ?? null, filter.stream ?? null, filter.before ?? null, filter.limit],
  );
  return rows;
}

export async function openTableRound(
  db: Db,
  round: {
    family: TableFamily;
    stream: string;
    bettingEndsAt: Date;
    serverSeed: string;
    commitment: string;
    clientSeed: string;
  },
): Promise<TableRound> {
  const { rows } = await db.query<TableRound>(
    `INSERT INTO table_rounds (family, stream, phase, betting_ends_at, server_seed, commitment, client_seed)
     VALUES ($1, $2, 'betting', $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      round.family,
      round.stream,
      round.bettingEndsAt,
      round.serverSeed,
      round.commitment,
      round.clientSeed,
    ],
  );
  return rows[0]!;
}

/** Betting closes and the outcome (drawn from the committed seed) is kept until the result. */
export async function drawTableRound(
  db: Db,
  id: number,
  outcome: unknown,
  drawAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE table_rounds SET phase = 'drawing', outcome = $2, draw_at = $3 WHERE id = $1 AND phase = 'betting'`,
    [id, JSON.stringify(outcome), drawAt],
  );
}

/**
 * Shows the result and fixes every player's win from their placed bets, in one transaction: a
 * bet the wallet confirms later finds the round decided and is rolled back instead of played.
 */
export async function finishTableRound(
  db: Db,
  id: number,
  resultAt: Date,
  winOf: (bets: TableBet[], outcome: unknown) => number,
): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const { rows: rounds } = await client.query<{ outcome: unknown }>(
      `UPDATE table_rounds SET phase = 'result', result_at = $2 WHERE id = $1 AND phase = 'drawing' RETURNING outcome`,
      [id, resultAt],
    );
    if (rounds[0]) {
      const { rows: bets } = await client.query<
        TableBet & { player_id: number; session_id: string }
      >(
        `SELECT player_id::int, session_id, game_id::int AS "gameId", kind, amount::int
           FROM table_bets WHERE round_id = $1 AND status = 'placed' ORDER BY id`,
        [id],
      );
      const byPlayer = new Map<number, { session: string; bets: TableBet[] }>();
      for (const bet of bets) {
        const entry = byPlayer.get(bet.player_id) ?? { session: bet.session_id, bets: [] };
        entry.bets.push({ gameId: bet.gameId, kind: bet.kind, amount: bet.amount });
        byPlayer.set(bet.player_id, entry);
      }
      for (const [player, entry] of byPlayer)
        await client.query(
          'INSERT INTO table_settlements (round_id, player_id, session_id, win) VALUES ($1, $2, $3, $4)',
          [id, player, entry.session, winOf(entry.bets, rounds[0].outcome)],
        );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A pending bet in a round still taking bets, unless the player already has `maxBets` in it. The
 * count and the insert run under a lock of the player's part of the round, so bets racing over
 * several sockets or sessions never pass the cap.
 */
export async function insertTableBet(
  db: Db,
  bet: TableBet & { roundId: number; sessionId: string; playerId: number },
  maxBets: number,
): Promise<{ id: number } | 'betting_closed' | 'too_many_bets'> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `table-bets:${bet.roundId}:${bet.playerId}`,
    ]);
    if ((await countPlayerBets(client, bet.roundId, bet.playerId)) >= maxBets) {
      await client.query('ROLLBACK');
      return 'too_many_bets';
    }
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO table_bets (round_id, session_id, player_id, game_id, kind, amount, status)
       SELECT $1, $2, $3, $4, $5, $6, 'pending' FROM table_rounds
        WHERE id = $1 AND phase = 'betting' AND betting_ends_at > now()
       RETURNING id::int`,
      [bet.roundId, bet.sessionId, bet.playerId, bet.gameId, bet.kind, bet.amount],
    );
    await client.query('COMMIT');
    return rows[0] ?? 'betting_closed';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function countPlayerBets(client: PoolClient, roundId: number, playerId: number) {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM table_bets WHERE round_id = $1 AND player_id = $2 AND status IN ('pending', 'placed')`,
    [roundId, playerId],
  );
  return rows[0]!.n;
}

/** A pending bet becomes placed unless its round's result is already fixed. */
export async function confirmTableBet(db: Db, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    // FOR SHARE waits for a finishing round's transaction, so the phase read here is final.
    `UPDATE table_bets b SET status = 'placed'
      WHERE b.id = $1 AND b.status = 'pending'
        AND (SELECT phase FROM table_rounds r WHERE r.id = b.round_id FOR SHARE) <> 'result'`,
    [id],
  );
  return rowCount === 1;
}

export async function setTableBetStatus(
  db: Db,
  id: number,
  status: 'refused' | 'rolled_back',
): Promise<void> {
  await db.query('UPDATE table_bets SET status = $2 WHERE id = $1', [id, status]);
}

export async function pendingTableBets(
  db: Db,
  olderThanSeconds: number,
): Promise<Array<{ id: number; round_id: number; wallet_token: string }>> {
  const { rows } = await db.query<{ id: number; round_id: number; wallet_token: string }>(
    `SELECT b.id::int, b.round_id::int, s.wallet_token FROM table_bets b JOIN sessions s ON s.id = b.session_id
      WHERE b.status = 'pending' AND b.created_at < now() - make_interval(secs => $1) LIMIT 500`,
    [olderThanSeconds],
  );
  return rows;
}

export async function unsettledTables(db: Db, roundId?: number): Promise<TableSettlement[]> {
  const { rows } = await db.query<TableSettlement>(
    `SELECT t.round_id::int, t.player_id::int, t.win::int, s.wallet_token
       FROM table_settlements t JOIN sessions s ON s.id = t.session_id
      WHERE NOT t.settled AND ($1::bigint IS NULL OR t.round_id = $1) ORDER BY t.round_id LIMIT 500`,
    [roundId ?? null],
  );
  return rows;
}

export async function markTableSettlement(db: Db, roundId: number, playerId: number) {
  await db.query(
    'UPDATE table_settlements SET settled = true WHERE round_id = $1 AND player_id = $2',
    [roundId, playerId],
  );
}

/** The family and stream of a round (the settled notice names them). */
export async function roundStreams(
  db: Db,
  ids: number[],
): Promise<Array<{ id: number; family: TableFamily; stream: string }>> {
  const { rows } = await db.query<{ id: number; family: TableFamily; stream: string }>(
    'SELECT id::int, family, stream FROM table_rounds WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return rows;
}
