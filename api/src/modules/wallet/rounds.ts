/** Operator-side round helpers (CLI, seed, tests) that go through the real wallet functions. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/pool';
import { openRedeemedSession, type WalletProvider } from '../launch/repository';
import { placeBet, settleWin, type WalletResult } from './service';

export async function openRound(
  db: Db,
  input: { playerId: number; gameId: number | null; amount: number; provider?: WalletProvider },
): Promise<{ round: string; result: WalletResult }> {
  const provider = input.provider ?? 'studio';
  const session = await openRedeemedSession(db, {
    playerId: input.playerId,
    provider,
    gameId: input.gameId,
    minutes: 60,
  });
  const round = `round-${randomUUID()}`;
  const result = await placeBet(db, {
    source: provider,
    reference: `bet-${randomUUID()}`,
    round,
    amount: input.amount,
    tokenHash: session.tokenHash,
  });
  return { round, result };
}

/** Bet and settle in one go: the demo seed's way of leaving realistic history. */
export async function playRound(
  db: Db,
  input: {
    playerId: number;
    gameId: number | null;
    bet: number;
    win: number;
    provider?: WalletProvider;
  },
): Promise<WalletResult> {
  const provider = input.provider ?? 'studio';
  const session = await openRedeemedSession(db, {
    playerId: input.playerId,
    provider,
    gameId: input.gameId,
    minutes: 60,
  });
  const round = `round-${randomUUID()}`;
  const bet = await placeBet(db, {
    source: provider,
    reference: `bet-${randomUUID()}`,
    round,
    amount: input.bet,
    tokenHash: session.tokenHash,
  });
  if (bet.status !== 'ok') return bet;
  return settleWin(db, {
    source: provider,
    reference: `win-${randomUUID()}`,
    round,
    amount: input.win,
    closeRound: true,
    tokenHash: session.tokenHash,
  });
}

/** Settles every open round of the player with no win (a loss). */
export async function settleOpenRounds(db: Db, playerId: number): Promise<number> {
  const { rows } = await db.query<{ source: WalletProvider; round_ref: string }>(
    `SELECT source, round_ref FROM game_rounds WHERE player_id = $1 AND status = 'open'`,
    [playerId],
  );
  for (const row of rows) {
    const session = await openRedeemedSession(db, {
      playerId,
      provider: row.source,
      gameId: null,
      minutes: 5,
    });
    await settleWin(db, {
      source: row.source,
      reference: `settle-${randomUUID()}`,
      round: row.round_ref,
      amount: 0,
      closeRound: true,
      tokenHash: session.tokenHash,
    });
  }
  return rows.length;
}
