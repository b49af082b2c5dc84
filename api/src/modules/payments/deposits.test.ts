/**
 * Deposits against the real database and ledger, the provider scripted behind the adapter
 * interface: credited once whatever the order and number of webhooks, returns and polls; an
 * altered amount or currency refused and flagged; a forged return, a replayed webhook and another
 * player's deposit credit nothing; stale payments expire; every limit refuses with its code.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { reconcileLedger } from '../audit/reconcile';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  type TestContext,
} from '../../test/harness';
import { ProviderDouble } from '../../test/payment-provider-double';

let t: TestContext;
const konnect = new ProviderDouble('konnect');
const flouci = new ProviderDouble('flouci');
let clock = new Date('2026-11-27T10:00:00Z');

beforeAll(async () => {
  t = await createTestContext({}, 10, {
    paymentAdapters: { konnect, flouci },
    now: () => clock,
  });
});
afterAll(() => t.close());

async function player(name: string, cash = 0) {
  const id = await addPlayer(t.db, name, cash);
  return { id, token: await loginToken(t.app, name) };
}

function start(token: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers: bearer(token),
    payload: body as object,
  });
}

async function depositCount(playerId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM wallet_transactions WHERE player_id = $1 AND kind = 'deposit'",
    [playerId],
  );
  return rows[0]!.n;
}

const refOf = async (id: number) =>
  (
    await t.db.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM payment_deposits WHERE id = $1',
      [id],
    )
  ).rows[0]!.provider_ref;

describe('deposits', () => {
  it('credits once whatever the order and number of webhooks, returns and polls', async () => {
    const p = await player('dep-once');
    const started = await start(p.token, { method: 'konnect', amount: 50_000 });
    expect(started.statusCode).toBe(200);
    const deposit = started.json();
    expect(deposit).toMatchObject({ status: 'pending', amount: 50_000, method: 'konnect' });
    expect(deposit.pay_url).toMatch(/^https:\/\/pay\.example\//);
    const ref = await refOf(deposit.id);

    // Before the provider confirms, neither a webhook nor a poll credits anything.
    const early = await t.app.inject({ url: `/api/payments/konnect/webhook?payment_ref=${ref}` });
    expect(early.json().message).toBe('pending');
    expect(await cashOf(t.db, p.id)).toBe(0);

    konnect.set(ref, { state: 'paid' });
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? t.app.inject({ url: `/api/payments/konnect/webhook?payment_ref=${ref}` })
        : t.app.inject({ url: `/api/payments/deposits/${deposit.id}`, headers: bearer(p.token) }),
    );
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await cashOf(t.db, p.id)).toBe(50_000);
    expect(await depositCount(p.id)).toBe(1);

    // A webhook replayed later still credits nothing more.
    await t.app.inject({ url: `/api/payments/konnect/webhook?payment_ref=${ref}` });
    const polled = await t.app.inject({
      url: `/api/payments/deposits/${deposit.id}`,
      headers: bearer(p.token),
    });
    expect(polled.json()).toMatchObject({ status: 'credited', pay_url: null });
    expect(await cashOf(t.db, p.id)).toBe(50_000);
    expect(await depositCount(p.id)).toBe(1);
  });

  it('refuses and flags an amount or a currency other than initiated', async () => {
    const p = await player('dep-altered');
    const first = (await start(p.token, { method: 'flouci', amount: 20_000 })).json();
    flouci.set(await refOf(first.id), { state: 'paid', amount: 2_000 });
    const second = (await start(p.token, { method: 'konnect', amount: 20_000 })).json();
    konnect.set(await refOf(second.id), { state: 'paid', currency: 'EUR' });
    for (const id of [first.id, second.id]) {
      const answer = await t.app.inject({
        url: `/api/payments/deposits/${id}`,
        headers: bearer(p.token),
      });
      expect(answer.json().status).toBe('flagged');
      expect(answer.json().reason).toMatch(/initiated 20000 TND/);
    }
    expect(await cashOf(t.db, p.id)).toBe(0);
    expect(await depositCount(p.id)).toBe(0);
  });

  it('ignores what the return says: only the provider status credits', async () => {
    const p = await player('dep-forged');
    const deposit = (await start(p.token, { method: 'konnect', amount: 30_000 })).json();
    // The return page's own parameters (a forged "success") reach no API route; the poll re-reads.
    const forged = await t.app.inject({
      url: `/api/payments/deposits/${deposit.id}?outcome=success&status=completed`,
      headers: bearer(p.token),
    });
    expect(forged.json().status).toBe('pending');
    expect(await cashOf(t.db, p.id)).toBe(0);
  });

  it("answers 404 for another player's deposit and for an unknown reference", async () => {
    const owner = await player('dep-owner');
    const thief = await player('dep-thief');
    const deposit = (await start(owner.token, { method: 'konnect', amount: 30_000 })).json();
    konnect.set(await refOf(deposit.id), { state: 'paid' });
    const stolen = await t.app.inject({
      url: `/api/payments/deposits/${deposit.id}`,
      headers: bearer(thief.token),
    });
    expect(stolen.statusCode).toBe(404);
    const unknown = await t.app.inject({ url: '/api/payments/konnect/webhook?payment_ref=nope' });
    expect(unknown.statusCode).toBe(404);
    // The owner's own money is credited to the owner only.
    await t.app.inject({
      url: `/api/payments/deposits/${deposit.id}`,
      headers: bearer(owner.token),
    });
    expect(await cashOf(t.db, owner.id)).toBe(30_000);
    expect(await cashOf(t.db, thief.id)).toBe(0);
    // Another method's webhook with this reference finds no payment.
    const crossed = await t.app.inject({
      url: `/api/payments/flouci/webhook?payment_id=${await refOf(deposit.id)}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('records a failed payment with its reason and credits nothing', async () => {
    const p = await player('dep-failed');
    const deposit = (await start(p.token, { method: 'konnect', amount: 30_000 })).json();
    konnect.set(await refOf(deposit.id), { state: 'failed', reason: 'card declined' });
    const answer = await t.app.inject({
      url: `/api/payments/deposits/${deposit.id}`,
      headers: bearer(p.token),
    });
    expect(answer.json()).toMatchObject({ status: 'failed', reason: 'card declined' });
    expect(await cashOf(t.db, p.id)).toBe(0);
  });

  it('expires a payment still pending at the provider after its life', async () => {
    const p = await player('dep-expired');
    const deposit = (await start(p.token, { method: 'flouci', amount: 30_000 })).json();
    const { expireStaleDeposits } = await import('./deposits');
    const deps = {
      db: t.db,
      adapters: { konnect, flouci },
      config: t.config.payments,
      now: () => clock,
    };
    expect(await expireStaleDeposits(deps)).toEqual([]);
    const saved = clock;
    clock = new Date(saved.getTime() + (t.config.payments.depositTtlMinutes + 1) * 60_000);
    try {
      const expired = await expireStaleDeposits(deps);
      expect(expired.find((d) => d.id === deposit.id)?.status).toBe('expired');
      // A payment the provider confirms afterwards is not credited: the deposit is closed.
      flouci.set(await refOf(deposit.id), { state: 'paid' });
      const answer = await t.app.inject({
        url: `/api/payments/deposits/${deposit.id}`,
        headers: bearer(p.token),
      });
      expect(answer.json().status).toBe('expired');
      expect(await cashOf(t.db, p.id)).toBe(0);
    } finally {
      clock = saved;
    }
  });

  it('refuses each limit with its own code and a 4xx', async () => {
    const p = await player('dep-limits');
    const below = await start(p.token, { method: 'konnect', amount: 4_999 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: 'below_minimum', limit: 5_000 });
    const above = await start(p.token, { method: 'konnect', amount: 5_000_001 });
    expect(above.json()).toMatchObject({ code: 'above_maximum', limit: 5_000_000 });
    for (let i = 0; i < 2; i++)
      expect((await start(p.token, { method: 'flouci', amount: 3_000_000 })).statusCode).toBe(200);
    const daily = await start(p.token, { method: 'flouci', amount: 1_000 });
    expect(daily.json()).toMatchObject({ code: 'method_daily_limit', limit: 0 });
    for (let i = 0; i < 2; i++)
      expect((await start(p.token, { method: 'konnect', amount: 3_000_000 })).statusCode).toBe(200);
    const player_daily = await start(p.token, { method: 'konnect', amount: 10_000 });
    expect(player_daily.json()).toMatchObject({ code: 'player_daily_limit', limit: 0 });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/payments/deposits',
      headers: { ...bearer(p.token), 'accept-language': 'fr' },
      payload: { method: 'konnect', amount: 1 },
    });
    expect(fr.json().message).toBe('Le minimum pour ce moyen est de 5.000 TND.');
    // Bad input is a clear 400, never a movement.
    for (const body of [
      { method: 'konnect', amount: 12.5 },
      { method: 'paypal', amount: 10_000 },
      { method: 'konnect', amount: -5 },
    ])
      expect((await start(p.token, body)).statusCode).toBe(400);
    // The next UTC day the method's daily total starts again.
    const saved = clock;
    clock = new Date(saved.getTime() + 24 * 3600_000);
    try {
      expect((await start(p.token, { method: 'flouci', amount: 1_000 })).statusCode).toBe(200);
    } finally {
      clock = saved;
    }
  });

  it('answers 401 without a session and 502 when the provider cannot be reached', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/deposits',
      payload: { method: 'konnect', amount: 10_000 },
    });
    expect(anonymous.statusCode).toBe(401);
    const p = await player('dep-down');
    konnect.down = true;
    try {
      const answer = await start(p.token, { method: 'konnect', amount: 10_000 });
      expect(answer.statusCode).toBe(502);
      expect(answer.json().code).toBe('provider_unavailable');
    } finally {
      konnect.down = false;
    }
  });

  it('leaves the ledger whole', async () => {
    const audit = await reconcileLedger(t.db);
    expect(audit.checks.filter((c) => c.breaks > 0)).toEqual([]);
  });
});
