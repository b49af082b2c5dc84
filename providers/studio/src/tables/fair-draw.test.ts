import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import {
  commitmentOf,
  FairDraw,
  newServerSeed,
  rankOf,
  rollDie,
  shoe,
  shuffled,
  suitOf,
} from './fair-draw';

const SEED = '00'.repeat(31) + '2a';

/** The first 32-bit words of block 0, computed by Node's own crypto: an independent reference. */
function referenceWords(clientSeed: string, nonce: number, block: number): number[] {
  const digest = createHmac('sha256', Buffer.from(SEED, 'hex'))
    .update(`${clientSeed}:${nonce}:${block}`)
    .digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
}

describe('fair draw', () => {
  it('commits to the seed by SHA-256 of its bytes', () => {
    expect(commitmentOf(SEED)).toBe(
      createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
    );
  });

  it('refuses a seed that is not 64 lowercase hex characters', () => {
    expect(() => new FairDraw('abc', 'c', 1)).toThrow();
    expect(() => commitmentOf(SEED.toUpperCase())).toThrow();
    expect(() => commitmentOf('Z'.repeat(64))).toThrow();
  });

  it('reads HMAC-SHA256 blocks as big-endian words, block after block', () => {
    const words = [...referenceWords('player', 7, 0), ...referenceWords('player', 7, 1)];
    const draw = new FairDraw(SEED, 'player', 7);
    // int(2^32) takes each word as it is.
    expect(Array.from({ length: 16 }, () => draw.int(2 ** 32))).toEqual(words);
  });

  it('rejects the words above the last whole multiple of n', () => {
    const words = referenceWords('player', 7, 0);
    const n = 3_000_000_000; // limit = n: words ≥ n are skipped
    const expected = words.filter((word) => word < n).map((word) => word % n)[0];
    expect(new FairDraw(SEED, 'player', 7).int(n)).toBe(expected);
  });

  it('changes with the client seed and the nonce', () => {
    const first = (client: string, nonce: number) => new FairDraw(SEED, client, nonce).int(1000);
    const results = new Set([first('a', 1), first('b', 1), first('a', 2)]);
    expect(results.size).toBeGreaterThan(1);
  });

  it('shuffles a shoe into a permutation of it, the same for the same seeds', () => {
    const cards = shoe(8);
    expect(cards).toHaveLength(416);
    const once = shuffled(cards, new FairDraw(SEED, 'c', 1));
    expect([...once].sort((a, b) => a - b)).toEqual([...cards].sort((a, b) => a - b));
    expect(shuffled(cards, new FairDraw(SEED, 'c', 1))).toEqual(once);
    expect(once).not.toEqual(cards);
  });

  it('names cards and rolls dice in range', () => {
    expect([rankOf(0), suitOf(0), rankOf(12), rankOf(13), suitOf(51)]).toEqual([1, 0, 13, 1, 3]);
    const draw = new FairDraw(newServerSeed(), 'c', 1);
    const faces = Array.from({ length: 600 }, () => rollDie(draw));
    expect(Math.min(...faces)).toBe(1);
    expect(Math.max(...faces)).toBe(6);
  });
});
