/**
 * Provably fair draws for the table games (cards, dice, wheel stops); docs/games-math.md#provably-fair-table-games.
 *
 * Before betting opens the server publishes SHA-256 of a random 32-byte server seed (the
 * commitment). Every random number of the round comes from HMAC-SHA256(key = the seed's bytes,
 * message = "<client seed>:<nonce>:<block>") read as big-endian 32-bit words, with rejection so
 * that every outcome of `int(n)` is exactly equally likely. After the round the seed is revealed
 * and anyone recomputes the round. Pure and synchronous, so the server and the browser's verifier
 * run this same file.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const SEED_HEX = /^[0-9a-f]{64}$/;

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** What is published before betting: SHA-256 of the seed's bytes, in hex. */
export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(seedBytes(serverSeed)));
}

function seedBytes(serverSeed: string): Uint8Array {
  if (!SEED_HEX.test(serverSeed)) throw new Error('a server seed is 64 lowercase hex characters');
  return hexToBytes(serverSeed);
}

/** The stream of one round's random numbers. */
export class FairDraw {
  private readonly key: Uint8Array;
  private words: number[] = [];
  private block = 0;

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    this.key = seedBytes(serverSeed);
  }

  /** An integer in [0, n), every value exactly equally likely. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(${n})`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % n;
    }
  }

  private nextWord(): number {
    if (this.words.length === 0) {
      const message = utf8ToBytes(`${this.clientSeed}:${this.nonce}:${this.block++}`);
      const digest = hmac(sha256, this.key, message);
      const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      for (let i = 0; i < 32; i += 4) this.words.push(view.getUint32(i));
    }
    return this.words.shift()!;
  }
}

/** A uniformly shuffled copy (Fisher–Yates, from the last position down). */
export function shuffled<T>(items: readonly T[], draw: FairDraw): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = draw.int(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A card is an integer 0–51: suit × 13 + (rank − 1), ranks 1 (ace) to 13 (king), suits in the
 * order clubs, diamonds, hearts, spades.
 */
export type Card = number;
export const rankOf = (card: Card): number => (card % 13) + 1;
export const suitOf = (card: Card): number => Math.floor(card / 13) % 4;

/** `decks` full 52-card decks, in order (shuffle with `shuffled`). */
export function shoe(decks: number): Card[] {
  return Array.from({ length: decks * 52 }, (_, i) => i % 52);
}

/** A die of `sides` faces: 1 … sides. */
export const rollDie = (draw: FairDraw, sides = 6): number => draw.int(sides) + 1;
