/**
 * Signed provider calls (protocol in api/README.md, "Seamless wallet"). The signature covers the
 * timestamp, the method, the path (provider and action) and the exact body, so a captured request
 * cannot be sent to another action; accepted-signatures.ts refuses the same signature twice
 * inside the window.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedRequest {
  secret: string;
  /** X-Timestamp: unix time in milliseconds. */
  timestamp: string | number;
  method: string;
  /** The request path without query, e.g. `/api/wallet/studio/bet`. */
  path: string;
  /** The raw body, byte for byte as sent. */
  body: string;
}

/** What a provider puts in X-Signature: hex HMAC-SHA256 of `timestamp\nMETHOD\npath\nbody`. */
export function signRequest({ secret, timestamp, method, path, body }: SignedRequest): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${method.toUpperCase()}\n${path}\n${body}`)
    .digest('hex');
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

export function checkSignature(input: {
  secret: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  method: string;
  path: string;
  rawBody: string;
  windowSeconds: number;
  now?: number;
}): SignatureCheck {
  const { secret, timestamp, signature } = input;
  if (!secret || !timestamp || !signature) return 'missing';
  if (!/^\d{1,16}$/.test(timestamp)) return 'stale';
  const skew = Math.abs((input.now ?? Date.now()) - Number(timestamp));
  if (skew > input.windowSeconds * 1000) return 'stale';
  const expected = Buffer.from(
    signRequest({ secret, timestamp, method: input.method, path: input.path, body: input.rawBody }),
    'hex',
  );
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'mismatch';
}
