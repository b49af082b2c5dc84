import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { PaymentMethods } from '../../entities/payment';
import {
  $problem,
  $step,
  amountTyped,
  confirmed,
  loadDepositsFx,
  loadMethodsFx,
  openPaymentPageFx,
  pageOpened,
  reviewRequested,
  startDepositFx,
} from './model';

const methods = {
  methods: [
    {
      method: 'konnect',
      deposit: { min: 5_000, max: 5_000_000, daily: 10_000_000 },
      withdrawal: { min: 10_000, max: 3_000_000, daily: 5_000_000 },
      fee: 0,
    },
  ],
  presets: [10_000, 50_000],
  withdrawable: 250_000,
  player_daily: { deposit: 12_000_000, withdrawal: 6_000_000 },
} as unknown as PaymentMethods;

function scope(sent: unknown[], opened: string[]) {
  return fork({
    handlers: [
      [loadMethodsFx, () => methods],
      [loadDepositsFx, () => []],
      [startDepositFx, (body: unknown) => (sent.push(body), { id: 7, pay_url: 'https://pay/7' })],
      [openPaymentPageFx, (url: string) => void opened.push(url)],
    ],
  });
}

describe('deposit', () => {
  it('refuses an amount it cannot read or outside the method, and sends nothing', async () => {
    const sent: unknown[] = [];
    const s = scope(sent, []);
    await allSettled(pageOpened, { scope: s });
    for (const [text, problem] of [
      ['12.3456', 'tooManyDecimals'],
      ['-5', 'negative'],
      ['abc', 'notANumber'],
      ['4.999', 'belowMinimum'],
      ['5000.001', 'aboveMaximum'],
    ] as const) {
      await allSettled(amountTyped, { scope: s, params: text });
      await allSettled(reviewRequested, { scope: s });
      expect(s.getState($problem)).toBe(problem);
      expect(s.getState($step)).toBe('form');
    }
    expect(sent).toEqual([]);
  });

  it('asks for a confirmation, then starts the deposit in millimes and opens the payment page', async () => {
    const sent: unknown[] = [];
    const opened: string[] = [];
    const s = scope(sent, opened);
    await allSettled(pageOpened, { scope: s });
    await allSettled(amountTyped, { scope: s, params: '25,5' });
    await allSettled(reviewRequested, { scope: s });
    expect(s.getState($step)).toBe('review');
    expect(sent).toEqual([]);
    await allSettled(confirmed, { scope: s });
    expect(sent).toEqual([{ method: 'konnect', amount: 25_500 }]);
    expect(opened).toEqual(['https://pay/7']);
  });
});
