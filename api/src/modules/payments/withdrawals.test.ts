/**
 * Withdrawals against the real database and ledger: held at once (not bettable, not cancellable),
 * approved and paid, rejected and refunded, a failed payout refunded with its reason; bonus money
 * is never withdrawable; concurrent requests never overdraw; the operator route opens only to
 * the operator's token; a storm of deposits and withdrawals leaves every ledger invariant whole.
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
import { PAYOUT_FAILS, PAYOUT_PENDING, ProviderDouble } from '../../test/payment-provider-double';
import { transfer } from '../wallet/service';

const OPERATOR = 'operator-token-'.padEnd(48, 'x7');
let t: TestContext;
const konnect = new ProviderDouble('konnect');
const flouci = new ProviderDouble('flouci');

beforeAll(async () => {
  const base = (await import('../../config')).loadConfig({});
  t = await createTestContext({ payments: { ...base.payments, operatorToken: OPERATOR } }, 20, {
    paymentAdapters: { konnect, flouci },
  });
});
afterAll(() => t.close());

async function player(name: string, cash = 0) {
  const id = await addPlayer(t.db, name, cash);
  return { id, token: await loginToken(t.app, name) };
}

function ask(token: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    headers: bearer(token),
    payload: body,
  });
}

function operator(path: string, body?: object, token = OPERATOR) {
  return t.app.inject({
    method: body ? 'POST' : 'GET',
    url: `/api/operator/withdrawals${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
}

async function pendingPayouts(playerId: number): Promise<number> {
  const { rows } = await t.db.query<{ balance: number }>(
    'SELECT balance FROM accounts WHERE id = 5 * 32 + ($1::bigint % 32) + 1',
    [playerId],
  );
  return rows[0]!.balance;
}

describe('withdrawals', () => {
  it('holds the amount at once, then pays it out on approval', async () => {
    const p = await player('wd-paid', 100_000);
    const asked = await ask(p.token, { method: 'konnect', amount: 40_000, account: '22123456' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'requested', amount: 40_000 });
    expect(await cashOf(t.db, p.id)).toBe(60_000);
    const held = await pendingPayouts(p.id);
    expect(held).toBeGreaterThanOrEqual(40_000);

    const listed = (await operator('')).json() as Array<{ id: number; username: string }>;
    expect(listed.find((w) => w.id === asked.json().id)?.username).toBe('wd-paid');
    const approved = await operator(`/${asked.json().id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'paid', decided_by: 'operator-route' });
    expect(await cashOf(t.db, p.id)).toBe(60_000);
    expect(await pendingPayouts(p.id)).toBe(held - 40_000);
    // Approving again pays nothing more.
    const again = await operator(`/${asked.json().id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(konnect.payouts.size).toBe(1);

    const mine = (
      await t.app.inject({ url: '/api/payments/withdrawals', headers: bearer(p.token) })
    ).json();
    expect(mine[0]).toMatchObject({ id: asked.json().id, status: 'paid' });
    const history = (
      await t.app.inject({ url: '/api/TransactionPlayer?type=6', headers: bearer(p.token) })
    ).json();
    expect(history.data[0]).toMatchObject({
      type: 'withdrawal',
      amount: 40_000,
      direction: 'debit',
      status: 'paid',
    });
  });

  it('rejects with a reason and returns the funds', async () => {
    const p = await player('wd-rejected', 100_000);
    const id = (
      await ask(p.token, { method: 'flouci', amount: 30_000, account: '22123456' })
    ).json().id;
    expect((await operator(`/${id}/reject`, { reason: 'ID check' })).json()).toMatchObject({
      status: 'rejected',
      reason: 'ID check',
    });
    expect(await cashOf(t.db, p.id)).toBe(100_000);
    expect((await operator(`/${id}/approve`, {})).statusCode).toBe(409);
    const history = (
      await t.app.inject({ url: '/api/TransactionPlayer', headers: bearer(p.token) })
    ).json();
    expect(history.data.map((r: { type: string; status?: string }) => [r.type, r.status])).toEqual([
      ['payout_refund', 'rejected'],
      ['withdrawal', 'rejected'],
      // The opening balance came from the operator's CLI: a movement without a payment status.
      ['deposit', undefined],
    ]);
  });

  it('returns the funds with the reason when the payout fails, and waits on a pending one', async () => {
    const p = await player('wd-failed', 100_000);
    const failing = (
      await ask(p.token, { method: 'konnect', amount: 20_000, account: PAYOUT_FAILS })
    ).json().id;
    expect((await operator(`/${failing}/approve`, {})).json()).toMatchObject({
      status: 'failed',
      reason: 'receiver wallet closed',
    });
    expect(await cashOf(t.db, p.id)).toBe(100_000);

    const waiting = (
      await ask(p.token, { method: 'konnect', amount: 20_000, account: PAYOUT_PENDING })
    ).json().id;
    expect((await operator(`/${waiting}/approve`, {})).json().status).toBe('approved');
    expect(await cashOf(t.db, p.id)).toBe(80_000);
    // An approved withdrawal cannot be rejected any more; the next approve asks the provider again.
    expect((await operator(`/${waiting}/reject`, { reason: 'too late' })).statusCode).toBe(409);
  });

  it('never lets bonus money out and refuses more than the cash', async () => {
    const p = await player('wd-bonus', 10_000);
    await transfer(t.db, {
      source: 'test',
      reference: 'bonus-wd',
      kind: 'cashback',
      playerId: p.id,
      from: 'house:bonus',
      to: 'bonus',
      amount: 50_000,
    });
    const refused = await ask(p.token, { method: 'konnect', amount: 20_000, account: '22123456' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'not_withdrawable', limit: 10_000 });
    const methods = (
      await t.app.inject({ url: '/api/payments/methods', headers: bearer(p.token) })
    ).json();
    expect(methods.withdrawable).toBe(10_000);
    expect(await cashOf(t.db, p.id)).toBe(10_000);
  });

  it('never overdraws under concurrent requests', async () => {
    const p = await player('wd-race', 100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ask(p.token, { method: 'konnect', amount: 30_000, account: '22123456' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(7);
    expect(await cashOf(t.db, p.id)).toBe(10_000);
  });

  it('opens the operator route only to the operator token', async () => {
    const p = await player('wd-attacker', 50_000);
    const id = (
      await ask(p.token, { method: 'konnect', amount: 20_000, account: '22123456' })
    ).json().id;
    expect((await operator(`/${id}/approve`, {}, p.token)).statusCode).toBe(401);
    expect((await operator(`/${id}/approve`, {}, `${OPERATOR}x`)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/operator/withdrawals/${id}/approve` }))
        .statusCode,
    ).toBe(401);
    expect((await operator(`/${id}/reject`, { reason: 'x' })).statusCode).toBe(400);
    expect((await operator('/999999/approve', {})).statusCode).toBe(404);
    // A player cannot cancel their own request back into the balance: no such route.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/payments/withdrawals/${id}`,
          headers: bearer(p.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(await cashOf(t.db, p.id)).toBe(30_000);
  });

  it('keeps every ledger invariant through a storm of deposits and withdrawals', async () => {
    const players = await Promise.all(
      Array.from({ length: 6 }, (_, i) => player(`storm-${i}`, 200_000)),
    );
    const work: Array<Promise<unknown>> = [];
    for (const [i, p] of players.entries()) {
      for (let k = 0; k < 4; k++) {
        work.push(
          (async () => {
            const started = (
              await t.app.inject({
                method: 'POST',
                url: '/api/payments/deposits',
                headers: bearer(p.token),
                payload: { method: k % 2 ? 'konnect' : 'flouci', amount: 10_000 + k },
              })
            ).json();
            const adapter = k % 2 ? konnect : flouci;
            const ref = [...adapter.payments.entries()].find(
              ([, v]) => v.orderId === `deposit-${started.id}`,
            )![0];
            adapter.set(ref, { state: 'paid' });
            await Promise.all([
              t.app.inject({
                url: `/api/payments/deposits/${started.id}`,
                headers: bearer(p.token),
              }),
              t.app.inject({ url: `/api/payments/${adapter.method}/webhook?payment_ref=${ref}` }),
            ]);
          })(),
          (async () => {
            const asked = await ask(p.token, {
              method: 'konnect',
              amount: 15_000,
              account: k === 3 ? PAYOUT_FAILS : '22123456',
            });
            if (asked.statusCode !== 200) return;
            const id = asked.json().id;
            await (k === 1
              ? operator(`/${id}/reject`, { reason: 'storm' })
              : operator(`/${id}/approve`, {}));
          })(),
        );
      }
      if (i === 0) await Promise.all(work.splice(0));
    }
    await Promise.all(work);
    const audit = await reconcileLedger(t.db);
    expect(audit.checks.filter((c) => c.breaks > 0)).toEqual([]);
    expect(audit.checks.find((c) => c.name === 'payments_ledger')!.examined).toBeGreaterThan(40);
    for (const p of players) expect(await cashOf(t.db, p.id)).toBeGreaterThanOrEqual(0);
  });
});
