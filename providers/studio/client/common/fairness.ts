/**
 * The crash formula in the browser (WebCrypto), the same as the server's src/crash/fairness.ts
 * (bustabit's current scheme): HMAC-SHA256(key = the salt's text, message = the game hash's 32
 * bytes), the first 52 bits r, max(1, floor(99 / (1 − r / 2^52)) / 100) in double precision; the
 * chain steps by SHA-256 of the bytes. Chains made before hash the hex text ('hex-text').
 */
export type ChainScheme = 'bytes' | 'hex-text';

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const HEX_HASH = /^[0-9a-f]{64}$/;

function messageOf(gameHash: string, scheme: ChainScheme): Uint8Array<ArrayBuffer> {
  if (scheme === 'hex-text') return encoder.encode(gameHash);
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(gameHash.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export async function previousHash(gameHash: string, scheme: ChainScheme): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', messageOf(gameHash, scheme)));
}

/** The crash point in hundredths, or null for a game hash that is not 64 hex characters. */
export async function crashPointOf(
  gameHash: string,
  salt: string,
  scheme: ChainScheme = 'bytes',
): Promise<number | null> {
  if (!HEX_HASH.test(gameHash)) return null;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = hex(await crypto.subtle.sign('HMAC', key, messageOf(gameHash, scheme)));
  const r = Number.parseInt(digest.slice(0, 13), 16);
  return Math.max(100, Math.floor(99 / (1 - r / 2 ** 52)));
}

/** Steps from `gameHash` to `terminal` by repeated SHA-256, or null within maxSteps. */
export async function chainIndexOf(
  gameHash: string,
  terminal: string,
  maxSteps: number,
  scheme: ChainScheme = 'bytes',
): Promise<number | null> {
  if (!HEX_HASH.test(gameHash)) return null;
  let hash = gameHash;
  for (let steps = 0; steps <= maxSteps; steps++) {
    if (hash === terminal) return steps;
    hash = await previousHash(hash, scheme);
  }
  return null;
}
