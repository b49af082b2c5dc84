/**
 * The RTP computation held against a configuration small enough to work out by hand, and every
 * model of the studio held to the bounds its help screen declares.
 */
import { describe, expect, it } from '@rstest/core';
import {
  analyticRtp,
  enumerateSpins,
  exactStatistics,
  expectedLinePay,
  scatterDistribution,
} from './math';
import type { SlotModel } from './model';
import { MODELS, modelById } from './models';
import { checkRtpBounds } from './rtp-bounds';

const [W, S, A, B] = [0, 1, 2, 3];

/**
 * Three reels, one row, one line; strips of four: [A W B S], [A A B S], [A B B S] (64 equally
 * likely stops). A pays 5, B 2, the wild 10 (three in a row only); the wild stands for A or B.
 * Two scatters pay 1 total bet, three pay 4 and award 2 free spins, played on the same reels with
 * every win tripled and retriggering.
 *
 * By hand: line wins AAA, WAA (2 stops each, pay 5), BBB, WBB (2 each, pay 2) → E[line] = 28/64;
 * scatters: two in view on 9 stops, three on 1 → 13/64; a spin's mean 41/64. Free spin: 3 · 41/64
 * = 123/64; spins awarded per spin 2/64, so one free spin and its offspring return
 * (123/64) / (1 − 2/64) = 123/62, and the RTP is 41/64 + (2/64)(123/62) = 697/992.
 * Wins > 0 on 8 + 10 stops: hit frequency 18/64 (three scatters always pay). Second moment of a
 * round: E[W²] = 141/64, E[WK] = 8/64, E[K(K−1)] = 2/64, giving E[Y²] = 837405/238328.
 */
const tiny: SlotModel = {
  id: 'tiny',
  targetRtp: 70.26,
  volatilityLabel: 'low',
  rows: 1,
  lines: [[0, 0, 0]],
  symbols: [
    { code: 'W', kind: 'wild', pays: [0, 0, 0, 10] },
    { code: 'S', kind: 'scatter', pays: [] },
    { code: 'A', kind: 'regular', pays: [0, 0, 0, 5] },
    { code: 'B', kind: 'regular', pays: [0, 0, 0, 2] },
  ],
  scatterPays: [0, 0, 1, 4],
  freeSpins: { awards: [0, 0, 0, 2], multiplier: 3, retrigger: true },
  baseStrips: [
    [A, W, B, S],
    [A, A, B, S],
    [A, B, B, S],
  ],
  freeStrips: [
    [A, W, B, S],
    [A, A, B, S],
    [A, B, B, S],
  ],
  lineBets: [1],
};

describe('RTP computation', () => {
  it('matches the hand computation of a tiny configuration', () => {
    expect(expectedLinePay(tiny, tiny.baseStrips)).toBeCloseTo(28 / 64, 15);
    expect(scatterDistribution(tiny, tiny.baseStrips)).toEqual([27 / 64, 27 / 64, 9 / 64, 1 / 64]);
    const analytic = analyticRtp(tiny);
    expect(analytic.rtp).toBeCloseTo(697 / 992, 15);
    expect(analytic.triggerProbability).toBeCloseTo(1 / 64, 15);
    expect(analytic.retriggerRate).toBeCloseTo(2 / 64, 15);

    const base = enumerateSpins(tiny, tiny.baseStrips, 1, true);
    expect(base.combinations).toBe(64);
    expect(base.ew).toBeCloseTo(41 / 64, 15);
    expect(base.ew2).toBeCloseTo(141 / 64, 15);
    expect(base.ewk).toBeCloseTo(8 / 64, 15);

    const exact = exactStatistics(tiny);
    expect(exact.rtp).toBeCloseTo(697 / 992, 14);
    expect(exact.hitFrequency).toBeCloseTo(18 / 64, 14);
    const variance = 837405 / 238328 - (697 / 992) ** 2;
    expect(exact.volatility).toBeCloseTo(Math.sqrt(variance), 12);
  });

  it('finds the same RTP by enumerating every stop of a real model as from symbol frequencies', () => {
    const model = modelById('classic-3x3');
    expect(exactStatistics(model).rtp).toBeCloseTo(analyticRtp(model).rtp, 12);
  });

  it('refuses a model whose free spins would never end', () => {
    const runaway = {
      ...tiny,
      id: 'runaway',
      freeSpins: { ...tiny.freeSpins, awards: [0, 0, 0, 80] },
    };
    expect(() => analyticRtp(runaway)).toThrow(/must be < 1/);
  });

  it('keeps every model in 94–97 % and within 0.05 % of its declared target, with six or more models', () => {
    expect(MODELS.length).toBeGreaterThanOrEqual(6);
    expect(
      new Set(
        MODELS.map((model) => `${model.baseStrips.length}x${model.rows}/${model.lines.length}`),
      ).size,
    ).toBe(MODELS.length);
    for (const model of MODELS)
      expect({
        model: model.id,
        problem: checkRtpBounds(model.targetRtp, analyticRtp(model).rtp),
      }).toEqual({ model: model.id, problem: undefined });
  });

  it('states the bounds rule precisely', () => {
    expect(checkRtpBounds(96, 0.96049)).toBeUndefined();
    expect(checkRtpBounds(96, 0.96051)).toMatch(/more than 0.05 %/);
    expect(checkRtpBounds(93.9, 0.939)).toMatch(/outside/);
    expect(checkRtpBounds(97, 0.9705)).toMatch(/outside/);
  });
});
