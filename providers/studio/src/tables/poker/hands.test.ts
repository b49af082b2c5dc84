import { describe, expect, it } from '@rstest/core';
import { bestHand, rankFive } from './hands';

/** A card from its text: rank (A 2–9 T J Q K) and suit (c d h s). */
const card = (text: string) => 'cdhs'.indexOf(text[1]!) * 13 + 'A23456789TJQK'.indexOf(text[0]!);
const cards = (text: string) => text.split(' ').map(card);
const rank = (text: string) => rankFive(cards(text));

describe('poker hand categories', () => {
  it('names every category', () => {
    expect(rank('Ah Kh Qh Jh Th').category).toBe('royal-flush');
    expect(rank('9s 8s 7s 6s 5s').category).toBe('straight-flush');
    expect(rank('5d 4d 3d 2d Ad').category).toBe('straight-flush');
    expect(rank('7c 7d 7h 7s 2c').category).toBe('four-of-a-kind');
    expect(rank('Kc Kd Kh 3s 3c').category).toBe('full-house');
    expect(rank('Ac 9c 7c 4c 2c').category).toBe('flush');
    expect(rank('Tc 9d 8h 7s 6c').category).toBe('straight');
    expect(rank('5c 4d 3h 2s Ac').category).toBe('straight');
    expect(rank('Ac Kd Qh Js Tc').category).toBe('straight');
    expect(rank('8c 8d 8h Ks 2c').category).toBe('three-of-a-kind');
    expect(rank('Jc Jd 4h 4s Ac').category).toBe('two-pair');
    expect(rank('4c 4d Kh 9s 2c').category).toBe('pair');
    expect(rank('Ac Jd 8h 6s 3c').category).toBe('high-card');
    // Not a straight: K-A-2-3-4 does not wrap.
    expect(rank('Kc Ad 2h 3s 4c').category).toBe('high-card');
  });

  it('orders categories, then ranks, then kickers', () => {
    const order = [
      'Ac Jd 8h 6s 3c',
      'Ac Qd 8h 6s 3c',
      '4c 4d Kh 9s 2c',
      '4c 4d Ah 9s 2c',
      '5c 5d 3h 2s Ac',
      'Jc Jd 4h 4s Ac',
      'Qc Qd 3h 3s 2c',
      '8c 8d 8h Ks 2c',
      '5c 4d 3h 2s Ac',
      'Tc 9d 8h 7s 6c',
      'Ac 9c 7c 4c 2c',
      'Kc Kd Kh 3s 3c',
      '7c 7d 7h 7s 2c',
      '5d 4d 3d 2d Ad',
      '9s 8s 7s 6s 5s',
      'Ah Kh Qh Jh Th',
    ].map((text) => rank(text).score);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
    // Same ranks in other suits tie.
    expect(rank('Ac Jd 8h 6s 3c').score).toBe(rank('As Jh 8d 6c 3s').score);
  });

  it('takes the best five of seven', () => {
    expect(bestHand(cards('Ah Kh 2c 7d Qh Jh Th')).category).toBe('royal-flush');
    expect(bestHand(cards('4c 4d 4h 9s 9c 9d 2s')).ranks).toEqual([9, 4]);
    expect(bestHand(cards('2c 3d 4h 5s 6c 7d 8s')).ranks).toEqual([8, 7, 6, 5, 4]);
    expect(bestHand(cards('Ac Ad Kc Kd Qc Qd 2s')).ranks).toEqual([14, 13, 12]);
    expect(bestHand(cards('Ac Ad Kc Kd Qc Qd 2s')).category).toBe('two-pair');
  });
});
