/** The verifier's recompute gives the outcome the leader dealt, and notices one that differs. */
import { describe, expect, it } from '@rstest/core';
import { TABLE_ENGINES } from '../engines';
import { commitmentOf, FairDraw } from '../fair-draw';
import { RECOMPUTE, sameOutcome } from './registry';

describe('table round verifier', () => {
  it('has a recompute for every family on the shared rounds, matching its deal', () => {
    const serverSeed = '5f'.repeat(32);
    for (const [family, rules] of TABLE_ENGINES) {
      const round = { family, serverSeed, clientSeed: `${family}:main`, nonce: 42 };
      const dealt = rules.deal(new FairDraw(serverSeed, round.clientSeed, 42));
      expect(sameOutcome(RECOMPUTE.get(family)!(round), dealt)).toBe(true);
      expect(sameOutcome(RECOMPUTE.get(family)!({ ...round, nonce: 43 }), dealt)).toBe(false);
    }
    expect(commitmentOf(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('compares outcomes whatever their key order', () => {
    expect(sameOutcome({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(
      true,
    );
    expect(sameOutcome({ a: 1 }, { a: 2 })).toBe(false);
  });
});
