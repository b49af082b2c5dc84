/**
 * The session's clock and net, the reality-check interval, the limits prompt and the account
 * statement (JSON and CSV), against the real ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { bearer, createTestContext, loginToken, type TestContext } from '../../test/harness';
import { gamePlayer, rg, stake, win } from '../../test/rg-kit';
import { DAY, timeMachine, type TimeMachine } from '../../test/time-travel';
import { withdraw } from '../wallet/service';

let t: TestContext;
let time: TimeMachine;
const TND = 1000;

beforeAll(async () => {
  t = await createTestContext({ realityCheckMinMinutes: 1 }, 10, { now: () => new Date() });
  time = timeMachine(t.database);
});
afterAll(async () => {
  await time.close();
  await t.close();
});

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('session', () => {
  it("answers the login session's start, stakes and net, the same after a reload", async () => {
    const p = await gamePlayer(t, 'session', 100 * TND);
    const first = await stake(t, p, 10 * TND);
    await win(t, p, first.round, 4 * TND);
    await stake(t, p, 2 * TND);
    const read = () => rg(t, p.session).call('GET', '/session');
    const session = await read();
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      stakes: 12 * TND,
      wins: 4 * TND,
      net: -8 * TND,
      reality_check_minutes: null,
    });
    expect((await read()).body.started_at).toBe(session.body.started_at);
    // A new login starts a new session: nothing staked since.
    const other = await loginToken(t.app, 'session');
    const fresh = await rg(t, other).call('GET', '/session');
    expect(fresh.body).toMatchObject({ stakes: 0, net: 0 });
    expect(new Date(fresh.body.started_at) >= new Date(session.body.started_at)).toBe(true);
  });

  it('keeps a reality-check interval within its bounds, recorded', async () => {
    const p = await gamePlayer(t, 'reminded', 0);
    const set = (minutes: unknown) => rg(t, p.session).call('PUT', '/reality-check', { minutes });
    expect((await set(30)).body.reality_check_minutes).toBe(30);
    expect((await set(121)).status).toBe(400);
    expect((await set(0)).status).toBe(400);
    expect((await set('15')).status).toBe(400);
    expect((await rg(t, p.session).call('GET', '/session')).body.reality_check_minutes).toBe(30);
    expect((await set(null)).body.reality_check_minutes).toBe(null);
  });

  it('shows the limits prompt before a first deposit until answered, and records the answer', async () => {
    const p = await gamePlayer(t, 'newcomer', 0);
    expect((await rg(t, p.session).overview()).body.show_limits_prompt).toBe(true);
    const skipped = await rg(t, p.session).call('POST', '/limits-prompt', { choice: 'skipped' });
    expect(skipped.body).toMatchObject({ limits_prompt: 'skipped', show_limits_prompt: false });
    expect(
      (await rg(t, p.session).call('POST', '/limits-prompt', { choice: 'maybe' })).status,
    ).toBe(400);
    const depositor = await gamePlayer(t, 'depositor', 10 * TND);
    expect((await rg(t, depositor.session).overview()).body.show_limits_prompt).toBe(false);
  });
});

describe('account statement', () => {
  it('sums each day and the period, with lifetime net deposits, as JSON and CSV', async () => {
    const p = await gamePlayer(t, 'statement', 100 * TND);
    const first = await stake(t, p, 10 * TND);
    await win(t, p, first.round, 25 * TND);
    await time.travel(DAY);
    await stake(t, p, 5 * TND);
    await withdraw(t.db, p.id, 30 * TND);

    const query = `?from=${day(-1)}&to=${day(0)}`;
    const json = await rg(t, p.session).call('GET', `/statement${query}`);
    expect(json.status).toBe(200);
    expect(json.body.days).toEqual([
      {
        day: day(-1),
        deposits: 100 * TND,
        withdrawals: 0,
        stakes: 10 * TND,
        wins: 25 * TND,
        net: 15 * TND,
      },
      { day: day(0), deposits: 0, withdrawals: 30 * TND, stakes: 5 * TND, wins: 0, net: -5 * TND },
    ]);
    expect(json.body.totals).toEqual({
      deposits: 100 * TND,
      withdrawals: 30 * TND,
      stakes: 15 * TND,
      wins: 25 * TND,
      net: 10 * TND,
    });
    expect(json.body.lifetime_net_deposits).toBe(70 * TND);

    const csv = await t.app.inject({
      url: `/api/responsible-gambling/statement.csv${query}`,
      headers: bearer(p.session),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="statement-/);
    expect(csv.body.split('\r\n')).toEqual([
      'date,deposits_tnd,withdrawals_tnd,stakes_tnd,wins_tnd,net_tnd',
      `${day(-1)},100.000,0.000,10.000,25.000,15.000`,
      `${day(0)},0.000,30.000,5.000,0.000,-5.000`,
      'total,100.000,30.000,15.000,25.000,10.000',
      'lifetime_net_deposits,70.000,,,,',
      '',
    ]);
  });

  it("refuses periods outside the last 12 months or backwards, and shows only the token's own player", async () => {
    const p = await gamePlayer(t, 'periods', 0);
    const other = await gamePlayer(t, 'periods-other', 50 * TND);
    for (const query of [
      `?from=${day(-400)}&to=${day(0)}`,
      `?from=${day(0)}&to=${day(-1)}`,
      `?from=${day(2)}&to=${day(3)}`,
      '?from=2026-02-30&to=2026-03-01',
      '?from=yesterday&to=today',
      `?from=${day(0)}`,
    ]) {
      const answer = await rg(t, p.session).call('GET', `/statement${query}`);
      expect(answer.status).toBe(400);
    }
    const own = await rg(t, p.session).call('GET', `/statement?from=${day(-1)}&to=${day(0)}`);
    expect(own.body.days).toEqual([]);
    expect(own.body.lifetime_net_deposits).toBe(0);
    expect(
      (await rg(t, other.session).call('GET', `/statement?from=${day(0)}&to=${day(0)}`)).body.totals
        .deposits,
    ).toBe(50 * TND);
  });
});
