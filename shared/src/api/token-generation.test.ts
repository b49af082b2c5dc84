/**
 * The API client's requests belong to their token: when the token goes (a logout, a 401,
 * another login) the requests still running for it are aborted, an answer that comes back for
 * it anyway is not handled (no `auth:unauthorized`, no data), and while a logout runs only the
 * logout's own request is sent. The network is a stub that holds each request until the test
 * answers it, and honours the abort signal as a browser does.
 */
import { afterAll, beforeEach, describe, expect, it } from '@rstest/core';
import { bus } from '../events/bus';
import { apiRequest } from './client';
import { closeSession, isAbortError, tokenChanged } from './token-generation';

interface Held {
  url: string;
  authorization: string | undefined;
  signal: AbortSignal | undefined;
  answer(status: number, body?: unknown): void;
}

const realFetch = globalThis.fetch;
let held: Held[] = [];
let unauthorized: string[] = [];
let token: string | null = null;

/** Each request waits for `answer`; an aborted one rejects as the browser's fetch does. */
function holdingFetch(honourAbort: boolean): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? undefined;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      held.push({
        url: String(input),
        authorization: headers.Authorization,
        signal,
        answer: (status, body) =>
          resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
      });
      if (honourAbort)
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    })) as typeof fetch;
}

/** The outcome of a request once settled: its value, or 'aborted', or the error's status. */
function outcome(request: Promise<unknown>): Promise<unknown> {
  return request.then(
    (value) => ({ value }),
    (error: unknown) =>
      isAbortError(error) ? 'aborted' : { status: (error as { status?: number }).status },
  );
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

bus.provideTokenReader(() => token);
bus.on('auth:unauthorized', ({ path }) => unauthorized.push(path));

beforeEach(() => {
  held = [];
  unauthorized = [];
  token = 'token-a';
  tokenChanged(token);
  globalThis.fetch = holdingFetch(true);
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('requests of a token that has gone', () => {
  it('are aborted when the token is dropped, and their 401 is never reported', async () => {
    const balance = outcome(apiRequest('/UserDetails'));
    const details = outcome(apiRequest('/responsible-gambling/session'));
    expect(held.map((one) => one.authorization)).toEqual(['Bearer token-a', 'Bearer token-a']);

    token = null;
    tokenChanged(null);

    expect(await balance).toBe('aborted');
    expect(await details).toBe('aborted');
    expect(held.every((one) => one.signal?.aborted)).toBe(true);
    expect(unauthorized).toEqual([]);
  });

  it('an answer that arrives anyway (the network ignored the abort) is not handled', async () => {
    globalThis.fetch = holdingFetch(false);
    const balance = outcome(apiRequest('/UserDetails'));
    token = null;
    tokenChanged(null);
    held[0]!.answer(401, { message: 'Unauthorized' });

    expect(await balance).toBe('aborted');
    expect(unauthorized).toEqual([]);
  });

  it('a token changed without telling the client still ends the requests of the old one', async () => {
    const before = outcome(apiRequest('/UserDetails'));
    token = 'token-b';
    const after = outcome(apiRequest('/UserDetails'));

    expect(await before).toBe('aborted');
    held[1]!.answer(200, { id: 2 });
    expect(await after).toEqual({ value: { id: 2 } });
    expect(held[1]!.authorization).toBe('Bearer token-b');
  });
});

describe('a logout', () => {
  it('aborts the session’s requests, refuses new ones, and sends only its own', async () => {
    const poll = outcome(apiRequest('/UserDetails'));
    closeSession(token);
    expect(await poll).toBe('aborted');

    // A refresh asked while the logout runs is not sent: it would come back 401.
    expect(await outcome(apiRequest('/UserDetails'))).toBe('aborted');
    expect(held).toHaveLength(1);

    const logout = outcome(apiRequest('/logout', { method: 'POST', body: {}, endsSession: true }));
    expect(held).toHaveLength(2);
    expect(held[1]!.authorization).toBe('Bearer token-a');
    held[1]!.answer(204);
    expect(await logout).toEqual({ value: undefined });

    token = null;
    tokenChanged(null);
    // A guest's requests go again once the token has gone.
    const banners = outcome(apiRequest('/banners'));
    await nextTurn();
    expect(held).toHaveLength(3);
    expect(held[2]!.authorization).toBeUndefined();
    held[2]!.answer(200, []);
    expect(await banners).toEqual({ value: [] });
    expect(unauthorized).toEqual([]);
  });

  it('a guest has no session to close: a logout asked twice does not block the next login', async () => {
    token = null;
    closeSession(null);
    const login = outcome(apiRequest('/login', { method: 'POST', body: {} }));
    await nextTurn();
    expect(held).toHaveLength(1);
    held[0]!.answer(200, { token: 'token-c' });
    expect(await login).toEqual({ value: { token: 'token-c' } });
  });
});

describe('requests of the held token', () => {
  it('are answered, and a 401 of the current session is still reported', async () => {
    const details = outcome(apiRequest('/UserDetails'));
    held[0]!.answer(200, { id: 1 });
    expect(await details).toEqual({ value: { id: 1 } });

    const expired = outcome(apiRequest('/UserDetails'));
    held[1]!.answer(401, { message: 'Unauthorized' });
    expect(await expired).toEqual({ status: 401 });
    expect(unauthorized).toEqual(['/UserDetails']);
  });

  it('a caller’s own abort still rejects with its own reason', async () => {
    const controller = new AbortController();
    const request = outcome(apiRequest('/UserDetails', { signal: controller.signal }));
    controller.abort();
    expect(await request).toBe('aborted');
    expect(held[0]!.signal?.aborted).toBe(true);
  });
});
