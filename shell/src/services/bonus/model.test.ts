import { ApiError } from '@casino/shared/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $language } from '../language/model';
import { showToastFx } from '../toast/model';
import { $token } from '../token/model';
import { fetchUserFx } from '../user/model';
import { bonusClicked, transferCashbackFx } from './model';

// What the refresh answers: a user (an undefined answer would be an invalid store update).
const user = {
  id: 1, sur_id: 'TN1', username: 'demo', name: 'D', surname: 'P', currency: 'TND', balance: 0, bounse: 0,
  diamond_bet: 0, silver_bet: 0, golden_bet: 0, jackpot_state: false, jackpot_name: null, jackpot_amount: null,
};

describe('bonus transfer', () => {
  it('refreshes the user after a success, and shows nothing', async () => {
    const calls = { transfer: 0, refresh: 0, toasts: 0 };
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [transferCashbackFx, async () => { calls.transfer += 1; }],
        [fetchUserFx, async () => { calls.refresh += 1; return user; }],
        [showToastFx, () => { calls.toasts += 1; }],
      ],
    });
    await allSettled(bonusClicked, { scope: s });
    expect(calls).toEqual({ transfer: 1, refresh: 1, toasts: 0 });
  });

  it('refreshes and shows the Bounse_Error toast (2 s, dark, no progress bar, top-left in Arabic) on failure', async () => {
    const toasts: Array<Record<string, unknown>> = [];
    let refreshed = 0;
    const s = fork({
      values: [[$token, 'abc'], [$language, 'ar']],
      handlers: [
        [transferCashbackFx, async () => {
          throw new ApiError('Sorry, your bet is being processed.', 409, { code: 'Bounse_Error', message: 'Sorry, your bet is being processed.' });
        }],
        [fetchUserFx, async () => { refreshed += 1; return user; }],
        [showToastFx, (request: Record<string, unknown>) => { toasts.push(request); }],
      ],
    });
    await allSettled(bonusClicked, { scope: s });
    expect(refreshed).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ autoCloseMs: 2000, theme: 'dark', hideProgressBar: true, closeOnClick: true, position: 'top-left' });
  });

  it('ignores a tap while a transfer runs', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const s = fork({
      handlers: [
        [transferCashbackFx, () => { calls += 1; return new Promise<void>((resolve) => (release = resolve)); }],
        [fetchUserFx, async () => user],
      ],
    });
    const first = allSettled(bonusClicked, { scope: s });
    void allSettled(bonusClicked, { scope: s });
    expect(calls).toBe(1);
    release();
    await first;
  });
});
