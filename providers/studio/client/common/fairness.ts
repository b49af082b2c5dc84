/**
 * The crash formula in the browser (WebCrypto), the same as the server's src/crash/fairness.ts:
 * HMAC-SHA256(key = salt, message = hash), first 52 bits, exact integer division.
 */
const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function crashPointOf(gameHash: string, salt: string): Promise<number> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(gameHash)));
  const r = BigInt(`0x${digest.slice(0, 13)}`);
  const span = 2n ** 52n;
  const hundredths = (99n * span) / (span - r);
  return Number(hundredths < 100n ? 100n : hundredths);
}

/** Steps from `gameHash` to `terminal` by repeated SHA-256, or null within maxSteps. */
export async function chainIndexOf(
  gameHash: string,
  terminal: string,
  maxSteps: number,
): Promise<number | null> {
  let hash = gameHash;
  for (let steps = 0; steps <= maxSteps; steps++) {
    if (hash === terminal) return steps;
    hash = await sha256Hex(hash);
  }
  return null;
}
