/**
 * Crash fairness against vectors computed by a separate implementation (Python's hmac/hashlib with
 * exact integer arithmetic), the chain's links, and the clock of a round.
 */
import { describe, expect, it } from '@rstest/core';
import {
  chainIndexOf,
  crashPointOf,
  crashTimeMs,
  generateChain,
  multiplierAt,
  sha256Hex,
} from './fairness';

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
/** [game hash, crash point in hundredths]; each hash is SHA-256 of the next one's hex text. */
const VECTORS: Array<[string, number]> = [
  ['c4acea75b707227d87a6214ecb96a79072b84f8aac1659580b0acbff3cfb7517', 108],
  ['913e2cfc196c3923b3c11311e76d5fb1e9ae0a47e655acc975db7921a8f78f07', 108],
  ['b7977ba75a1f94b64fbfb4f54d13d4ad5b3051208f89b1de3eabe05ce855a478', 478],
  ['c0e4a0635a3689875c9a54757060ef9c0369d237a0705d1471c3515254f545b4', 391],
  ['646007a6415b21cbc5690668b6a70ddaafa635488fec144cebb23a47722bf311', 140],
  ['c1cfa8e28fc38999eaa888487e443bad50a65e0b710f649affa6718cfbfada4d', 108],
];

describe('crash fairness', () => {
  it('gives the crash points of known hash/salt vectors', () => {
    for (const [hash, crash] of VECTORS)
      expect({ hash, crash: crashPointOf(hash, SALT) }).toEqual({ hash, crash });
    expect(crashPointOf('0'.repeat(64), 'salt')).toBe(360);
  });

  it('links each hash to the one before it, so a revealed hash leads back to the terminal hash', () => {
    for (let i = 1; i < VECTORS.length; i++)
      expect(sha256Hex(VECTORS[i]![0])).toBe(VECTORS[i - 1]![0]);
    const chain = generateChain(50, 'f'.repeat(64));
    expect(chain[50]).toBe('f'.repeat(64));
    expect(chainIndexOf(chain[37]!, chain[0]!, 100)).toBe(37);
    expect(chainIndexOf('e'.repeat(64), chain[0]!, 100)).toBeNull();
  });

  it('crashes about 2 % of rounds at 1.00× (floor(99 / (1 − X)) < 101 whenever X < 2/101) and keeps a 1 % edge on a 2× cash-out', () => {
    const chain = generateChain(20_000);
    const salt = 'test-salt';
    let instant = 0;
    let reached2 = 0;
    for (let i = 1; i <= 20_000; i++) {
      const crash = crashPointOf(chain[i]!, salt);
      if (crash === 100) instant++;
      if (crash >= 200) reached2++;
    }
    // P(crash = 1.00×) = P(X < 2/101) ≈ 1.98 %; P(crash ≥ 2×) = P(99 / (1 − X) ≥ 200) = 0.495.
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
