/**
 * Limits enforced where money moves, against the real database: the seamless wallet's bet and
 * the cashier's deposit start. Rolling windows are read from the ledger; time passes by moving
 * the recorded history back (src/test/time-travel.ts), the app's clock being the real one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  type TestContext,
} from '../../test/harness';
import { ProviderDouble } from '../../test/payment-provider-double';
import { gamePlayer, rg, stake, win } from '../../test/rg-kit';
import { DAY, HOUR, timeMachine, type TimeMachine } from '../../test/time-travel';
import { withdraw } from '../wallet/service';

let t: TestContext;
let time: TimeMachine;
const konnect = new ProviderDouble('konnect');

beforeAll(async () => {
  t = await createTestContext({}, 10, { paymentAdapters: { konnect }, now: () => new Date() });
  time = timeMachine(t.database);
});
afterAll(async () => {
  await time.close();
  await t.close();
});

const TND = 1000;

describe('wager and loss limits at the bet', () => {
  it('follows the worked example: 20/day and 40/week, stakes of 20 then 18, then at most 2', async () => {
    const p = await gamePlayer(t, 'malta', 500 * TND);
    const limits = rg(t, p.session);
    expect((await limits.setLimit('wager', 'day', 20 * TND)).body.applied).toBe('now');
    expect((await limits.setLimit('wager', 'week', 40 * TND)).body.applied).toBe('now');

    expect((await stake(t, p, 20 * TND)).status).toBe(200);
    const dayOneOver = await stake(t, p, 1);
    expect(dayOneOver.status).toBe(403);
    expect(dayOneOver.body).toMatchObject({
      status: 'limit_reached',
      limit_kind: 'wager',
      limit_period: 'day',
      remaining: 0,
    });

    await time.travel(DAY);
    expect((await stake(t, p, 18 * TND)).status).toBe(200);

    await time.travel(DAY);
    // The week has 38 used: the strictest limit now leaves 2, although the day leaves 20.
    const over = await stake(t, p, 2 * TND + 1);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      status: 'limit_reached',
      limit_period: 'week',
      remaining: 2 * TND,
    });
    expect((await stake(t, p, 2 * TND)).status).toBe(200);
    expect((await stake(t, p, 1)).body.status).toBe('limit_reached');
    expect(await cashOf(t.db, p.id)).toBe(460 * TND);

    const view = (await limits.overview()).body.limits as Array<Record<string, unknown>>;
    expect(view.find((l) => l.kind === 'wager' && l.period === 'week')).toMatchObject({
      amount: 40 * TND,
      used: 40 * TND,
      remaining: 0,
    });
    expect(view.find((l) => l.kind === 'wager' && l.period === 'day')).toMatchObject({
      amount: 20 * TND,
      used: 2 * TND,
      remaining: 18 * TND,
    });
  });

  it('counts losses net of wins', async () => {
    const p = await gamePlayer(t, 'netloss', 100 * TND);
    await rg(t, p.session).setLimit('loss', 'day', 10 * TND);
    const first = await stake(t, p, 10 * TND);
    expect(first.status).toBe(200);
    expect((await stake(t, p, 1)).body.status).toBe('limit_reached');
    await win(t, p, first.round, 4 * TND);
    // Lost 6 net: 4 more may be staked, not 4.001.
    expect((await stake(t, p, 4 * TND + 1)).body).toMatchObject({
      status: 'limit_reached',
      limit_kind: 'loss',
      remaining: 4 * TND,
    });
    expect((await stake(t, p, 4 * TND)).status).toBe(200);
  });

  it('lets exactly the stakes that fit pass when they race for the last dinars', async () => {
    const p = await gamePlayer(t, 'racer', 100 * TND);
    await rg(t, p.session).setLimit('wager', 'day', 20 * TND);
    expect((await stake(t, p, 19 * TND)).status).toBe(200);
    // Two bets race for the last dinar, then forty race for the limit of a second player.
    const pair = await Promise.all([stake(t, p, TND), stake(t, p, TND)]);
    expect(pair.map((a) => a.status).sort()).toEqual([200, 403]);

    const q = await gamePlayer(t, 'crowd', 100 * TND);
    await rg(t, q.session).setLimit('loss', 'day', 20 * TND);
    const crowd = await Promise.all(Array.from({ length: 40 }, () => stake(t, q, TND)));
    expect(crowd.filter((a) => a.status === 200)).toHaveLength(20);
    expect(crowd.filter((a) => a.body.status === 'limit_reached')).toHaveLength(20);
    expect(await cashOf(t.db, q.id)).toBe(80 * TND);
  });
});

describe('changing a limit', () => {
  it('refuses a raise before 24 hours, to the minute, applies it at 24 hours, once', async () => {
    const p = await gamePlayer(t, 'raiser', 100 * TND);
    const limits = rg(t, p.session);
    await limits.setLimit('loss', 'day', 10 * TND);
    const raised = await limits.setLimit('loss', 'day', 50 * TND);
    expect(raised.body.applied).toBe('after_cooling_off');
    expect((await stake(t, p, 10 * TND + 1)).body.status).toBe('limit_reached');

    expect((await limits.confirm('loss', 'day')).body.code).toBe('cooling_off');
    await time.travel(23 * HOUR + 59 * 60_000);
    const early = await limits.confirm('loss', 'day');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('cooling_off');
    expect((await stake(t, p, 10 * TND + 1)).body.status).toBe('limit_reached');

    await time.travel(60_000);
    expect((await limits.confirm('loss', 'day')).status).toBe(200);
    expect((await stake(t, p, 30 * TND)).status).toBe(200);
    // Replaying the confirmation finds nothing to confirm.
    const replay = await limits.confirm('loss', 'day');
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe('no_pending_change');
  });

  it('restarts the cooling-off when a raise is asked again, and a decrease cancels it', async () => {
    const p = await gamePlayer(t, 'again', 100 * TND);
    const limits = rg(t, p.session);
    await limits.setLimit('wager', 'week', 10 * TND);
    await limits.setLimit('wager', 'week', 20 * TND);
    await time.travel(20 * HOUR);
    await limits.setLimit('wager', 'week', 30 * TND);
    await time.travel(5 * HOUR);
    expect((await limits.confirm('wager', 'week')).body.code).toBe('cooling_off');
    await limits.setLimit('wager', 'week', 5 * TND);
    await time.travel(DAY);
    expect((await limits.confirm('wager', 'week')).body.code).toBe('no_pending_change');
    const view = (await limits.overview()).body.limits as Array<Record<string, unknown>>;
    expect(view.find((l) => l.kind === 'wager' && l.period === 'week')).toMatchObject({
      amount: 5 * TND,
      pending: null,
    });
  });

  it('removes a limit only after the cooling-off and confirmation', async () => {
    const p = await gamePlayer(t, 'remover', 100 * TND);
    const limits = rg(t, p.session);
    await limits.setLimit('wager', 'day', 5 * TND);
    expect((await limits.setLimit('wager', 'day', null)).body.applied).toBe('after_cooling_off');
    expect((await stake(t, p, 6 * TND)).body.status).toBe('limit_reached');
    await time.travel(DAY);
    expect((await stake(t, p, 6 * TND)).body.status).toBe('limit_reached');
    expect((await limits.confirm('wager', 'day')).status).toBe(200);
    expect((await stake(t, p, 6 * TND)).status).toBe(200);
  });

  it("acts only on the token's own player and records who, when, old, new and effective at", async () => {
    const a = await gamePlayer(t, 'owner-a', 100 * TND);
    const b = await gamePlayer(t, 'owner-b', 100 * TND);
    await rg(t, a.session).setLimit('loss', 'day', 10 * TND);
    await rg(t, a.session).setLimit('loss', 'day', 90 * TND);
    await time.travel(DAY);
    // B's token confirms B's own (absent) request, never A's.
    expect((await rg(t, b.session).confirm('loss', 'day')).body.code).toBe('no_pending_change');
    expect((await rg(t, b.session).setLimit('loss', 'day', null)).body.applied).toBe('unchanged');
    expect((await stake(t, a, 11 * TND)).body.status).toBe('limit_reached');
    const { rows } = await t.db.query(
      `SELECT actor, subject, old_value, new_value, extract(epoch FROM effective_at - at)::int AS wait_seconds FROM rg_changes
        WHERE player_id = $1 ORDER BY id`,
      [a.id],
    );
    expect(rows).toMatchObject([
      { actor: 'player', subject: 'limit:loss:day', old_value: null, new_value: '10000' },
      {
        actor: 'player',
        subject: 'limit:loss:day:requested',
        old_value: '10000',
        new_value: '90000',
      },
    ]);
    expect(rows[1].wait_seconds).toBe(24 * 3600);
  });

  it('answers bad input with a clear 400 and no token with 401', async () => {
    const p = await gamePlayer(t, 'typo', 0);
    const limits = rg(t, p.session);
    for (const body of [
      { kind: 'loss', period: 'day', amount: -1 },
      { kind: 'loss', period: 'day', amount: 1.5 },
      { kind: 'loss', period: 'day', amount: '10' },
      { kind: 'bets', period: 'day', amount: 10 },
      { kind: 'loss', period: 'year', amount: 10 },
      { kind: 'loss', period: 'day' },
    ]) {
      const answer = await limits.call('PUT', '/limits', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/body/);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/responsible-gambling/limits',
      payload: { kind: 'loss', period: 'day', amount: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deposit limits at the deposit start', () => {
  async function depositor(name: string) {
    const id = await addPlayer(t.db, name, 0);
    const session = await loginToken(t.app, name);
    const deposit = async (amount: number, pay = true) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/payments/deposits',
        headers: bearer(session),
        payload: { method: 'konnect', amount },
      });
      if (answer.statusCode === 200 && pay) {
        const { rows } = await t.db.query(
          'SELECT provider_ref FROM payment_deposits WHERE id = $1',
          [answer.json().id],
        );
        konnect.set(rows[0].provider_ref, { state: 'paid' });
        await t.app.inject({
          url: `/api/payments/deposits/${answer.json().id}`,
          headers: bearer(session),
        });
      }
      return { status: answer.statusCode, body: answer.json() };
    };
    return { id, session, deposit };
  }

  it('counts gross deposits: 100 in, 100 out, 10 more refused against 100 a day', async () => {
    const p = await depositor('gross');
    await rg(t, p.session).setLimit('deposit', 'day', 100 * TND);
    expect((await p.deposit(100 * TND)).status).toBe(200);
    expect(await cashOf(t.db, p.id)).toBe(100 * TND);
    expect((await withdraw(t.db, p.id, 100 * TND)).status).toBe('ok');
    const refused = await p.deposit(10 * TND);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'rg_deposit_limit', limit: 0 });
    await time.travel(DAY);
    expect((await p.deposit(10 * TND)).status).toBe(200);
  });

  it('blocks a deposit in the same second as the decrease, pending deposits counted', async () => {
    const p = await depositor('decrease');
    await rg(t, p.session).setLimit('deposit', 'week', 500 * TND);
    expect((await p.deposit(50 * TND, false)).status).toBe(200);
    await rg(t, p.session).setLimit('deposit', 'week', 60 * TND);
    const refused = await p.deposit(20 * TND);
    expect(refused.status).toBe(422);
    expect(refused.body.limit).toBe(10 * TND);
    expect((await p.deposit(10 * TND)).status).toBe(200);
  });
});
