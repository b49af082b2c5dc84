/**
 * The operator's payment commands in-process against a real PostgreSQL: listing withdrawals,
 * approving (paid, or a failed payout refunded), rejecting with a reason, refusals that move
 * nothing, and the expiry of stale deposits.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addPlayer, cashOf, createTestContext, type TestContext } from '../test/harness';
import { PAYOUT_FAILS, ProviderDouble } from '../test/payment-provider-double';
import { requestWithdrawal } from '../modules/payments/withdrawals';
import type { PaymentsDeps } from '../modules/payments/deps';
import { startDeposit } from '../modules/payments/deposits';
import { runCli } from './program';

let t: TestContext;
let deps: PaymentsDeps;
const konnect = new ProviderDouble('konnect');
let clock = new Date('2026-11-27T10:00:00Z');

beforeAll(async () => {
  t = await createTestContext();
  deps = { db: t.db, adapters: { konnect }, config: t.config.payments, now: () => clock };
});
afterAll(() => t.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    openDatabase: async () => ({ db: t.db, close: async () => undefined }),
    cashbackPercent: 10,
    paymentsConfig: t.config.payments,
    paymentAdapters: { konnect },
    now: () => clock,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('payment commands', () => {
  it('lists, approves, rejects and refunds a failed payout', async () => {
    const id = await addPlayer(t.db, 'cli-payee', 100_000);
    const paid = await requestWithdrawal(deps, id, 'konnect', 20_000, '22123456');
    const rejected = await requestWithdrawal(deps, id, 'konnect', 20_000, '22123456');
    const failing = await requestWithdrawal(deps, id, 'konnect', 20_000, PAYOUT_FAILS);
    expect(await cashOf(t.db, id)).toBe(40_000);

    const listed = await cli('withdrawals');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toHaveLength(3);
    expect(listed.out).toContain(
      `withdrawal ${paid.id}: cli-payee 20000 millimes by konnect to 22123456, requested`,
    );

    expect(await cli('approve-withdrawal', String(paid.id))).toMatchObject({
      code: 0,
      out: `withdrawal ${paid.id}: paid`,
    });
    const again = await cli('approve-withdrawal', String(paid.id));
    expect(again).toMatchObject({
      code: 1,
      err: 'error: This withdrawal has already been decided (paid).',
    });

    expect(
      await cli('reject-withdrawal', String(rejected.id), '--reason', 'KYC missing'),
    ).toMatchObject({ code: 0 });
    const failed = await cli('approve-withdrawal', String(failing.id));
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/payout failed \(receiver wallet closed\)/);
    expect(await cashOf(t.db, id)).toBe(80_000);

    const json = JSON.parse((await cli('withdrawals', '--status', 'rejected', '--json')).out);
    expect(json).toMatchObject([{ id: rejected.id, reason: 'KYC missing', decided_by: 'cli' }]);
    expect((await cli('withdrawals', '--status', 'bogus')).code).toBe(1);
    expect((await cli('reject-withdrawal', 'x1', '--reason', 'nope')).code).toBe(1);
    expect((await cli('reject-withdrawal', String(paid.id))).code).toBe(1);
  });

  it('expires stale pending deposits', async () => {
    const id = await addPlayer(t.db, 'cli-stale');
    const deposit = await startDeposit(deps, id, 'konnect', 10_000);
    clock = new Date(clock.getTime() + (t.config.payments.depositTtlMinutes + 1) * 60_000);
    const run = await cli('expire-deposits');
    expect(run).toMatchObject({ code: 0, out: `1 stale deposit(s): ${deposit.id} expired` });
  });
});
