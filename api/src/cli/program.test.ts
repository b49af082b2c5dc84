/**
 * Every operator command, run in-process through `runCli` against a real PostgreSQL: what it
 * prints, its exit code, and what it changed (or, for refusals, that it changed nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  type TestContext,
} from '../test/harness';
import { runCli } from './program';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await addPlayer(t.db, 'walt', 10_000);
});
afterAll(() => t.close());

interface Run {
  code: number;
  out: string;
  err: string;
  opened: number;
}

async function cli(...argv: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const code = await runCli(argv, {
    openDatabase: async () => {
      opened++;
      return { db: t.db, close: async () => undefined };
    },
    cashbackPercent: 10,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: () => new Date(Date.now() + 86_400_000),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), opened };
}

/** Everything a command could change, as one comparable value. */
async function state(): Promise<unknown> {
  const { rows } = await t.db.query(
    `SELECT (SELECT count(*) FROM wallet_transactions)::int AS movements,
            (SELECT count(*) FROM ledger_entries)::int AS entries,
            (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM accounts) AS balances,
            (SELECT string_agg(username || ':' || blocked || ':' || password_hash || ':' || jackpot_state, ',' ORDER BY id) FROM players) AS players,
            (SELECT count(*) FROM sessions WHERE revoked_at IS NULL)::int AS live_sessions,
            (SELECT count(*) FROM game_rounds)::int AS rounds,
            (SELECT count(*) FROM game_sessions)::int AS game_sessions,
            (SELECT count(*) FROM jackpot_wins)::int AS jackpot_wins`,
  );
  return rows[0];
}

async function idOf(username: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id::int AS id FROM players WHERE username = $1',
    [username],
  );
  return rows[0]!.id;
}

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('create-player', () => {
  it('creates a player with empty cash and bonus accounts who can log in', async () => {
    const run = await cli(
      'create-player',
      'Nadia',
      'sea-lantern-7',
      '--name',
      'Nadia',
      '--surname',
      'Ben Ali',
    );
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(/^created player nadia \(id \d+\)$/);
    const response = await login('nadia', 'sea-lantern-7');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      username: 'nadia',
      name: 'Nadia',
      surname: 'Ben Ali',
      balance: 0,
      bounse: 0,
    });
  });

  it('refuses a duplicate username, a bad username and a short password, creating nothing', async () => {
    const before = await state();
    const duplicate = await cli('create-player', 'NADIA', 'other-pass');
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toBe('error: player nadia already exists');
    const badName = await cli('create-player', 'no spaces!', 'secret1234');
    expect(badName.code).toBe(1);
    expect(badName.err).toMatch(/^error: username must be 3 to 32 characters/);
    const shortPassword = await cli('create-player', 'shorty', '12345');
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.err).toBe('error: password must be 8 to 128 characters');
    expect(await state()).toEqual(before);
  });
});

