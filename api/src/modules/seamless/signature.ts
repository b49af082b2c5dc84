import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (hex) of `<timestamp>.<raw body>` under the provider's secret. */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

export function checkSignature(input: {
  secret: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  windowSeconds: number;
  now?: number;
}): SignatureCheck {
  const { secret, timestamp, signature, rawBody } = input;
  if (!secret || !timestamp || !signature) return 'missing';
  if (!/^\d{1,16}$/.test(timestamp)) return 'stale';
  const skew = Math.abs((input.now ?? Date.now()) - Number(timestamp));
  if (skew > input.windowSeconds * 1000) return 'stale';
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'mismatch';
}
