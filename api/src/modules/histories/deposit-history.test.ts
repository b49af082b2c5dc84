/**
 * Deposits in the transaction history, on the real database with the provider scripted behind the
 * adapter interface: every deposit a player started is one row with its status (a credited one is
 * its movement; a pending, failed or expired one moves no money and has no balances), the
 * provider's reason kept, and another player's deposits never listed.
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
import { expireStaleDeposits } from '../payments/deposits';

let t: TestContext;
const konnect = new ProviderDouble('konnect');
const flouci = new ProviderDouble('flouci');
const START = new Date('2026-11-27T10:00:00Z');
let clock = START;
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

interface Row {
  type: string;
  event_id: string;
  amount: number;
  direction: string;
  status?: string;
  reason?: string;
  balance_before: number | null;
  balance_after: number | null;
}

beforeAll(async () => {
  t = await createTestContext({}, 10, { paymentAdapters: { konnect, flouci }, now: () => clock });
});
afterAll(() => t.close());

async function player(name: string) {
  const id = await addPlayer(t.db, name, 0);
  return { id, token: await loginToken(t.app, name) };
}

async function startDeposit(token: string, method: 'konnect' | 'flouci', amount: number) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers: bearer(token),
    payload: { method, amount },
  });
  expect(answer.statusCode).toBe(200);
  const { id } = answer.json() as { id: number };
  const { rows } = await t.db.query<{ provider_ref: string }>(
    'SELECT provider_ref FROM payment_deposits WHERE id = $1',
    [id],
  );
  return { id, ref: rows[0]!.provider_ref };
}

const readDeposit = (token: string, id: number) =>
  t.app.inject({ url: `/api/payments/deposits/${id}`, headers: bearer(token) });

async function history(token: string, type = 'null'): Promise<Row[]> {
  const answer = await t.app.inject({
    url: `/api/TransactionPlayer?pageIndex=1&pageSize=50&type=${type}`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: Row[] }).data;
}

async function movementsOf(playerId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wallet_transactions WHERE player_id = $1',
    [playerId],
  );
  return rows[0]!.n;
}

describe('deposits in the transaction history', () => {
  it('lists a failed and an expired deposit with their status and reason, moving no money', async () => {
    const p = await player('hist-dep');
    clock = at(0);
    const expiring = await startDeposit(p.token, 'flouci', 30_000);
    clock = at(1);
    const failing = await startDeposit(p.token, 'konnect', 20_000);
    konnect.set(failing.ref, { state: 'failed', reason: 'card declined' });
    expect((await readDeposit(p.token, failing.id)).json().status).toBe('failed');
    clock = at(2);
    const paid = await startDeposit(p.token, 'konnect', 50_000);
    konnect.set(paid.ref, { state: 'paid' });
    expect((await readDeposit(p.token, paid.id)).json().status).toBe('credited');
    clock = at(3);
    const waiting = await startDeposit(p.token, 'flouci', 7_000);

    // Before its life is over the first one is still pending; after it, expired.
    const deps = { db: t.db, adapters: { konnect, flouci }, config: t.config.payments };
    const pendingRows = await history(p.token, '5');
    expect(pendingRows.find((row) => row.event_id === `deposit-${expiring.id}`)?.status).toBe(
      'pending',
    );
    clock = at(t.config.payments.depositTtlMinutes + 1);
    const expired = await expireStaleDeposits({ ...deps, now: () => clock });
    expect(expired.map((d) => d.id)).toContain(expiring.id);

    const deposits = await history(p.token, '5');
    expect(deposits).toHaveLength(4);
    const byId = (id: number) => deposits.find((row) => row.event_id === `deposit-${id}`);
    expect(byId(failing.id)).toMatchObject({
      type: 'deposit',
      amount: 20_000,
      status: 'failed',
      reason: 'card declined',
      balance_before: null,
      balance_after: null,
    });
    expect(byId(expiring.id)).toMatchObject({
      type: 'deposit',
      amount: 30_000,
      status: 'expired',
      balance_before: null,
      balance_after: null,
    });
    // The last one started is within its life: still pending, no balances.
    expect(byId(waiting.id)).toMatchObject({
      status: 'pending',
      amount: 7_000,
      balance_after: null,
    });
    // The credited deposit is its one movement, with its balances, listed once.
    const credited = deposits.filter((row) => row.status === 'credited');
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ amount: 50_000, balance_before: 0, balance_after: 50_000 });
    expect(credited[0]!.event_id).toMatch(/^\d+$/);

    // Only the credited deposit moved money.
    expect(await cashOf(t.db, p.id)).toBe(50_000);
    expect(await movementsOf(p.id)).toBe(1);
    // The whole history lists them too; the withdrawals' filter does not.
    expect(await history(p.token)).toHaveLength(4);
    expect(await history(p.token, '6')).toHaveLength(0);
  });

  it("never lists another player's deposits", async () => {
    clock = at(100);
    const owner = await player('hist-dep-owner');
    const other = await player('hist-dep-other');
    const failing = await startDeposit(owner.token, 'konnect', 15_000);
    konnect.set(failing.ref, { state: 'failed', reason: 'card declined' });
    await readDeposit(owner.token, failing.id);
    await startDeposit(owner.token, 'flouci', 9_000);
    expect(await history(owner.token, '5')).toHaveLength(2);
    // A valid token of another player sees none of them, whatever the filter.
    for (const type of ['null', '5', '6']) expect(await history(other.token, type)).toEqual([]);
    const guessed = await t.app.inject({
      url: `/api/payments/deposits/${failing.id}`,
      headers: bearer(other.token),
    });
    expect(guessed.statusCode).toBe(404);
  });
});