describe('deposit and withdraw', () => {
  it('deposits into cash and answers the new balance and the reference', async () => {
    const run = await cli('deposit', 'walt', '2500', '--reference', 'wire-41');
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(
      /^ok: transaction \d+, cash balance 12500 millimes, reference wire-41$/,
    );
    expect(await cashOf(t.db, await idOf('walt'))).toBe(12_500);
  });

  it('requires a reference, says so in --help, and moves nothing without one', async () => {
    const before = await state();
    for (const name of ['deposit', 'withdraw']) {
      const run = await cli(name, 'walt', '100');
      expect({ code: run.code, out: run.out, opened: run.opened }).toEqual({
        code: 1,
        out: '',
        opened: 0,
      });
      expect(run.err).toMatch(/required option '--reference <reference>' not specified/);
      const help = await cli(name, '--help');
      expect(help.code).toBe(0);
      expect(help.out).toMatch(
        /--reference <reference>\s+required: .*same reference moves money once/s,
      );
    }
    for (const reference of ['', 'has space', 'x'.repeat(101), 'slash/ed']) {
      const run = await cli('deposit', 'walt', '100', '--reference', reference);
      expect({ reference, code: run.code, opened: run.opened }).toEqual({
        reference,
        code: 1,
        opened: 0,
      });
      expect(run.err).toMatch(/^error: reference must be 1 to 100 characters/);
    }
    expect(await state()).toEqual(before);
  });

  it('moves nothing the second time the same reference is used', async () => {
    const first = await cli('deposit', 'walt', '1000', '--reference', 'wire-42');
    expect(first.out).toContain('cash balance 13500 millimes');
    const again = await cli('deposit', 'walt', '1000', '--reference', 'wire-42');
    expect(again.code).toBe(0);
    expect(again.out).toContain(
      'cash balance 13500 millimes, reference wire-42 (already done: same reference)',
    );
    expect(await cashOf(t.db, await idOf('walt'))).toBe(13_500);
    // The same reference for another movement is refused.
    const before = await state();
    const other = await cli('withdraw', 'walt', '1000', '--reference', 'wire-42');
    expect(other).toMatchObject({
      code: 1,
      err: 'error: withdraw of 1000 millimes refused: reference_conflict; nothing moved',
    });
    expect(await state()).toEqual(before);
  });

  it('withdraws from cash', async () => {
    const run = await cli('withdraw', 'walt', '3500', '--reference', 'payout-1');
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(/cash balance 10000 millimes, reference payout-1$/);
    expect(await cashOf(t.db, await idOf('walt'))).toBe(10_000);
  });

  it('refuses a withdrawal above the balance with a clear message, moving nothing', async () => {
    const before = await state();
    const run = await cli('withdraw', 'walt', '10001', '--reference', 'w-0');
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      'error: insufficient funds: withdraw of 10001 millimes refused, cash balance is 10000 millimes; nothing moved',
    );
    expect(await state()).toEqual(before);
    // The refusal was not recorded, so the same reference may be used once funds are there.
    expect((await cli('withdraw', 'walt', '10001', '--reference', 'w-1')).code).toBe(1);
    await cli('deposit', 'walt', '1', '--reference', 'top-up-1');
    expect((await cli('withdraw', 'walt', '10001', '--reference', 'w-1')).code).toBe(0);
    expect(await cashOf(t.db, await idOf('walt'))).toBe(0);
    await cli('deposit', 'walt', '10000', '--reference', 'top-up-2');
  });

  it('refuses an unknown player and bad amounts with a clear error, changing nothing', async () => {
    const before = await state();
    const ref = ['--reference', 'r-bad'];
    const cases: Array<[string[], RegExp]> = [
      [['deposit', 'nobody', '100', ...ref], /^error: no player named nobody$/],
      [['withdraw', 'nobody', '100', ...ref], /^error: no player named nobody$/],
      [['deposit', 'walt', '-5', ...ref], /-5/],
      [
        ['deposit', 'walt', ...ref, '--', '-5'],
        /^error: "-5" is not a whole, positive number of millimes/,
      ],
      [
        ['deposit', 'walt', '0', ...ref],
        /^error: "0" millimes is out of range: 1 to 1000000000000$/,
      ],
      [
        ['deposit', 'walt', '12.5', ...ref],
        /^error: "12.5" is not a whole, positive number of millimes/,
      ],
      [['deposit', 'walt', '1e3', ...ref], /^error: "1e3" is not a whole/],
      [['deposit', 'walt', 'ten', ...ref], /^error: "ten" is not a whole/],
      [
        ['deposit', 'walt', '1000000000001', ...ref],
        /^error: "1000000000001" millimes is out of range/,
      ],
      [['withdraw', 'walt', '99999999999999999999999', ...ref], /out of range/],
      [['deposit', 'walt', ...ref], /missing required argument 'millimes'/],
      [['withdraw', ...ref], /missing required argument 'username'/],
      [['deposit', 'walt', '10', 'extra', ...ref], /too many arguments/],
      [['deposit', 'walt', '10', '--bogus', ...ref], /unknown option '--bogus'/],
    ];
    for (const [argv, message] of cases) {
      const run = await cli(...argv);
      expect({ argv, code: run.code, out: run.out }).toEqual({ argv, code: 1, out: '' });
      expect(run.err).toMatch(message);
    }
    // Malformed amounts are refused before the database is even opened.
    expect((await cli('deposit', 'walt', '12.5', ...ref)).opened).toBe(0);
    expect(await state()).toEqual(before);
  });
});

