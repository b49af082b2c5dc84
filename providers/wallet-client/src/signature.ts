/**
 * The platform's request signature (api/README.md, "Seamless wallet"): hex HMAC-SHA256 of
 * `timestamp\nMETHOD\npath\nbody` with the provider's secret. Restated here rather than imported,
 * because a provider is deployed apart from the platform and must not depend on its code; the
 * tests hold it against the real API, so a drift fails there.
 */
import { createHmac } from 'node:crypto';

export interface SignInput {
  secret: string;
  /** X-Timestamp: unix time in milliseconds. */
  timestamp: number | string;
  method: string;
  /** Path without query, e.g. `/api/wallet/studio/bet`. */
  path: string;
  /** The exact body sent. */
  body: string;
}

export function signRequest({ secret, timestamp, method, path, body }: SignInput): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${method.toUpperCase()}\n${path}\n${body}`)
    .digest('hex');
}
