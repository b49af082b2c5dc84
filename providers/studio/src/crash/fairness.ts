/**
 * Provably fair crash points (the bustabit scheme; docs/games-math.md#crash).
 *
 * A chain of game hashes is made backwards from a random secret: h_N = secret, h_{i−1} =
 * SHA-256(h_i) (of the 64-character hex text, as bustabit does). The terminal hash h_0 and the salt
 * are published before the first round; round i plays h_i, so anyone can hash a revealed h_i i
 * times and land on h_0. The crash point of a hash: the first 52 bits of HMAC-SHA256(key = salt,
 * message = hash) as r, X = r / 2^52, crash = max(1, floor(99 / (1 − X)) / 100) — computed here
 * exactly in integers (hundredths), so no rounding of a float can move a boundary.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The growth of the shown multiplier: e^(RATE · elapsed ms). */
export const GROWTH_PER_MS = 0.00006;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Crash point in hundredths (100 = 1.00×). */
export function crashPointOf(gameHash: string, salt: string): number {
  const digest = createHmac('sha256', salt).update(gameHash).digest('hex');
  const r = BigInt(`0x${digest.slice(0, 13)}`);
  const span = 2n ** 52n;
  const hundredths = (99n * span) / (span - r);
  return Number(hundredths < 100n ? 100n : hundredths);
}

/** h_0 … h_length, h_length being the secret; h_0 is published. */
export function generateChain(length: number, secret = randomBytes(32).toString('hex')): string[] {
  const chain = new Array<string>(length + 1);
  chain[length] = secret;
  for (let i = length; i > 0; i--) chain[i - 1] = sha256Hex(chain[i]!);
  return chain;
}

/** The round index of `gameHash` in the chain ending at `terminal` (hashes it up to maxSteps times), or null. */
export function chainIndexOf(gameHash: string, terminal: string, maxSteps: number): number | null {
  let hash = gameHash;
  for (let steps = 0; steps <= maxSteps; steps++) {
    if (hash === terminal) return steps;
    hash = sha256Hex(hash);
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
