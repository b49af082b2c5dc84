import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { PaymentMethods } from '../../entities/payment';
import {
  $accountInvalid,
  $problem,
  accountTyped,
  amountTyped,
  loadMethodsFx,
  loadWithdrawalsFx,
  pageOpened,
  requestWithdrawalFx,
  submitted,
} from './model';

const methods = {
  methods: [
    {
      method: 'flouci',
      deposit: { min: 1_000, max: 3_000_000, daily: 6_000_000 },
      withdrawal: { min: 10_000, max: 2_000_000, daily: 4_000_000 },
      fee: 0,
    },
  ],
  presets: [],
  withdrawable: 250_000,
  player_daily: { deposit: 12_000_000, withdrawal: 6_000_000 },
} as unknown as PaymentMethods;

describe('withdraw', () => {
  it('never asks for more than the withdrawable cash, and sends the request in millimes', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [
        [loadMethodsFx, () => methods],
        [loadWithdrawalsFx, () => []],
        [requestWithdrawalFx, (body: unknown) => (sent.push(body), { id: 1, status: 'requested' })],
      ],
    });
    await allSettled(pageOpened, { scope });
    await allSettled(accountTyped, { scope, params: '22 123 456' });
    await allSettled(amountTyped, { scope, params: '250.001' });
    await allSettled(submitted, { scope });
    expect(scope.getState($problem)).toBe('aboveWithdrawable');
    await allSettled(amountTyped, { scope, params: '9.999' });
    await allSettled(submitted, { scope });
    expect(scope.getState($problem)).toBe('belowMinimum');
    expect(sent).toEqual([]);
    await allSettled(accountTyped, { scope, params: '<x>' });
    await allSettled(amountTyped, { scope, params: '40' });
    await allSettled(submitted, { scope });
    expect(scope.getState($accountInvalid)).toBe(true);
    expect(sent).toEqual([]);
    await allSettled(accountTyped, { scope, params: '22 123 456' });
    await allSettled(submitted, { scope });
    expect(sent).toEqual([{ method: 'flouci', account: '22 123 456', amount: 40_000 }]);
  });
});
