/**
 * The excluded player's model (the API calls replaced by handlers): the credentials go with every
 * call, an amount over the withdrawable cash is refused before sending, a withdrawal reads the
 * cash again, and a new visit forgets the password.
 */
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { ExcludedCashier } from '../../entities/rg';
import {
  $cashier,
  $password,
  $problem,
  $requested,
  accountTyped,
  amountTyped,
  endFx,
  endRequested,
  loadFx,
  pageOpened,
  passwordTyped,
  signInSubmitted,
  usernameTyped,
  withdrawFx,
  withdrawSubmitted,
} from './model';

const cashier = (withdrawable: number) =>
  ({
    exclusion: {
      kind: 'timeout',
      until: '2026-09-02T10:00:00.000Z',
      end_requestable: false,
      end_effective_at: null,
    },
    withdrawable,
    methods: [
      { method: 'konnect', withdrawal: { min: 10_000, max: 3_000_000, daily: 5_000_000 }, fee: 0 },
    ],
    player_daily_withdrawal: 6_000_000,
    withdrawals: [],
  }) as unknown as ExcludedCashier;

function scope() {
  const calls: { load: unknown[]; withdraw: unknown[]; end: unknown[] } = {
    load: [],
    withdraw: [],
    end: [],
  };
  let cash = 80_000;
  const s = fork({
    handlers: [
      [loadFx, async (credentials: unknown) => (calls.load.push(credentials), cashier(cash))],
      [
        withdrawFx,
        async (body: { amount: number }) => {
          calls.withdraw.push(body);
          cash -= body.amount;
          return { id: 1, status: 'requested', amount: body.amount };
        },
      ],
      [
        endFx,
        async (credentials: unknown) => (calls.end.push(credentials), { end_effective_at: null }),
      ],
    ],
  });
  return { s, calls };
}

async function signIn(s: ReturnType<typeof fork>) {
  await allSettled(pageOpened, { scope: s });
  await allSettled(usernameTyped, { scope: s, params: ' nour ' });
  await allSettled(passwordTyped, { scope: s, params: 'secret1234' });
  await allSettled(signInSubmitted, { scope: s });
}

describe('the excluded player model', () => {
  it('sends the credentials, refuses more than the cash before sending, then withdraws', async () => {
    const { s, calls } = scope();
    await signIn(s);
    expect(calls.load).toEqual([{ username: 'nour', password: 'secret1234' }]);
    expect(s.getState($cashier)?.withdrawable).toBe(80_000);

    await allSettled(accountTyped, { scope: s, params: '22123456' });
    await allSettled(amountTyped, { scope: s, params: '81' });
    await allSettled(withdrawSubmitted, { scope: s });
    expect(s.getState($problem)).toBe('aboveWithdrawable');
    expect(calls.withdraw).toEqual([]);

    await allSettled(amountTyped, { scope: s, params: '50,5' });
    await allSettled(withdrawSubmitted, { scope: s });
    expect(calls.withdraw).toEqual([
      {
        username: 'nour',
        password: 'secret1234',
        method: 'konnect',
        account: '22123456',
        amount: 50_500,
      },
    ]);
    expect(s.getState($requested)?.status).toBe('requested');
    // The cash is read again after the withdrawal.
    expect(s.getState($cashier)?.withdrawable).toBe(29_500);
  });

  it('asks for the end with the credentials, and forgets the password on a new visit', async () => {
    const { s, calls } = scope();
    await signIn(s);
    await allSettled(endRequested, { scope: s });
    expect(calls.end).toEqual([{ username: 'nour', password: 'secret1234' }]);
    await allSettled(pageOpened, { scope: s });
    expect(s.getState($password)).toBe('');
    expect(s.getState($cashier)).toBeNull();
  });
});
