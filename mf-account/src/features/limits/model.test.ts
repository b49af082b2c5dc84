import { ApiError } from '@casino/shared/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { RgSetLimitAnswer } from '../../entities/rg';
import { limitOf, overviewOf } from './fixtures';
import {
  $drafts,
  $outcomes,
  $overview,
  $problems,
  $refusals,
  amountTyped,
  confirmLimitFx,
  confirmRequested,
  loadOverviewFx,
  pageOpened,
  removeRequested,
  saveRequested,
  setLimitFx,
} from './model';

const NOW = '2026-03-01T10:00:00.000Z';
const loss = { kind: 'loss', period: 'day' } as const;

function scope({
  sent = [] as unknown[],
  applied = 'now' as RgSetLimitAnswer['applied'],
  setFails = null as Error | null,
  confirmFails = null as Error | null,
  loads = { count: 0 },
} = {}) {
  return fork({
    handlers: [
      [loadOverviewFx, () => (loads.count++, overviewOf(NOW))],
      [
        setLimitFx,
        (body: { amount: number | null }) => {
          sent.push(body);
          if (setFails) throw setFails;
          return {
            applied,
            confirmable_at: null,
            limits: overviewOf(NOW, limitOf({ ...loss, amount: body.amount as never })).limits,
          };
        },
      ],
      [
        confirmLimitFx,
        () => {
          if (confirmFails) throw confirmFails;
          return overviewOf(NOW, limitOf({ ...loss, amount: 50_000 as never }));
        },
      ],
    ],
  });
}

describe('limits', () => {
  it('sends what the player typed in TND as millimes: 20, 20.5, 20,500', async () => {
    const sent: unknown[] = [];
    const s = scope({ sent });
    await allSettled(pageOpened, { scope: s });
    for (const text of ['20', '20.5', '20,500', '٢٠']) {
      await allSettled(amountTyped, { scope: s, params: { ...loss, text } });
      await allSettled(saveRequested, { scope: s, params: loss });
    }
    expect(sent).toEqual([
      { ...loss, amount: 20_000 },
      { ...loss, amount: 20_500 },
      { ...loss, amount: 20_500 },
      { ...loss, amount: 20_000 },
    ]);
    // The field is emptied and the page shows the limit the API answered.
    expect(s.getState($drafts)['loss.day']).toBe('');
    expect(
      s.getState($overview)!.limits.find((l) => l.kind === 'loss' && l.period === 'day')!.amount,
    ).toBe(20_000);
    expect(s.getState($outcomes)['loss.day']).toBe('now');
  });

  it('refuses an amount it cannot read, says why next to that limit, and sends nothing', async () => {
    const sent: unknown[] = [];
    const s = scope({ sent });
    await allSettled(pageOpened, { scope: s });
    for (const [text, problem] of [
      ['', 'empty'],
      ['abc', 'notANumber'],
      ['-5', 'negative'],
      ['1.2345', 'tooManyDecimals'],
      ['0', 'zero'],
    ] as const) {
      await allSettled(amountTyped, { scope: s, params: { ...loss, text } });
      await allSettled(saveRequested, { scope: s, params: loss });
      expect(s.getState($problems)).toEqual({ 'loss.day': problem });
    }
    expect(sent).toEqual([]);
    // Typing again clears the complaint.
    await allSettled(amountTyped, { scope: s, params: { ...loss, text: '5' } });
    expect(s.getState($problems)).toEqual({});
  });

  it('a raise is only requested: the page says it waits for the cooling-off', async () => {
    const s = scope({ applied: 'after_cooling_off' });
    await allSettled(pageOpened, { scope: s });
    await allSettled(amountTyped, { scope: s, params: { ...loss, text: '500' } });
    await allSettled(saveRequested, { scope: s, params: loss });
    expect(s.getState($outcomes)).toEqual({ 'loss.day': 'after_cooling_off' });
  });

  it('a removal sends no amount', async () => {
    const sent: unknown[] = [];
    const s = scope({ sent, applied: 'after_cooling_off' });
    await allSettled(removeRequested, { scope: s, params: loss });
    expect(sent).toEqual([{ ...loss, amount: null }]);
  });

  it("shows the API's refusal of a change, in its words, for that limit only", async () => {
    const refusal = new ApiError('Trop de requêtes', 429, { message: 'Trop de requêtes' });
    const s = scope({ setFails: refusal });
    await allSettled(pageOpened, { scope: s });
    await allSettled(amountTyped, { scope: s, params: { ...loss, text: '5' } });
    await allSettled(saveRequested, { scope: s, params: loss });
    expect(s.getState($refusals)).toEqual({ 'loss.day': 'Trop de requêtes' });
    expect(s.getState($outcomes)).toEqual({});
  });

  it('a confirmation refused (too early) is shown and the page reads the limits again', async () => {
    const loads = { count: 0 };
    const early = new ApiError('Confirmable à partir du …', 409, { code: 'cooling_off' });
    const s = scope({ confirmFails: early, loads });
    await allSettled(pageOpened, { scope: s });
    await allSettled(confirmRequested, { scope: s, params: loss });
    expect(s.getState($refusals)).toEqual({ 'loss.day': 'Confirmable à partir du …' });
    expect(loads.count).toBe(2);
  });

  it('a confirmation accepted shows the new limit', async () => {
    const s = scope();
    await allSettled(pageOpened, { scope: s });
    await allSettled(confirmRequested, { scope: s, params: loss });
    expect(s.getState($outcomes)).toEqual({ 'loss.day': 'confirmed' });
    expect(
      s.getState($overview)!.limits.find((l) => l.kind === 'loss' && l.period === 'day')!.amount,
    ).toBe(50_000);
  });
});
