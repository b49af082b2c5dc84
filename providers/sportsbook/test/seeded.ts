/**
 * A seeded generator for tests: the same matches, goals and prices on every run, so a test that
 * passes once passes always (Xoroshiro128+ from pure-rand, in [0, 1) like `Math.random`).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Random } from '../src/live/simulator';

export function seeded(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