describe('passwords, blocking and sessions', () => {
  it('reset-password changes the password and ends every session', async () => {
    await addPlayer(t.db, 'rita');
    const token = await loginToken(t.app, 'rita');
    const run = await cli('reset-password', 'rita', 'brand-new-pass');
    expect(run).toMatchObject({
      code: 0,
      out: 'password of rita changed; sessions ended',
      err: '',
    });
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await login('rita', 'secret1234')).statusCode).toBe(401);
    expect((await login('rita', 'brand-new-pass')).statusCode).toBe(200);
  });

  it('reset-password refuses a short password and an unknown player, changing nothing', async () => {
    const before = await state();
    const short = await cli('reset-password', 'rita', 'abc');
    expect(short).toMatchObject({ code: 1, err: 'error: password must be 8 to 128 characters' });
    const unknown = await cli('reset-password', 'ghost', 'long-enough');
    expect(unknown).toMatchObject({ code: 1, err: 'error: no player named ghost' });
    const missing = await cli('reset-password', 'rita');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/missing required argument 'password'/);
    expect(await state()).toEqual(before);
  });

  it('block ends existing sessions and refuses logins; unblock lets the player in again', async () => {
    await addPlayer(t.db, 'bruno');
    const token = await loginToken(t.app, 'bruno');
    const blocked = await cli('block', 'bruno');
    expect(blocked).toMatchObject({ code: 0, out: 'bruno blocked; sessions ended' });
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const refused = await login('bruno', 'secret1234');
    expect(refused.statusCode).toBe(403);
    const unblocked = await cli('unblock', 'bruno');
    expect(unblocked).toMatchObject({ code: 0, out: 'bruno unblocked' });
    expect((await login('bruno', 'secret1234')).statusCode).toBe(200);
    // The old token stays revoked.
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('block and unblock of an unknown player fail clearly', async () => {
    const before = await state();
    expect(await cli('block', 'ghost')).toMatchObject({
      code: 1,
      err: 'error: no player named ghost',
    });
    expect(await cli('unblock', 'ghost')).toMatchObject({
      code: 1,
      err: 'error: no player named ghost',
    });
    expect((await cli('block')).code).toBe(1);
    expect(await state()).toEqual(before);
  });

  it('revoke-sessions ends every live session and says how many', async () => {
    await addPlayer(t.db, 'sami');
    const first = await loginToken(t.app, 'sami');
    const second = await loginToken(t.app, 'sami');
    const run = await cli('revoke-sessions', 'sami');
    expect(run).toMatchObject({ code: 0, out: '2 session(s) of sami revoked' });
    for (const token of [first, second]) {
      expect(
        (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    expect((await cli('revoke-sessions', 'sami')).out).toBe('0 session(s) of sami revoked');
    expect((await login('sami', 'secret1234')).statusCode).toBe(200);
    expect(await cli('revoke-sessions', 'ghost')).toMatchObject({
      code: 1,
      err: 'error: no player named ghost',
    });
  });
});

describe('list-players', () => {
  it('prints a table of players with their balances', async () => {
    const run = await cli('list-players');
    expect(run.code).toBe(0);
    const lines = run.out.split('\n');
    expect(lines[0]).toMatch(/^id\s+username\s+blocked\s+cash\s+bonus$/);
    expect(lines.find((l) => /\swalt\s/.test(l))).toMatch(/\swalt\s+false\s+10000\s+0$/);
  });

  it('prints JSON with --json', async () => {
    const run = await cli('list-players', '--json');
    expect(run.code).toBe(0);
    const players = JSON.parse(run.out) as Array<{
      username: string;
      balance: number;
      blocked: boolean;
    }>;
    expect(players.find((p) => p.username === 'walt')).toMatchObject({
      balance: 10_000,
      bonus: 0,
      blocked: false,
    });
    expect(players.map((p) => p.username)).toEqual(
      expect.arrayContaining(['nadia', 'rita', 'bruno', 'sami']),
    );
  });
});

describe('award-jackpot', () => {
  it('pays the jackpot into cash, records the win and raises the popup once', async () => {
    await addPlayer(t.db, 'jade');
    const run = await cli('award-jackpot', 'jade', 'silver', '7500', '--reference', 'jp-jade-1');
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(/cash balance 7500 millimes, reference jp-jade-1$/);
    const token = await loginToken(t.app, 'jade');
    const details = (
      await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })
    ).json();
    expect(details).toMatchObject({
      balance: 7_500,
      jackpot_state: true,
      jackpot_name: 'Silver_Prize',
      jackpot_amount: 7_500,
    });
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).json()
        .jackpot_state,
    ).toBe(false);
    const latest = (await t.app.inject({ url: '/api/LatestJackpot' })).json().latest_jackpots;
    expect(latest[0]).toMatchObject({ username: 'ja***', amount: 7_500 });
  });

  it('pays once when retried with the same reference, and requires one', async () => {
    const before = await state();
    const again = await cli('award-jackpot', 'jade', 'silver', '7500', '--reference', 'jp-jade-1');
    expect(again).toMatchObject({ code: 0, err: '' });
    expect(again.out).toMatch(
      /cash balance 7500 millimes, reference jp-jade-1 \(already done: same reference\)$/,
    );
    const missing = await cli('award-jackpot', 'jade', 'silver', '7500');
    expect(missing).toMatchObject({ code: 1, opened: 0 });
    expect(missing.err).toMatch(/required option '--reference <reference>' not specified/);
    expect((await cli('award-jackpot', '--help')).out).toMatch(
      /--reference <reference>\s+required: .*same reference/s,
    );
    expect(await state()).toEqual(before);
  });

  it('refuses an unknown tier, a bad amount and an unknown player, changing nothing', async () => {
    const before = await state();
    expect(
      await cli('award-jackpot', 'jade', 'Platinum', '100', '--reference', 'jp-x'),
    ).toMatchObject({
      code: 1,
      err: 'error: tier must be one of Diamond, Golden, Silver, Bronze, not "Platinum"',
    });
    expect(
      (await cli('award-jackpot', 'jade', 'Golden', '1.5', '--reference', 'jp-x')).err,
    ).toMatch(/^error: "1.5" is not a whole/);
    expect(
      await cli('award-jackpot', 'ghost', 'Golden', '100', '--reference', 'jp-x'),
    ).toMatchObject({ code: 1, err: 'error: no player named ghost' });
    expect((await cli('award-jackpot', 'jade', 'Golden', '--reference', 'jp-x')).code).toBe(1);
    expect(await state()).toEqual(before);
  });
});

