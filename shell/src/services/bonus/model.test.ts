import { ApiError } from '@casino/shared/api';
import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import fr from '../../../locales/fr.json';
import { allSettled, fork } from 'effector';
import { $language } from '../language/model';
import { showToastFx } from '../toast/model';
import { $token } from '../token/model';
import { $user, fetchUserFx } from '../user/model';
import { bonusClicked, transferCashbackFx } from './model';

// What the refresh answers: a user (an undefined answer would be an invalid store update).
const user = {
  id: 1,
  sur_id: 'TN1',
  username: 'demo',
  name: 'D',
  surname: 'P',
  currency: 'TND',
  balance: 0,
  bounse: 0,
  diamond_bet: 0,
  silver_bet: 0,
  golden_bet: 0,
  jackpot_state: false,
  jackpot_name: null,
  jackpot_amount: null,
};

describe('bonus transfer', () => {
  beforeAll(async () => {
    if (!i18next.isInitialized)
      await i18next.init({
        lng: 'fr',
        ns: ['shell'],
        defaultNS: 'shell',
        resources: { fr: { shell: fr } },
      });
    else i18next.addResourceBundle('fr', 'shell', fr, true, true);
  });

  it('refreshes the user after a success and says how much moved', async () => {
    const calls = { transfer: 0, refresh: 0 };
    const toasts: Array<Record<string, unknown>> = [];
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, { ...user, bounse: 12_340 }],
      ],
      handlers: [
        [
          transferCashbackFx,
          async () => {
            calls.transfer += 1;
            return { transferred: 12_340 };
          },
        ],
        [
          fetchUserFx,
          async () => {
            calls.refresh += 1;
            return user;
          },
        ],
        [
          showToastFx,
          (request: Record<string, unknown>) => {
            toasts.push(request);
          },
        ],
      ],
    });
    await allSettled(bonusClicked, { scope: s });
    expect(calls).toEqual({ transfer: 1, refresh: 1 });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ kind: 'success', autoCloseMs: 2000, position: 'top-right' });
    expect(toasts[0]!.message).toBe('12.34 TND de bonus transférés vers votre solde.');
  });

  it('does not ask the server when there is no bonus (0.00)', async () => {
    let calls = 0;
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, user],
      ],
      handlers: [
        [
          transferCashbackFx,
          async () => {
            calls += 1;
            return { transferred: 0 };
          },
        ],
      ],
    });
    await allSettled(bonusClicked, { scope: s });
    expect(calls).toBe(0);
  });

  it('refreshes and shows the Bounse_Error toast (2 s, dark, no progress bar, top-left in Arabic) on failure', async () => {
    const toasts: Array<Record<string, unknown>> = [];
    let refreshed = 0;
    const s = fork({
      values: [
        [$token, 'abc'],
        [$language, 'ar'],
        [$user, { ...user, bounse: 5_000 }],
      ],
      handlers: [
        [
          transferCashbackFx,
          async () => {
            throw new ApiError('Sorry, your bet is being processed.', 409, {
              code: 'Bounse_Error',
              message: 'Sorry, your bet is being processed.',
            });
          },
        ],
        [
          fetchUserFx,
          async () => {
            refreshed += 1;
            return user;
          },
        ],
        [
          showToastFx,
          (request: Record<string, unknown>) => {
            toasts.push(request);
          },
        ],
      ],
    });
    await allSettled(bonusClicked, { scope: s });
    expect(refreshed).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      autoCloseMs: 2000,
      theme: 'dark',
      hideProgressBar: true,
      closeOnClick: true,
      position: 'top-left',
    });
  });

  it("a failure without our code shows our own text, never the server's message", async () => {
    const toasts: Array<Record<string, unknown>> = [];
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, { ...user, bounse: 5_000 }],
      ],
      handlers: [
        [
          transferCashbackFx,
          async () => {
            throw new ApiError('relation "x" does not exist', 500, {
              message: 'relation "x" does not exist',
            });
          },
        ],
        [fetchUserFx, async () => user],
        [
          showToastFx,
          (request: Record<string, unknown>) => {
            toasts.push(request);
          },
        ],
      ],
    });
    await allSettled(bonusClicked, { scope: s });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.message).toBe(fr.errors.Bounse_Error);
  });

  it('ignores a tap while a transfer runs', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const s = fork({
      values: [[$user, { ...user, bounse: 5_000 }]],
      handlers: [
        [
          transferCashbackFx,
          () => {
            calls += 1;
            return new Promise<{ transferred: number }>(
              (resolve) => (release = () => resolve({ transferred: 5_000 })),
            );
          },
        ],
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
