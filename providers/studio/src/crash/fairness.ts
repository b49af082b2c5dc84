/**
 * Provably fair crash points: bustabit's current scheme, so bustabit's own verifier and any
 * third-party checker of it agree with ours (docs/games-math.md#crash).
 *
 * A chain of game hashes is made backwards from a random secret: h_N = secret, h_{i−1} =
 * SHA-256(the 32 bytes of h_i). The terminal hash h_0 and the salt are published before the first
 * round; round i plays h_i, so anyone can hash a revealed h_i i times and land on h_0. The crash
 * point: r = the first 52 bits of HMAC-SHA256(key = the salt's text, message = the 32 bytes of
 * h_i), X = r / 2^52, crash = max(1, floor(99 / (1 − X)) / 100), in double precision exactly as
 * bustabit's verifier computes it.
 *
 * Chains made before this scheme hashed the 64-character hex text instead of the bytes; they are
 * recorded with the scheme 'hex-text' and still verify with it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The growth of the shown multiplier: e^(RATE · elapsed ms). */
export const GROWTH_PER_MS = 0.00006;

/** How a chain hashes its game hashes: their bytes (bustabit's current scheme) or hex text (legacy). */
export type ChainScheme = 'bytes' | 'hex-text';

const messageOf = (gameHash: string, scheme: ChainScheme) =>
  scheme === 'bytes' ? Buffer.from(gameHash, 'hex') : Buffer.from(gameHash, 'utf8');

/** The hash before `gameHash` in its chain: SHA-256 of its bytes (or hex text, legacy). */
export function previousHash(gameHash: string, scheme: ChainScheme = 'bytes'): string {
  return createHash('sha256').update(messageOf(gameHash, scheme)).digest('hex');
}

/** The crash point in hundredths (100 = 1.00×) from the 52 bits r. */
export function crashFromBits(r: number): number {
  return Math.max(100, Math.floor(99 / (1 - r / 2 ** 52)));
}

/** Crash point in hundredths (100 = 1.00×). */
export function crashPointOf(
  gameHash: string,
  salt: string,
  scheme: ChainScheme = 'bytes',
): number {
  const digest = createHmac('sha256', salt).update(messageOf(gameHash, scheme)).digest('hex');
  return crashFromBits(Number.parseInt(digest.slice(0, 13), 16));
}

/** h_0 … h_length, h_length being the secret; h_0 is published. */
export function generateChain(length: number, secret = randomBytes(32).toString('hex')): string[] {
  if (!/^[0-9a-f]{64}$/.test(secret))
    throw new Error('a chain secret is 64 lowercase hex characters');
  const chain = new Array<string>(length + 1);
  chain[length] = secret;
  for (let i = length; i > 0; i--) chain[i - 1] = previousHash(chain[i]!);
  return chain;
}

/** The round index of `gameHash` in the chain ending at `terminal` (hashes it up to maxSteps times), or null. */
export function chainIndexOf(
  gameHash: string,
  terminal: string,
  maxSteps: number,
  scheme: ChainScheme = 'bytes',
): number | null {
  if (!/^[0-9a-f]{64}$/.test(gameHash)) return null;
  let hash = gameHash;
  for (let steps = 0; steps <= maxSteps; steps++) {
    if (hash === terminal) return steps;
    hash = previousHash(hash, scheme);
  }
  return null;
}

/** Time (ms after the start) at which a round with this crash point crashes. */
export function crashTimeMs(crashHundredths: number): number {
  return Math.log(crashHundredths / 100) / GROWTH_PER_MS;
}

/** The multiplier in hundredths shown `elapsedMs` after the start (floored). */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)) + 1e-9);
}
