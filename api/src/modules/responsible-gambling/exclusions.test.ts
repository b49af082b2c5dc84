/**
 * Time-outs and self-exclusions against the real database: effective at once (sessions ended,
 * login, deposit and bet refused with their own status, withdrawals still open, open prematch
 * sport bets refunded), never shortened, and a self-exclusion's end only on request after its
 * term plus 24 hours. Time passes by moving the recorded history back (src/test/time-travel.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  bearer,
  cashOf,
  createTestContext,
  signedPost,
  type TestContext,
} from '../../test/harness';
import { ProviderDouble } from '../../test/payment-provider-double';
import { gamePlayer, rg, stake, type GamePlayer } from '../../test/rg-kit';
import { DAY, timeMachine, type TimeMachine } from '../../test/time-travel';
import { startDeposit } from '../payments/deposits';
import type { PaymentsDeps } from '../payments/deps';
import { requestWithdrawal } from '../payments/withdrawals';
import { startExclusion } from './exclusions';

let t: TestContext;
let time: TimeMachine;
const konnect = new ProviderDouble('konnect');
const TND = 1000;

beforeAll(async () => {
  t = await createTestContext({}, 10, { paymentAdapters: { konnect }, now: () => new Date() });
  time = timeMachine(t.database);
});
afterAll(async () => {
  await time.close();
  await t.close();
});

const cashier = (): PaymentsDeps => ({
  db: t.db,
  adapters: { konnect },
  config: t.config.payments,
  now: () => new Date(),
});

const login = async (name: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: name, password: 'secret1234' },
  });
  return { status: answer.statusCode, body: answer.json() };
};

const endRequest = async (name: string, password = 'secret1234') => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/responsible-gambling/exclusion/end-request',
    payload: { username: name, password },
  });
  return { status: answer.statusCode, body: answer.json() };
};

const names = (text: string) => ({ fr: text, en: text, ar: text });

/** A sportsbook bet, debited and reported open, on an event starting at `startsAt`. */
async function sportBet(p: GamePlayer, bet: string, stakeAmount: number, startsAt: Date) {
  const token = (
    await t.app.inject({ url: '/api/sport?lang=fr', headers: bearer(p.session) })
  ).json().token as string;
  await signedPost(t.app, t.config, 'sportsbook', 'authenticate', { token });
  const debit = { token, round: bet, reference: `${bet}.bet`, amount: stakeAmount };
  expect((await signedPost(t.app, t.config, 'sportsbook', 'bet', debit)).statusCode).toBe(200);
  const report = await signedPost(t.app, t.config, 'sportsbook', 'bet-report', {
    token,
    bet,
    version: 1,
    status: 'open',
    bet_kind: 'single',
    stake: stakeAmount,
    odds: 250,
    potential: stakeAmount * 2.5,
    payout: null,
    placed_at: new Date().toISOString(),
    settled_at: null,
    legs: [
      {
        event: names('Espérance – Club Africain'),
        market: names('1X2'),
        selection: names('Espérance'),
        odds: 250,
        result: null,
        starts_at: startsAt.toISOString(),
      },
    ],
  });
  expect(report.statusCode).toBe(200);
  return token;
}

