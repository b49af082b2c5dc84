/** The adapters' one way to call a provider: JSON in and out, a timeout, and no retry. */
import { ProviderUnavailableError, type PaymentMethod } from './adapter';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ProviderCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** Answers the parsed JSON of a 2xx answer; anything else is ProviderUnavailableError. */
export async function callProvider(
  fetchImpl: FetchLike,
  provider: PaymentMethod,
  call: ProviderCall,
  timeoutMs = 10_000,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailableError(provider, `unreachable (${(error as Error).message})`);
  }
  const text = await response.text();
  if (!response.ok)
    throw new ProviderUnavailableError(provider, `HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderUnavailableError(provider, 'the answer is not JSON');
  }
}

/** Reads a field path of an unknown answer, or throws: a changed answer shape must never pass. */
export function field(provider: PaymentMethod, value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current))
      throw new ProviderUnavailableError(provider, `the answer has no ${path}`);
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function wholeMillimes(provider: PaymentMethod, value: unknown, path: string): number {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0)
    throw new ProviderUnavailableError(provider, `${path} is not a whole number of millimes`);
  return amount;
}
