/**
 * Request ids: the edge (a trusted proxy) sends the id it gave the request, so one id follows it
 * through both servers' logs; anyone else's X-Request-Id is ignored and a fresh one is made.
 * Every answer carries its id in X-Request-Id.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { addressMatcher } from './addresses';

/** Plain tokens only: nothing that could break a log line or a header. */
const SANE_ID = /^[A-Za-z0-9._:+/=@-]{1,128}$/;

export function requestIdGenerator(trustedProxies: string[]): (request: IncomingMessage) => string {
  const fromTrustedProxy = addressMatcher(trustedProxies, 'TRUSTED_PROXIES');
  return (request) => {
    const given = request.headers['x-request-id'];
    if (
      typeof given === 'string' &&
      SANE_ID.test(given) &&
      fromTrustedProxy(request.socket?.remoteAddress)
    )
      return given;
    return randomUUID();
  };
}