describe('open-round, settle-rounds and run-cashback', () => {
  it('opens a real bet that blocks the bonus transfer until settled, then credits cashback once', async () => {
    const id = await addPlayer(t.db, 'omar', 20_000);
    const opened = await cli('open-round', 'omar', '6000');
    expect(opened.code).toBe(0);
    expect(opened.out).toMatch(
      /^ok: transaction \d+, cash balance 14000 millimes; round round-[0-9a-f-]+ left open$/,
    );
    const token = await loginToken(t.app, 'omar');
    const busy = await t.app.inject({
      method: 'POST',
      url: '/api/TransferCashback',
      headers: bearer(token),
    });
    expect(busy.statusCode).toBe(409);

    expect(await cli('settle-rounds', 'omar')).toMatchObject({
      code: 0,
      out: '1 round(s) settled',
    });
    expect((await cli('settle-rounds', 'omar')).out).toBe('0 round(s) settled');
    const history = (
      await t.app.inject({ url: '/api/CasinoHistory', headers: bearer(token) })
    ).json();
    expect(history.data[0]).toMatchObject({ amount: 6_000, win_amount: 0, status: 'Lost' });

    const today = new Date().toISOString().slice(0, 10);
    const credited = await cli('run-cashback', today);
    expect(credited.code).toBe(0);
    expect(credited.out).toContain(`player ${id}: net loss 6000, cashback 600: ok`);
    expect(credited.out).toMatch(new RegExp(`player\\(s\\) with a net loss on ${today}$`));
    // Without a day it is yesterday's (the runtime's clock is pinned one day ahead): the same day.
    const again = await cli('run-cashback');
    expect(again.out).toContain(`player ${id}: net loss 6000, cashback 600: ok (already credited)`);
    const { rows } = await t.db.query<{ balance: number }>(
      `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'bonus'`,
      [id],
    );
    expect(rows[0]!.balance).toBe(600);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/TransferCashback',
      headers: bearer(token),
    });
    expect(transfer.json()).toMatchObject({ transferred: 600, balance: 14_600, bounse: 0 });
  });

  it('refuses a bet above the balance and bad arguments, changing nothing', async () => {
    const before = await state();
    expect(await cli('open-round', 'walt', '10001')).toMatchObject({
      code: 1,
      err: 'error: insufficient funds: bet of 10001 millimes refused, cash balance is 10000 millimes; nothing moved',
    });
    // The launch session the command opened for the bet is the only trace: no money, no round.
    const after = (await state()) as Record<string, unknown>;
    expect({ ...after, game_sessions: 0 }).toEqual({
      ...(before as Record<string, unknown>),
      game_sessions: 0,
    });
    const beforeArgs = await state();
    expect((await cli('open-round', 'walt', '-1')).code).toBe(1);
    expect((await cli('open-round', 'walt', '0.5')).err).toMatch(/not a whole/);
    expect(await cli('open-round', 'ghost', '100')).toMatchObject({
      code: 1,
      err: 'error: no player named ghost',
    });
    expect(await cli('settle-rounds', 'ghost')).toMatchObject({
      code: 1,
      err: 'error: no player named ghost',
    });
    expect(await cli('run-cashback', '2024-13-45')).toMatchObject({
      code: 1,
      err: 'error: day must be a date YYYY-MM-DD, not "2024-13-45"',
    });
    expect(await cli('run-cashback', 'yesterday')).toMatchObject({
      code: 1,
      err: 'error: day must be a date YYYY-MM-DD, not "yesterday"',
    });
    expect(await state()).toEqual(beforeArgs);
  });
});

