/**
 * Balance announcements against real PostgreSQL: a money transaction itself sends no notification
 * (a NOTIFY would make every money commit wait for the one before it to be durable); the wallet
 * announces each movement once it has committed, once per player, and never a replayed or refused
 * one.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { openRedeemedSession } from '../launch/repository';
import {
  addPlayer,
  createTestContext,
  testDatabaseUrl,
  type TestContext,
} from '../../test/harness';
import { announceBalances } from './announce';
import { deposit, placeBet, settleWin } from './service';

let t: TestContext;
let listener: pg.Client;
let heard: string[] = [];

beforeAll(async () => {
  t = await createTestContext({}, 6);
  listener = new pg.Client({ connectionString: testDatabaseUrl(t.database, 'api') });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === 'player_balance') heard.push(message.payload ?? '');
  });
  await listener.query('LISTEN player_balance');
});
afterAll(async () => {
  await listener.end();
  await t.close();
});
beforeEach(() => {
  heard = [];
});

/** What arrived within a moment (notifications come at commit, in a few milliseconds). */
async function settled(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [...heard].sort();
}

async function session(playerId: number) {
  return (
    await openRedeemedSession(t.db, { playerId, provider: 'studio', gameId: 1001, minutes: 60 })
  ).tokenHash;
}

describe('balance announcements', () => {
  it('a ledger movement made outside the wallet service sends no notification of its own', async () => {
    const id = await addPlayer(t.db, 'quiet', 0);
    await t.db.query(
      `SELECT wallet_transfer('operator', 'quiet-1', 'deposit', 'h', $1, 'house:bank', 'cash', 5000)`,
      [id],
    );
    const { rows } = await t.db.query<{ balance: number }>(
      `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'cash'`,
      [id],
    );
    expect(rows[0]!.balance).toBe(5000);
    expect(await settled()).toEqual([]);
  });

  it('announces each movement of the service once it has committed, never a replayed one', async () => {
    const ana = await addPlayer(t.db, 'announce-ana', 10_000);
    const ben = await addPlayer(t.db, 'announce-ben', 10_000);
    await settled();
    heard = [];
    const first = await deposit(t.db, ana, 1_000, 'announce-deposit');
    expect(first.status).toBe('ok');
    // Announced before the answer: the notification is on its way as the caller resumes.
    expect(await settled()).toEqual([String(ana)]);

    heard = [];
    const again = await deposit(t.db, ana, 1_000, 'announce-deposit');
    expect(again.replayed).toBe(true);
    expect(await settled()).toEqual([]);

    // Bets of two players: each player is announced (once per batch their bets were in).
    const [anaToken, benToken] = [await session(ana), await session(ben)];
    const bets = await Promise.all([
      placeBet(t.db, {
        source: 'studio',
        reference: 'a1',
        round: 'ra',
        amount: 100,
        tokenHash: anaToken,
      }),
      placeBet(t.db, {
        source: 'studio',
        reference: 'b1',
        round: 'rb',
        amount: 100,
        tokenHash: benToken,
      }),
      placeBet(t.db, {
        source: 'studio',
        reference: 'b2',
        round: 'rb',
        amount: 100,
        tokenHash: benToken,
      }),
    ]);
    expect(bets.map((b) => b.status)).toEqual(['ok', 'ok', 'ok']);
    const afterBets = await settled();
    expect([...new Set(afterBets)]).toEqual([String(ana), String(ben)].sort());
    expect(afterBets.length).toBeLessThanOrEqual(3);

    // A refused movement moved nothing and announces nothing.
    heard = [];
    const refused = await placeBet(t.db, {
      source: 'studio',
      reference: 'a2',
      round: 'ra',
      amount: 1_000_000,
      tokenHash: anaToken,
    });
    expect(refused.status).toBe('insufficient_funds');
    const win = await settleWin(t.db, {
      source: 'studio',
      reference: 'a1-win',
      round: 'ra',
      amount: 300,
      closeRound: true,
      tokenHash: anaToken,
    });
    expect(win.status).toBe('ok');
    expect(await settled()).toEqual([String(ana)]);
  });

  it('an announcement commits without waiting for the disk, and names no one for an unknown token', async () => {
    const client = await t.db.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT announce_player_balances($1, $2)', [[], [Buffer.alloc(32)]]);
      const { rows } = await client.query<{ synchronous_commit: string }>(
        'SHOW synchronous_commit',
      );
      expect(rows[0]!.synchronous_commit).toBe('off');
      await client.query('COMMIT');
      // Outside it, the connection is back to durable commits.
      const after = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      expect(after.rows[0]!.synchronous_commit).toBe('on');
    } finally {
      client.release();
    }
    await announceBalances(t.db, { players: [] });
    expect(await settled()).toEqual([]);
  });
});
