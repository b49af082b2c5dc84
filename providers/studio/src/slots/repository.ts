import type { Db } from '../db/database';

export type RoundStatus = 'pending' | 'refused' | 'bet_placed' | 'settled' | 'rolled_back';

export interface SlotRoundRow {
  id: string;
  session_id: string;
  player_id: number;
  game_id: number;
  model: string;
  bet: number;
  win: number;
  outcome: unknown;
  status: RoundStatus;
  balance: number | null;
  wallet_token: string;
}

export async function insertRound(
  db: Db,
  round: {
    id: string;
    sessionId: string;
    playerId: number;
    gameId: number;
    model: string;
    bet: number;
    win: number;
    outcome: unknown;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO slot_rounds (id, session_id, player_id, game_id, model, bet, win, outcome, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending')`,
    [
      round.id,
      round.sessionId,
      round.playerId,
      round.gameId,
      round.model,
      round.bet,
      round.win,
      JSON.stringify(round.outcome),
    ],
  );
}

export async function markRound(
  db: Db,
  id: string,
  status: RoundStatus,
  extra: { balance?: number; refusal?: string } = {},
): Promise<void> {
  await db.query(
    `UPDATE slot_rounds SET status = $2, balance = COALESCE($3, balance), refusal = COALESCE($4, refusal), updated_at = now() WHERE id = $1`,
    [id, status, extra.balance ?? null, extra.refusal ?? null],
  );
}

const SELECT = `SELECT r.id, r.session_id, r.player_id::int AS player_id, r.game_id, r.model, r.bet::int AS bet, r.win::int AS win,
                       r.outcome, r.status, r.balance::int AS balance, s.wallet_token
                  FROM slot_rounds r JOIN sessions s ON s.id = r.session_id`;

/** Rounds whose bet or win got no answer, untouched for `seconds`: the recovery job's work. */
export async function unfinishedRounds(db: Db, seconds: number): Promise<SlotRoundRow[]> {
  const { rows } = await db.query<SlotRoundRow>(
    `${SELECT} WHERE r.status IN ('pending', 'bet_placed') AND r.updated_at < now() - make_interval(secs => $1) ORDER BY r.created_at LIMIT 500`,
    [seconds],
  );
  return rows;
}

export async function lastRound(db: Db, sessionId: string): Promise<SlotRoundRow | undefined> {
  const { rows } = await db.query<SlotRoundRow>(
    `${SELECT} WHERE r.session_id = $1 AND r.status <> 'refused' ORDER BY r.created_at DESC LIMIT 1`,
    [sessionId],
  );
  return rows[0];
}

export async function findRound(db: Db, id: string): Promise<SlotRoundRow | undefined> {
  const { rows } = await db.query<SlotRoundRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0];
}

/** The pools a round's bet made hit (each paid apart through the wallet's `jackpot` call). */
export async function addRoundJackpot(db: Db, id: string, jackpot: unknown): Promise<void> {
  await db.query('UPDATE slot_rounds SET jackpot = $2, updated_at = now() WHERE id = $1', [
    id,
    JSON.stringify(jackpot),
  ]);
}