describe('unlock-login', () => {
  const from = (address: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      headers: { 'x-forwarded-for': address },
    });

  it("clears a username's lock so the player gets in at once, and nothing else", async () => {
    await addPlayer(t.db, 'lena');
    for (let i = 0; i < 5; i++)
      expect((await from('198.51.100.20', 'lena', `wrong-${i}-pass`)).statusCode).toBe(401);
    expect((await from('198.51.100.20', 'lena', 'secret1234')).statusCode).toBe(429);
    const before = await state();

    const run = await cli('unlock-login', 'Lena');
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(/^[1-9]\d* lock\(s\) of lena cleared$/);
    expect(await state()).toEqual(before);
    expect((await from('198.51.100.20', 'lena', 'secret1234')).statusCode).toBe(200);
  });

  it("clears one address's lock with --address, and refuses what is not an address", async () => {
    await addPlayer(t.db, 'nour-unlock');
    for (let i = 0; i < 30; i++) await from('203.0.113.77', `nobody-${i}`, 'not-the-password');
    expect((await from('203.0.113.77', 'nour-unlock', 'secret1234')).statusCode).toBe(429);

    expect(await cli('unlock-login', '--address', 'not-an-ip')).toMatchObject({
      code: 1,
      err: 'error: give either a username or --address <ip address>',
    });
    expect((await from('203.0.113.77', 'nour-unlock', 'secret1234')).statusCode).toBe(429);

    expect(await cli('unlock-login', '--address', '203.0.113.77')).toMatchObject({
      code: 0,
      out: '1 lock(s) of address 203.0.113.77 cleared',
    });
    expect((await from('203.0.113.77', 'nour-unlock', 'secret1234')).statusCode).toBe(200);
  });
});

describe('usage', () => {
  it('answers an unknown or missing command with usage and a non-zero exit', async () => {
    const unknown = await cli('transfer-everything');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/unknown command 'transfer-everything'/);
    const none = await cli();
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/Usage: casino-api/);
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/award-jackpot/);
  });
});
