import type { Db } from '../../db/pool';

export async function favouriteIds(db: Db, playerId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ game_id: number }>(
    'SELECT game_id FROM favourites WHERE player_id = $1',
    [playerId],
  );
  return new Set(rows.map((r) => r.game_id));
}

/** Flips the favourite flag in one statement; answers the new flag. */
export async function toggleFavourite(db: Db, playerId: number, gameId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH removed AS (DELETE FROM favourites WHERE player_id = $1 AND game_id = $2 RETURNING 1)
     INSERT INTO favourites (player_id, game_id)
     SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM removed)
     ON CONFLICT DO NOTHING`,
    [playerId, gameId],
  );
  return (rowCount ?? 0) > 0;
}
