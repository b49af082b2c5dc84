/**
 * Group commit: the queue's behaviour (unit, with a stand-in pool), the batch function's answers
 * against real PostgreSQL, and the number of batches in flight adapting to what real PostgreSQL
 * measures when its flush, or its work, is made slow on purpose.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createPool, type Db } from '../../db/pool';
import { openRedeemedSession } from '../launch/repository';
import { reconcileLedger } from '../audit/reconcile';
import { recordSuiteAudit } from '../audit/suite-figure';
import {
  addPlayer,
  cashOf,
  createTestContext,
  testDatabaseUrl,
  type TestContext,
} from '../../test/harness';
import { BetGroupCommit, type GroupCommitOptions, type QueuedBet } from './group-commit';
import type { InFlightDecision } from './in-flight';
import { placeBet, queuedBet, settleWin, type WalletResult } from './service';

function bet(reference: string, amount = 1_000): QueuedBet {
  return {
    source: 'studio',
    reference,
    round: `r-${reference}`,
    amount,
    tokenHash: Buffer.alloc(32),
    requestHash: 'h',
  };
}

/** A pool whose queries wait until the test answers them. */
function heldPool() {
  const calls: Array<{
    references: string[];
    answer: (results: unknown[]) => void;
    fail: (error: Error) => void;
  }> = [];
  const query = (config: { values: unknown[][] }) =>
    new Promise((resolve, reject) => {
      calls.push({
        references: config.values[1] as string[],
        answer: (results) => resolve({ rows: [{ results, work_ms: 0 }] }),
        fail: reject,
      });
    });
  const db = {
    connect: async () => ({ query, release: () => undefined }),
  } as unknown as Db;
  return { db, calls };
}

