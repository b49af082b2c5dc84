import type { PlayerUser } from '@casino/shared/events';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '../token/model';
import { announceUserFx, fetchUserFx, refreshRequested } from '../user/model';
import { $jackpotWin, jackpotPopupClosed } from './model';
import { millimes } from '@casino/shared/format';

const base: PlayerUser = {
  id: 1,
  sur_id: 'TN1',
  username: 'demo',
  name: 'D',
  surname: 'P',
  currency: 'TND',
  balance: millimes(0),
  bounse: millimes(0),
  diamond_bet: millimes(0),
  silver_bet: millimes(0),
  golden_bet: millimes(0),
  jackpot_state: false,
  jackpot_name: null,
  jackpot_amount: null,
};

describe('jackpot popup', () => {
  it('opens on jackpot_state, survives the next refresh and closes on Close', async () => {
    const answers = [
      { ...base, jackpot_state: true, jackpot_name: 'Golden_Prize', jackpot_amount: 1_500_000 },
      base,
    ];
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [fetchUserFx, async () => answers.shift()],
        [announceUserFx, () => {}],
      ],
    });
    await allSettled(refreshRequested, { scope: s });
    expect(s.getState($jackpotWin)).toEqual({
      name: 'Golden_Prize',
      amount: 1_500_000,
      currency: 'TND',
    });
    await allSettled(refreshRequested, { scope: s });
    expect(s.getState($jackpotWin)).not.toBeNull();
    await allSettled(jackpotPopupClosed, { scope: s });
    expect(s.getState($jackpotWin)).toBeNull();
  });

  it('without an amount it shows a placeholder (never 0.00) until a refresh brings the amount', async () => {
    const answers = [
      { ...base, jackpot_state: true, jackpot_name: 'Silver_Prize', jackpot_amount: null },
      { ...base, jackpot_amount: 250_000 },
    ];
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [fetchUserFx, async () => answers.shift()],
        [announceUserFx, () => {}],
      ],
    });
    await allSettled(refreshRequested, { scope: s });
    expect(s.getState($jackpotWin)).toEqual({
      name: 'Silver_Prize',
      amount: null,
      currency: 'TND',
    });
    await allSettled(refreshRequested, { scope: s });
    expect(s.getState($jackpotWin)).toEqual({
      name: 'Silver_Prize',
      amount: 250_000,
      currency: 'TND',
    });
  });
});