describe('self-exclusion', () => {
  it('refuses login, deposit and bet at once, keeps withdrawals, refunds open prematch bets', async () => {
    const p = await gamePlayer(t, 'excluded', 100 * TND);
    await sportBet(p, 'prematch-1', 10 * TND, new Date(Date.now() + 2 * DAY));
    await sportBet(p, 'live-1', 5 * TND, new Date(Date.now() - 3600_000));
    expect(await cashOf(t.db, p.id)).toBe(85 * TND);

    const refused = await rg(t, p.session).call('POST', '/exclusion', { duration: '6m' });
    expect(refused.status).toBe(400);
    const excluded = await rg(t, p.session).exclude('6m');
    expect(excluded.status).toBe(200);
    expect(excluded.body).toMatchObject({ kind: 'self_exclusion', duration: '6m' });

    // Logged out everywhere.
    const details = await t.app.inject({ url: '/api/UserDetails', headers: bearer(p.session) });
    expect(details.statusCode).toBe(401);
    // Login refused with its own code and the end date, in the player's language.
    const again = await login('excluded');
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'player_excluded', exclusion: 'self_exclusion' });
    expect(again.body.until).toBe(excluded.body.ends_at);
    const inFrench = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'fr' },
      payload: { username: 'excluded', password: 'secret1234' },
    });
    expect(inFrench.json().message).toMatch(/exclu du jeu/);
    // A bet through the provider's still-open game token: refused as an exclusion.
    const bet = await stake(t, p, TND);
    expect(bet.status).toBe(403);
    expect(bet.body).toMatchObject({ status: 'player_excluded', exclusion: 'self_exclusion' });
    // A deposit start (the cashier's own path) is refused too.
    await expect(startDeposit(cashier(), p.id, 'konnect', 10 * TND)).rejects.toMatchObject({
      statusCode: 403,
      extra: { code: 'player_excluded' },
    });
    // The prematch bet came back; the one on a started event stays open.
    expect(await cashOf(t.db, p.id)).toBe(95 * TND);
    const { rows } = await t.db.query(
      `SELECT round_ref, status FROM game_rounds WHERE player_id = $1 AND source = 'sportsbook' ORDER BY id`,
      [p.id],
    );
    expect(rows).toEqual([
      { round_ref: 'prematch-1', status: 'cancelled' },
      { round_ref: 'live-1', status: 'open' },
    ]);
    // The balance can still leave through the cashier's payout path.
    const held = await requestWithdrawal(cashier(), p.id, 'konnect', 50 * TND, '22123456');
    expect(held.status).toBe('requested');
  });

  it('refuses an early end, then ends 24 hours after the request made after the term', async () => {
    const p = await gamePlayer(t, 'returning', 10 * TND);
    await rg(t, p.session).exclude('6m');
    const early = await endRequest('returning');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('exclusion_running');
    expect((await endRequest('returning', 'wrong-password')).status).toBe(401);

    await time.travel(184 * DAY);
    // The term has passed, but nothing ends without the player's request.
    expect((await login('returning')).body.end_requestable).toBe(true);
    const asked = await endRequest('returning');
    expect(asked.status).toBe(200);
    expect((await login('returning')).status).toBe(403);
    await time.travel(DAY - 60_000);
    expect((await login('returning')).status).toBe(403);
    await time.travel(60_000);
    expect((await login('returning')).status).toBe(200);
  });

  it('never ends a permanent one on request, nor lets a shorter choice replace a longer one', async () => {
    const p = await gamePlayer(t, 'forever', 0);
    const second = await gamePlayer(t, 'longer', 0);
    await rg(t, p.session).exclude('permanent');
    await time.travel(6 * 365 * DAY);
    expect((await endRequest('forever')).body.code).toBe('no_end_requestable');
    expect((await login('forever')).status).toBe(403);

    // The player is logged out by then; the operator's path is the only way to choose again.
    await rg(t, second.session).exclude('6m');
    const choose = (duration: '24h' | '1y') =>
      startExclusion(t.db, {
        playerId: second.id,
        duration,
        actor: 'operator:test',
        now: new Date(),
      });
    await expect(choose('24h')).rejects.toMatchObject({
      statusCode: 409,
      extra: { code: 'already_excluded' },
    });
    expect((await choose('1y')).duration).toBe('1y');
    expect((await login('longer')).body.until).toMatch(
      new RegExp(`^${new Date().getUTCFullYear() + 1}-`),
    );
  });
});

describe('time-out', () => {
  it('refuses login for 24 hours, cannot be ended by the player, and ends by itself', async () => {
    const p = await gamePlayer(t, 'pause', 10 * TND);
    const paused = await rg(t, p.session).exclude('24h');
    expect(paused.body).toMatchObject({ kind: 'timeout', duration: '24h' });
    const refused = await login('pause');
    expect(refused.status).toBe(403);
    expect(refused.body.exclusion).toBe('timeout');
    expect((await endRequest('pause')).body.code).toBe('no_end_requestable');
    await time.travel(DAY - 60_000);
    expect((await login('pause')).status).toBe(403);
    await time.travel(60_000);
    expect((await login('pause')).status).toBe(200);
  });
});
