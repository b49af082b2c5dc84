/**
 * The rounds and stakes of a per-player table (blackjack, Casino Hold'em) in the studio's
 * database: one `<game>_rounds` and one `<game>_stakes` table each (migrations/0009_blackjack.sql,
 * 0011_poker.sql), the same columns but for the game's own amounts. The table and column names
 * are the game's constants, never input.
 */
import type { Db } from '../../db/database';

export type RoundStatus =
  'ready' | 'betting' | 'playing' | 'finished' | 'settled' | 'refused' | 'void';

/** The columns every per-player round has; a game adds its amounts (`bet`, `ante`, …). */
export interface PerPlayerRound<State> {
  id: number;
  session_id: string;
  player_id: number;
  game_id: number;
  server_seed: string;
  commitment: string;
  client_seed: string | null;
  status: RoundStatus;
  state: State | null;
  win: number | null;
  wallet_token: string;
}

export interface StakeRow<Kind extends string = string> {
  id: number;
  round_id: number;
  kind: Kind;
  status: string;
  wallet_token: string;
}

export interface PerPlayerTables {
  /** `blackjack_rounds`; its stakes are in `<prefix>_stakes`. */
  rounds: string;
  stakes: string;
  /** The game's amount columns, in the order `startBetting` receives them. */
  amountColumns: readonly string[];
  /** Whether a round holds at most one live stake of each kind (a unique index on the table). */
  oneStakePerKind: boolean;
}

export type PerPlayerRepository<
  State,
  Round extends PerPlayerRound<State>,
  Kind extends string,
> = ReturnType<typeof perPlayerRepository<State, Round, Kind>>;

export function perPlayerRepository<
  State,
  Round extends PerPlayerRound<State>,
  Kind extends string,
>(tables: PerPlayerTables) {
  const { rounds, stakes, amountColumns } = tables;
  const amounts = amountColumns.map((column) => `r.${column}::int`).join(', ');
  const ROUND = `SELECT r.id::int, r.session_id, r.player_id::int, r.game_id, r.server_seed,
    r.commitment, r.client_seed, r.status, ${amounts}, r.state, r.win::int, s.wallet_token
    FROM ${rounds} r JOIN sessions s ON s.id = r.session_id`;
  const STAKE = `SELECT k.id::int, k.round_id::int, k.kind, k.status, s.wallet_token
    FROM ${stakes} k JOIN ${rounds} r ON r.id = k.round_id JOIN sessions s ON s.id = r.session_id`;
  const onConflict = tables.oneStakePerKind
    ? `ON CONFLICT (round_id, kind) WHERE status IN ('pending', 'placed') DO NOTHING`
    : '';

  return {
    /** The player's round at this table that is not decided yet (ready, betting or playing). */
    async openRound(db: Db, playerId: number, gameId: number): Promise<Round | undefined> {
      const { rows } = await db.query<Round>(
        `${ROUND} WHERE r.player_id = $1 AND r.game_id = $2
          AND r.status IN ('ready', 'betting', 'playing')`,
        [playerId, gameId],
      );
      return rows[0];
    },

    async roundById(db: Db, id: number): Promise<Round | undefined> {
      const { rows } = await db.query<Round>(`${ROUND} WHERE r.id = $1`, [id]);
      return rows[0];
    },

    /** The player's last finished round at this table (its seed revealed). */
    async lastFinishedRound(db: Db, playerId: number, gameId: number): Promise<Round | undefined> {
      const { rows } = await db.query<Round>(
        `${ROUND} WHERE r.player_id = $1 AND r.game_id = $2 AND r.status IN ('finished', 'settled')
          ORDER BY r.id DESC LIMIT 1`,
        [playerId, gameId],
      );
      return rows[0];
    },

    /** A ready round with its seed, unless one is open already (the unique index decides). */
    async insertReadyRound(
      db: Db,
      round: {
        sessionId: string;
        playerId: number;
        gameId: number;
        seed: string;
        commitment: string;
      },
    ): Promise<void> {
      await db.query(
        `INSERT INTO ${rounds} (session_id, player_id, game_id, server_seed, commitment, status)
         VALUES ($1, $2, $3, $4, $5, 'ready') ON CONFLICT DO NOTHING`,
        [round.sessionId, round.playerId, round.gameId, round.seed, round.commitment],
      );
    },

    /** The ready round becomes this deal's, once: a second deal racing it finds none. */
    async startBetting(
      db: Db,
      input: { roundId: number; sessionId: string; clientSeed: string; amounts: number[] },
    ): Promise<boolean> {
      const set = amountColumns.map((column, i) => `${column} = $${i + 4}`).join(', ');
      const { rowCount } = await db.query(
        `UPDATE ${rounds} SET status = 'betting', session_id = $2, client_seed = $3, ${set},
            updated_at = now()
          WHERE id = $1 AND status = 'ready'`,
        [input.roundId, input.sessionId, input.clientSeed, ...input.amounts],
      );
      return rowCount === 1;
    },

    async saveRound(
      db: Db,
      id: number,
      from: RoundStatus[],
      update: { status: RoundStatus; state?: State; win?: number },
    ): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE ${rounds} SET status = $3, state = COALESCE($4, state), win = COALESCE($5, win),
            updated_at = now()
          WHERE id = $1 AND status = ANY($2)`,
        [
          id,
          from,
          update.status,
          update.state ? JSON.stringify(update.state) : null,
          update.win ?? null,
        ],
      );
      return rowCount === 1;
    },

    /** The stake's row before its wallet call; undefined when the round may not take it. */
    async insertStake(
      db: Db,
      stake: { roundId: number; kind: Kind; amount: number },
    ): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO ${stakes} (round_id, kind, amount, status) VALUES ($1, $2, $3, 'pending')
           ${onConflict} RETURNING id::int`,
        [stake.roundId, stake.kind, stake.amount],
      );
      return rows[0]?.id;
    },

    /** A stake's wallet answer; a stake the wallet rolled back stays rolled back. */
    async setStakeStatus(
      db: Db,
      id: number,
      status: 'placed' | 'refused' | 'rolled_back',
    ): Promise<void> {
      await db.query(
        `UPDATE ${stakes} SET status = $2 WHERE id = $1 AND status IN ('pending', 'placed')`,
        [id, status],
      );
    },

    async stakesOf(db: Db, roundId: number): Promise<Array<StakeRow<Kind>>> {
      const { rows } = await db.query<StakeRow<Kind>>(
        `${STAKE} WHERE k.round_id = $1 ORDER BY k.id`,
        [roundId],
      );
      return rows;
    },

    async staleStakes(db: Db, olderThanSeconds: number): Promise<Array<StakeRow<Kind>>> {
      const { rows } = await db.query<StakeRow<Kind>>(
        `${STAKE} WHERE k.status = 'pending' AND k.created_at < now() - make_interval(secs => $1)
          LIMIT 200`,
        [olderThanSeconds],
      );
      return rows;
    },

    async roundsIn(db: Db, status: RoundStatus, olderThanSeconds: number): Promise<Round[]> {
      const { rows } = await db.query<Round>(
        `${ROUND} WHERE r.status = $1 AND r.updated_at < now() - make_interval(secs => $2)
          ORDER BY r.id LIMIT 200`,
        [status, olderThanSeconds],
      );
      return rows;
    },
  };
}
