import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  type TestContext,
} from '../../test/harness';
import { creditDailyCashback } from '../bonus/service';
import { openRound, playRound, settleOpenRounds } from '../wallet/rounds';
import { deposit, withdraw } from '../wallet/service';

let t: TestContext;
let token: string;
let playerId: number;
beforeAll(async () => {
  t = await createTestContext();
  playerId = await addPlayer(t.db, 'hist', 100_000);
  await withdraw(t.db, playerId, 10_000);
  await deposit(t.db, playerId, 7_000);
  await playRound(t.db, { playerId, gameId: 1001, bet: 2_000, win: 5_000 });
  await playRound(t.db, { playerId, gameId: 1300, bet: 3_000, win: 0 });
  await playRound(t.db, { playerId, gameId: null, bet: 4_000, win: 9_000, provider: 'sportsbook' });
  token = await loginToken(t.app, 'hist');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) });

describe('TransactionPlayer', () => {
  it('lists movements newest first with balances; type 5 deposits, 6 withdrawals, null all', async () => {
    const all = (
      await get('/api/TransactionPlayer?pageIndex=1&pageSize=3&type=null&fromDate=&toDate=')
    ).json();
    expect(all.paginationInfo.total).toBe(8);
    expect(all).toMatchObject({ last_page: 3, hasNextPage: true });
    expect(all.data[0]).toMatchObject({ type: 'win', direction: 'credit', amount: 9_000 });
    expect(all.data[0].balance_after - all.data[0].balance_before).toBe(9_000);
    const deposits = (await get('/api/TransactionPlayer?pageIndex=1&pageSize=10&type=5')).json();
    expect(deposits.data.map((r: { amount: number }) => r.amount)).toEqual([7_000, 100_000]);
    const withdrawals = (await get('/api/TransactionPlayer?pageIndex=1&pageSize=10&type=6')).json();
    expect(withdrawals.data).toHaveLength(1);
    expect(withdrawals.data[0]).toMatchObject({
      type: 'withdrawal',
      direction: 'debit',
      amount: 10_000,
    });
    const last = (await get('/api/TransactionPlayer?pageIndex=3&pageSize=3')).json();
    expect(last.hasNextPage).toBe(false);
  });

  it('filters by dates and refuses a bad date', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = (
      await get(`/api/TransactionPlayer?pageIndex=1&pageSize=10&fromDate=${future}`)
    ).json();
    expect(none.data).toHaveLength(0);
    expect(none).toMatchObject({ last_page: 1, hasNextPage: false });
    const today = new Date().toISOString().slice(0, 10);
    const all = (
      await get(`/api/TransactionPlayer?pageIndex=1&pageSize=10&fromDate=${today}&toDate=${today}`)
    ).json();
    expect(all.paginationInfo.total).toBe(8);
    const bad = await get('/api/TransactionPlayer?pageIndex=1&pageSize=10&fromDate=yesterday');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/TransactionPlayer?pageIndex=1&pageSize=10&type=7')).statusCode).toBe(
      400,
    );
  });

  it('needs a token', async () => {
    for (const path of ['TransactionPlayer', 'CasinoHistory', 'SportHistory', 'GameHistory']) {
      expect((await t.app.inject({ url: `/api/${path}` })).statusCode).toBe(401);
    }
  });
});

describe('CasinoHistory, SportHistory, GameHistory', () => {
  it('shows settled casino rounds with Win/Lost and the provider, filterable', async () => {
    const all = (
      await get(
        '/api/CasinoHistory?pageIndex=1&pageSize=10&provider=null&status=null&gameType=null',
      )
    ).json();
    expect(all.data).toHaveLength(2);
    expect(all.data[0]).toMatchObject({ status: 'Lost', amount: 3_000 });
    expect(all.data[1]).toMatchObject({
      status: 'Win',
      amount: 2_000,
      win_amount: 5_000,
      pro_name: 'PRAGMATIC',
      game_type: 1,
    });
    expect(
      (await get('/api/CasinoHistory?pageIndex=1&pageSize=10&status=Win')).json().data,
    ).toHaveLength(1);
    expect(
      (await get('/api/CasinoHistory?pageIndex=1&pageSize=10&provider=PRAGMATIC')).json().data,
    ).toHaveLength(1);
    expect(
      (await get('/api/CasinoHistory?pageIndex=1&pageSize=10&provider=37')).json().data,
    ).toHaveLength(1);
    expect(
      (await get('/api/CasinoHistory?pageIndex=1&pageSize=10&gameType=2')).json().data,
    ).toHaveLength(0);
    expect((await get('/api/CasinoHistory?pageIndex=1&pageSize=10&provider=NOPE')).statusCode).toBe(
      404,
    );
  });

  it('shows sport bets apart', async () => {
    const sport = (await get('/api/SportHistory?pageIndex=1&pageSize=10')).json();
    expect(sport.data).toHaveLength(1);
    expect(sport.data[0]).toMatchObject({
      status: 'Win',
      amount: 4_000,
      win_amount: 9_000,
      pro_name: 'SPORTSBOOK',
    });
  });

  it('lists every casino movement with balances', async () => {
    const moves = (await get('/api/GameHistory?pageIndex=1&pageSize=10')).json();
    expect(moves.data.map((r: { type: string }) => r.type)).toEqual(['bet', 'win', 'bet']);
  });
});

describe('bonus', () => {
  it('refuses TransferCashback with the Bounse_Error text while a round is open, then transfers', async () => {
    await creditDailyCashback(t.db, new Date().toISOString().slice(0, 10), 10);
    const bonus = (await get('/api/UserDetails')).json().bounse;
    // Net casino loss today: 2000 + 3000 bet - 5000 won = 0 -> no cashback; add a loss.
    expect(bonus).toBe(0);
    await playRound(t.db, { playerId, gameId: 1001, bet: 20_000, win: 0 });
    const outcomes = await creditDailyCashback(t.db, new Date().toISOString().slice(0, 10), 10);
    expect(outcomes[0]).toMatchObject({ netLoss: 20_000, credited: 2_000 });
    const again = await creditDailyCashback(t.db, new Date().toISOString().slice(0, 10), 10);
    expect(again[0]!.result.replayed).toBe(true);
    expect((await get('/api/UserDetails')).json().bounse).toBe(2_000);

    await openRound(t.db, { playerId, gameId: 1001, amount: 1_000 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/TransferCashback',
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Sorry, your bet is being processed. Please try again later.',
    );
    expect((await get('/api/UserDetails')).json().bounse).toBe(2_000);

    await settleOpenRounds(t.db, playerId);
    const before = (await get('/api/UserDetails')).json().balance;
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/TransferCashback',
      headers: bearer(token),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ transferred: 2_000, bounse: 0, balance: before + 2_000 });
    expect((await t.app.inject({ method: 'POST', url: '/api/TransferCashback' })).statusCode).toBe(
      401,
    );
  });
});
