/**
 * Crash fairness: bustabit's current scheme against vectors computed by bustabit's own public
 * verifier (github.com/bustabit/verifier, `gameResult` of src/utils/math.ts and the current chain's
 * step of src/verifier.worker.ts, run on a chain of our own with bustabit's published game salt);
 * the legacy hex-text chains still verifying; the exact share of 1.00× rounds; the clock.
 */
import { describe, expect, it } from '@rstest/core';
import {
  chainIndexOf,
  crashFromBits,
  crashPointOf,
  crashTimeMs,
  generateChain,
  multiplierAt,
  previousHash,
} from './fairness';

/** bustabit's game salt since its fourth seeding event (keyed as text, as its verifier does). */
const BUSTABIT_SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
/** [game hash, bustabit verifier's result]; each hash's predecessor is SHA-256 of its bytes (the next row). */
const BUSTABIT_VECTORS: Array<[string, number]> = [
  ['81b5c286d4446341fef655f2d02aa1fd98ddeb0aaeabc9d0fca51ac785b6df09', 1.29],
  ['7a582d9ab5423e1d83ae46bd376c1aec7e01dc9bfc3ad071493a4a03d13fdd32', 1.24],
  ['3347f4323a875baa837d024fe77c7250ffcc4f57d9613467c08fd945b60bcbc0', 1.04],
  ['b8b8343351f342fcc32a3605f3b13f6b2d588d1ce50c3dbe9ba19578b469f151', 1.51],
  ['f8f6b385178de7be26425fd305a54980c95de5af51078797badc2959cb475a2e', 2.39],
  ['6a43728ccd4c56a8dcf0a0435f1b8b43715eabe6e686b3d264b67b0447c3c6b5', 5.84],
  ['adb5694e48819e13a207e4676c3ed1a81d2e24a5c85575b301f9e0b6529f367e', 4.15],
  ['b8fd204d9a8b65611e7f58b66eab99f8e2cfc2faa67edd6ce58eb249423e1005', 1.45],
];
/** More results of the same run: instant busts and large points. */
const BUSTABIT_EXTREMES: Array<[string, number]> = [
  ['789f08b2afa0bf29004ed022551cb37e6dfa5b99c4a550fd79a07ae6965cd92c', 1],
  ['3535403c31e5c551ef96097d581845ae68a70a72b3cfa9f002401c77eed80e7f', 1],
  ['be726981757df0cf75b0f05544084d736c71b72e485697f2a1236cae170924ab', 387.28],
  ['a903465240d32e265cb08b8aeaa0d0f42125ca329127edf69c10c92d52a87246', 253.71],
];

/** Chains made before the switch (hex text hashed), from a separate Python implementation. */
const LEGACY_SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const LEGACY_VECTORS: Array<[string, number]> = [
  ['c4acea75b707227d87a6214ecb96a79072b84f8aac1659580b0acbff3cfb7517', 108],
  ['913e2cfc196c3923b3c11311e76d5fb1e9ae0a47e655acc975db7921a8f78f07', 108],
  ['b7977ba75a1f94b64fbfb4f54d13d4ad5b3051208f89b1de3eabe05ce855a478', 478],
  ['c0e4a0635a3689875c9a54757060ef9c0369d237a0705d1471c3515254f545b4', 391],
];

const hundredths = (multiplier: number) => Math.round(multiplier * 100);

describe('crash fairness (bustabit scheme)', () => {
  it("gives bustabit's verifier's result for every vector", () => {
    for (const [hash, result] of [...BUSTABIT_VECTORS, ...BUSTABIT_EXTREMES])
      expect({ hash, crash: crashPointOf(hash, BUSTABIT_SALT) }).toEqual({
        hash,
        crash: hundredths(result),
      });
  });

  it('chains by SHA-256 of the bytes, as bustabit, so a revealed hash leads back to the terminal hash', () => {
    for (let i = 1; i < BUSTABIT_VECTORS.length; i++)
      expect(previousHash(BUSTABIT_VECTORS[i - 1]![0])).toBe(BUSTABIT_VECTORS[i]![0]);
    const chain = generateChain(50, 'f'.repeat(64));
    expect(chain[50]).toBe('f'.repeat(64));
    expect(chain[49]).toBe(previousHash('f'.repeat(64)));
    expect(chainIndexOf(chain[37]!, chain[0]!, 100)).toBe(37);
    expect(chainIndexOf('e'.repeat(64), chain[0]!, 100)).toBeNull();
  });

  it('still verifies the chains made before, which hashed the hex text', () => {
    for (const [hash, crash] of LEGACY_VECTORS)
      expect(crashPointOf(hash, LEGACY_SALT, 'hex-text')).toBe(crash);
    for (let i = 1; i < LEGACY_VECTORS.length; i++)
      expect(previousHash(LEGACY_VECTORS[i]![0], 'hex-text')).toBe(LEGACY_VECTORS[i - 1]![0]);
    expect(chainIndexOf(LEGACY_VECTORS[3]![0], LEGACY_VECTORS[0]![0], 5, 'hex-text')).toBe(3);
    expect(chainIndexOf(LEGACY_VECTORS[3]![0], LEGACY_VECTORS[0]![0], 5)).toBeNull();
  });

  it('shows 1.00× for exactly r < ⌈2^53 / 101⌉ of the 2^52 values of r: 1.98 % of rounds', () => {
    // floor(99 / (1 − X)) is at most 100 exactly when 99 / (1 − X) < 101, i.e. X < 2/101: 1 % of
    // rounds have 99 / (1 − X) < 100 (the edge) and another 0.98 % land in [1.00, 1.01).
    const boundary = Math.ceil(2 ** 53 / 101);
    expect(crashFromBits(boundary - 1)).toBe(100);
    expect(crashFromBits(boundary)).toBe(101);
    expect(crashFromBits(0)).toBe(100);
    expect(boundary / 2 ** 52).toBeCloseTo(2 / 101, 12);
    // A 2× cash-out pays when 99 / (1 − X) ≥ 200: X ≥ 101/200, returning 2 · 99/200 = 99 %.
    const twice = Math.ceil((2 ** 52 * 101) / 200);
    expect(crashFromBits(twice - 1)).toBe(199);
    expect(crashFromBits(twice)).toBe(200);
  });

  it('lands about 1.98 % of a real chain at 1.00× and about half at 2× or more', () => {
    const chain = generateChain(20_000, 'a'.repeat(64));
    let instant = 0;
    let reached2 = 0;
    for (let i = 1; i <= 20_000; i++) {
      const crash = crashPointOf(chain[i]!, 'test-salt');
      if (crash === 100) instant++;
      if (crash >= 200) reached2++;
    }
    expect(instant / 20_000).toBeGreaterThan(0.012);
    expect(instant / 20_000).toBeLessThan(0.028);
    expect(reached2 / 20_000).toBeGreaterThan(0.475);
    expect(reached2 / 20_000).toBeLessThan(0.515);
  });

  it('grows as e^(0.00006 t): 1.82× after 10 s, 6.05× after 30 s, crashing at ln(crash)/0.00006', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(10_000)).toBe(182);
    expect(multiplierAt(30_000)).toBe(604);
    expect(multiplierAt(crashTimeMs(250))).toBe(250);
    expect(multiplierAt(crashTimeMs(250) - 1)).toBe(249);
  });
});