/** Lets the queue's end-of-turn dispatch and the answered promises run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('bet group commit (queue)', () => {
  it('sends the bets of one turn together, and those arriving while it is out as the next batch, answering each in order', async () => {
    const { db, calls } = heldPool();
    const group = new BetGroupCommit<string>(db, async () => 'single', {
      inFlight: 1,
      maxBatch: 32,
    });
    const lone = group.submit(bet('a'));
    await tick();
    expect(calls.map((c) => c.references)).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((reference) => group.submit(bet(reference)));
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]!.answer(['answer-a']);
    expect(await lone).toBe('answer-a');
    await tick();
    expect(calls.map((c) => c.references)).toEqual([['a'], ['b', 'c', 'd']]);
    calls[1]!.answer(['answer-b', 'answer-c', 'answer-d']);
    expect(await Promise.all(later)).toEqual(['answer-b', 'answer-c', 'answer-d']);
    expect(group.stats).toEqual({ batches: 2, bets: 4, replayed: 0, leads: 0 });
  });

  it('shares waiting bets evenly among free slots, within the size limit and the number in flight', async () => {
    const { db, calls } = heldPool();
    const group = new BetGroupCommit<string>(db, async () => 'single', {
      inFlight: 2,
      maxBatch: 3,
    });
    const first = ['a', 'b', 'c', 'd'].map((reference) => group.submit(bet(reference)));
    await tick();
    expect(calls.map((c) => c.references)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const rest = ['e', 'f', 'g', 'h', 'i'].map((reference) => group.submit(bet(reference)));
    await tick();
    expect(calls).toHaveLength(2);
    calls[0]!.answer(['a', 'b']);
    await tick();
    expect(calls.map((c) => c.references).slice(2)).toEqual([['e', 'f', 'g']]);
    calls[1]!.answer(['c', 'd']);
    calls[2]!.answer(['e', 'f', 'g']);
    await tick();
    expect(calls.map((c) => c.references).slice(3)).toEqual([['h'], ['i']]);
    calls[3]!.answer(['h']);
    calls[4]!.answer(['i']);
    expect(await Promise.all([...first, ...rest])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
    ]);
  });

  it('sends the first bet after a quiet spell alone to lead the next flush, while more than the minimum is in flight', async () => {
    const { db, calls } = heldPool();
    const group = new BetGroupCommit<string>(db, async () => 'single', {
      minInFlight: 1,
      maxInFlight: 2,
      initialInFlight: 2,
      maxBatch: 32,
    });
    const first = ['a', 'b', 'c', 'd'].map((reference) => group.submit(bet(reference)));
    await tick();
    expect(calls.map((c) => c.references)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const next = ['e', 'f', 'g'].map((reference) => group.submit(bet(reference)));
    await tick();
    // One flush answers both batches: the first bet after it leaves alone, the rest together.
    calls[0]!.answer(['a', 'b']);
    calls[1]!.answer(['c', 'd']);
    await tick();
    expect(calls.map((c) => c.references).slice(2)).toEqual([['e'], ['f', 'g']]);
    calls[2]!.answer(['e']);
    calls[3]!.answer(['f', 'g']);
    expect(await Promise.all([...first, ...next])).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(group.stats).toMatchObject({ batches: 4, bets: 7, leads: 1 });
  });

  it('sends a lead bet at once, before the end of the turn', async () => {
    const { db, calls } = heldPool();
    const group = new BetGroupCommit<string>(db, async () => 'single', {
      minInFlight: 1,
      maxInFlight: 2,
      initialInFlight: 2,
      maxBatch: 32,
    });
    void ['a', 'b', 'c', 'd'].map((reference) => group.submit(bet(reference)));
    await tick();
    calls[0]!.answer(['a', 'b']);
    await tick();
    void group.submit(bet('e'));
    // Sent within the submit itself, not at the end of the turn.
    expect(group.stats).toMatchObject({ batches: 3, leads: 1 });
    void group.submit(bet('f'));
    expect(group.stats.batches).toBe(3);
    await tick();
    expect(calls.map((c) => c.references).slice(2)).toEqual([['e']]);
  });

  it('sends no lead bet at the minimum in flight (a fast disk), nor when turned off', async () => {
    for (const options of [
      { inFlight: 2, maxBatch: 32 },
      { minInFlight: 1, maxInFlight: 2, initialInFlight: 2, maxBatch: 32, leadGapMs: 0 },
    ]) {
      const { db, calls } = heldPool();
      const group = new BetGroupCommit<string>(db, async () => 'single', options);
      void ['a', 'b', 'c', 'd'].map((reference) => group.submit(bet(reference)));
      await tick();
      void ['e', 'f', 'g'].map((reference) => group.submit(bet(reference)));
      await tick();
      calls[0]!.answer(['a', 'b']);
      calls[1]!.answer(['c', 'd']);
      await tick();
      expect(calls.map((c) => c.references).slice(2)).toEqual([['e', 'f'], ['g']]);
      expect(group.stats.leads).toBe(0);
    }
  });

  it('replays the bets of a failed batch one by one, passing on each answer or error', async () => {
    const { db, calls } = heldPool();
    const group = new BetGroupCommit<string>(
      db,
      async (b) => {
        if (b.reference === 'bad') throw new Error('still failing');
        return `single-${b.reference}`;
      },
      { inFlight: 1, maxBatch: 32 },
    );
    const good = group.submit(bet('good'));
    const bad = group.submit(bet('bad'));
    await tick();
    calls[0]!.fail(new Error('deadlock detected'));
    expect(await good).toBe('single-good');
    await expect(bad).rejects.toThrow('still failing');
    expect(group.stats.replayed).toBe(1);
  });
});

describe('bet group commit (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({}, 4);
  });
  afterAll(() => t.close());

  it('answers every bet of one batch on its own: refusals and replays do not undo the others', async () => {
    const player = await addPlayer(t.db, 'batched', 10_000);
    const { tokenHash } = await openRedeemedSession(t.db, {
      playerId: player,
      provider: 'studio',
      gameId: 1001,
      minutes: 60,
    });
    await placeBet(t.db, {
      source: 'studio',
      reference: 'closed-bet',
      round: 'closed',
      amount: 1_000,
      tokenHash,
    });
    await settleWin(t.db, {
      source: 'studio',
      reference: 'closed-win',
      round: 'closed',
      amount: 0,
      closeRound: true,
      tokenHash,
    });
    const before = await cashOf(t.db, player);

    const bets: Array<[reference: string, round: string, amount: number, token: Buffer]> = [
      ['late', 'closed', 500, tokenHash],
      ['b1', 'open', 2_000, tokenHash],
      ['b1', 'open', 2_000, tokenHash],
      ['b2', 'open', 50_000, tokenHash],
      ['b3', 'open', 3_000, Buffer.alloc(32)],
      ['b4', 'open', 1_000, tokenHash],
    ];
    // One turn, one slot: the six bets leave as one batch through the real wallet_bets call.
    const group = new BetGroupCommit<WalletResult>(
      t.db,
      () => Promise.reject(new Error('the batch was expected to succeed as a whole')),
      { inFlight: 1, maxBatch: 32 },
    );
    const results = await Promise.all(
      bets.map(([reference, round, amount, token]) =>
        group.submit(queuedBet({ source: 'studio', reference, round, amount, tokenHash: token })),
      ),
    );
    expect(group.stats).toEqual({ batches: 1, bets: 6, replayed: 0, leads: 0 });
    const [late, b1, b1again, b2, b3, b4] = results;
    expect(late!.status).toBe('round_closed');
    expect(b1).toMatchObject({ status: 'ok', balance: before - 2_000 });
    expect(b1again).toMatchObject({
      status: 'ok',
      transaction_id: b1!.transaction_id,
      balance: before - 2_000,
      replayed: true,
    });
    expect(b2).toMatchObject({ status: 'insufficient_funds', balance: before - 2_000 });
    expect(b3!.status).toBe('invalid_token');
    expect(b4).toMatchObject({ status: 'ok', balance: before - 3_000 });
    expect(await cashOf(t.db, player)).toBe(before - 3_000);
    const entries = await t.db.query<{ sum: number }>(
      `SELECT sum(e.amount)::bigint AS sum FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.player_id = $1 AND a.kind = 'cash'`,
      [player],
    );
    expect(entries.rows[0]!.sum).toBe(before - 3_000);
  });

  it('leaves a ledger the audit passes', async () => {
    const audit = await reconcileLedger(t.db);
    recordSuiteAudit('bet-group-commit', audit);
    expect(audit.checks.map((c) => [c.name, c.breaks])).toEqual(
      audit.checks.map((c) => [c.name, 0]),
    );
    expect(audit.checks.find((c) => c.name === 'balance_chains')!.examined).toBeGreaterThan(0);
  });
});

describe('bet group commit adapts the batches in flight (PostgreSQL)', () => {
  let t: TestContext;
  /** The same database as the superuser, to slow PostgreSQL down on purpose. */
  let admin: Db;
  let clients: Buffer[];
  beforeAll(async () => {
    t = await createTestContext({}, 4);
    const url = new URL(process.env.TEST_PG_ADMIN_URL!);
    url.pathname = `/${t.database}`;
    admin = createPool(url.toString(), 1);
    clients = [];
    for (let i = 0; i < 20; i++) {
      const player = await addPlayer(t.db, `steady${i}`, 100_000_000);
      clients.push(
        (
          await openRedeemedSession(t.db, {
            playerId: player,
            provider: 'studio',
            gameId: 1001,
            minutes: 60,
          })
        ).tokenHash,
      );
    }
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /**
   * 20 clients betting one after another through a group commit on a fresh pool (whose sessions
   * see the database's settings as they are now), until `enough` holds of the decisions so far.
   */
  async function drive(
    options: GroupCommitOptions,
    enough: (decisions: InFlightDecision[], group: BetGroupCommit<WalletResult>) => boolean,
  ) {
    const pool = createPool(testDatabaseUrl(t.database, 'api'), 20);
    const decisions: InFlightDecision[] = [];
    const group = new BetGroupCommit<WalletResult>(
      pool,
      () => Promise.reject(new Error('a batch failed')),
      options,
      (d) => decisions.push(d),
    );
    const deadline = Date.now() + 15_000;
    try {
      await Promise.all(
        clients.map(async (tokenHash, client) => {
          for (let n = 0; !enough(decisions, group) && Date.now() < deadline; n++) {
            const input = {
              source: 'studio',
              reference: `s${client}-${randomUUID()}`,
              round: `s${client}-${n >> 2}`,
              amount: 10,
              tokenHash,
            };
            expect((await group.submit(queuedBet(input))).status).toBe('ok');
          }
        }),
      );
    } finally {
      await pool.end();
    }
    return { decisions, group };
  }

  it("measures a slow flush as most of a batch's latency and starts with more batches in flight", async () => {
    // Every WAL flush of this database's sessions first waits 50 ms: a slow disk, slow enough
    // that the flush stays most of a batch's time on a loaded machine too (at 20 ms the work
    // of a loaded machine's batch took as long, and the share measured 0.51).
    await admin.query(`ALTER DATABASE ${t.database} SET commit_delay = 50000`);
    await admin.query(`ALTER DATABASE ${t.database} SET commit_siblings = 0`);
    try {
      const { decisions, group } = await drive(
        { minInFlight: 2, maxInFlight: 6, maxBatch: 32 },
        (d) => d.length >= 1,
      );
      // 20 bettors nearly always waiting on a slow flush: the cold start goes at once to batches of
      // 2.5 bets (8 in flight), held at the maximum.
      expect(decisions[0]).toMatchObject({ action: 'grow', limit: 6 });
      expect(decisions[0]!.flushShare).toBeGreaterThan(0.6);
      expect(group.inFlightStats.high).toBe(6);
      // At 6, the first bet after each flush leads the next one alone, and the lone bets do not
      // count in the flush's share: the next window still sees batches of several bets.
      const more = await drive(
        { minInFlight: 2, maxInFlight: 6, maxBatch: 32 },
        (d) => d.length >= 3,
      );
      expect(more.group.stats.leads).toBeGreaterThan(3);
      expect(more.decisions[2]!.meanBatch).toBeGreaterThan(2);
    } finally {
      await admin.query(`ALTER DATABASE ${t.database} RESET commit_delay`);
      await admin.query(`ALTER DATABASE ${t.database} RESET commit_siblings`);
    }
  }, 30_000);

  it("measures slow work as most of a batch's latency and shrinks to the minimum", async () => {
    // Every bet's round insert takes 10 ms more inside wallet_bets: slow work, fast flush (10 ms: work
    // must dominate even when a loaded machine delays the answer's reading too).
    await admin.query(
      `CREATE FUNCTION slow_round() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.01); RETURN NEW; END $$`,
    );
    await admin.query(
      'CREATE TRIGGER slow_round BEFORE INSERT ON game_rounds FOR EACH ROW EXECUTE FUNCTION slow_round()',
    );
    try {
      const { decisions, group } = await drive(
        { minInFlight: 2, maxInFlight: 6, initialInFlight: 6, maxBatch: 32 },
        (_, g) => g.inFlightStats.limit === 2,
      );
      expect(decisions[0]).toMatchObject({ action: 'shrink', limit: 4 });
      expect(decisions[0]!.flushShare).toBeLessThan(0.25);
      expect(decisions.map((d) => d.action)).not.toContain('trial');
      expect(group.inFlightStats).toMatchObject({ limit: 2, high: 6, low: 2 });
    } finally {
      await admin.query('DROP TRIGGER slow_round ON game_rounds');
      await admin.query('DROP FUNCTION slow_round()');
    }
  }, 30_000);

  it("does not count a new connection's set-up as flush: a cold start on slow connections and slow work stays at the minimum", async () => {
    // Every new connection to this database takes a second more (a login event trigger), and every
    // bet's round insert 10 ms more: the work dominates, whatever the first batches waited to connect.
    await admin.query(
      `CREATE FUNCTION slow_login() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(1); END $$`,
    );
    await admin.query('CREATE EVENT TRIGGER slow_login ON login EXECUTE FUNCTION slow_login()');
    await admin.query(
      `CREATE FUNCTION slow_round() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.01); RETURN NEW; END $$`,
    );
    await admin.query(
      'CREATE TRIGGER slow_round BEFORE INSERT ON game_rounds FOR EACH ROW EXECUTE FUNCTION slow_round()',
    );
    try {
      const { decisions, group } = await drive(
        { minInFlight: 2, maxInFlight: 6, maxBatch: 32 },
        (d) => d.length >= 1,
      );
      expect(decisions[0]!.action).not.toBe('grow');
      expect(decisions[0]!.flushShare).toBeLessThan(0.25);
      expect(group.inFlightStats.high).toBe(2);
    } finally {
      await admin.query('DROP EVENT TRIGGER slow_login');
      await admin.query('DROP FUNCTION slow_login()');
      await admin.query('DROP TRIGGER slow_round ON game_rounds');
      await admin.query('DROP FUNCTION slow_round()');
    }
  }, 30_000);

  it('leaves a ledger the audit passes', async () => {
    const audit = await reconcileLedger(t.db);
    recordSuiteAudit('bet-group-commit-adaptive', audit);
    expect(audit.checks.map((c) => [c.name, c.breaks])).toEqual(
      audit.checks.map((c) => [c.name, 0]),
    );
    // 20 deposits and the bets of both tests: hundreds of concurrent movements at least.
    expect(audit.checks.find((c) => c.name === 'transactions_balanced')!.examined).toBeGreaterThan(
      300,
    );
  });
});
