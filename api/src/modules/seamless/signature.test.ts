/** The provider signature (the string it covers, pinned) and the replay cache's bounds. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { checkSignature, signRequest } from './signature';

const secret = 'a-provider-secret-of-at-least-32-chars';
const request = {
  secret,
  timestamp: '1767225600000',
  method: 'POST',
  path: '/api/wallet/studio/bet',
  body: '{"kind":"bet","amount":1}',
};

describe('signRequest', () => {
  it('is hex HMAC-SHA256 of timestamp, method, path and body joined by newlines', () => {
    const expected = createHmac('sha256', secret)
      .update('1767225600000\nPOST\n/api/wallet/studio/bet\n{"kind":"bet","amount":1}')
      .digest('hex');
    expect(signRequest(request)).toBe(expected);
    expect(signRequest({ ...request, timestamp: 1767225600000, method: 'post' })).toBe(expected);
  });

  it('changes with each signed part, so a signature fits one request only', () => {
    const base = signRequest(request);
    for (const change of [
      { timestamp: '1767225600001' },
      { method: 'PUT' },
      { path: '/api/wallet/studio/win' },
      { path: '/api/wallet/sportsbook/bet' },
      { body: '{"kind":"bet","amount":2}' },
      { secret: `${secret}!` },
    ]) {
      expect(signRequest({ ...request, ...change })).not.toBe(base);
    }
  });
});

describe('checkSignature', () => {
  const now = 1767225600000;
  const check = (overrides: Partial<Parameters<typeof checkSignature>[0]>) =>
    checkSignature({
      secret,
      timestamp: request.timestamp,
      signature: signRequest(request),
      method: 'POST',
      path: request.path,
      rawBody: request.body,
      windowSeconds: 30,
      now,
      ...overrides,
    });

  it('accepts the request as signed, within the window either side', () => {
    expect(check({})).toBe('ok');
    expect(check({ now: now + 30_000 })).toBe('ok');
    expect(check({ now: now - 30_000 })).toBe('ok');
  });

  it('refuses another path, method or body, a stale or malformed timestamp, and missing parts', () => {
    expect(check({ path: '/api/wallet/studio/rollback' })).toBe('mismatch');
    expect(check({ method: 'GET' })).toBe('mismatch');
    expect(check({ rawBody: '{"kind":"bet","amount":10}' })).toBe('mismatch');
    expect(check({ signature: 'zz' })).toBe('mismatch');
    expect(check({ now: now + 30_001 })).toBe('stale');
    expect(check({ timestamp: '17e11' })).toBe('stale');
    expect(check({ secret: undefined })).toBe('missing');
    expect(check({ signature: undefined })).toBe('missing');
  });
});
