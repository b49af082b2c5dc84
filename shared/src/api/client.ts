import { bus } from '../events/bus';
import { abortReason, joinGeneration } from './token-generation';

/** Where the platform API lives, relative to the page. The one place that names it. */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The request that ends the session (the logout): it is sent while the session is being
   * closed and is not aborted with the session's other requests.
   */
  endsSession?: boolean;
  /**
   * A request that means nothing without a player (their session, their figures): with no token
   * held it is not sent, and rejects as an abort, like a request of a session that has ended.
   * Sent without a token it could only come back 401 once the player has left.
   */
  playerOnly?: boolean;
  /**
   * An answer that differs by player (a game list carries their favourites): a player's request
   * never takes the page's embedded copy, which is a guest's.
   */
  personal?: boolean;
}

/** A call that did not answer 200 or 204; `body` is what the server said. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return status >= 500 || status === 0 ? 'Server error' : 'Unknown error';
}

/**
 * The URL a request goes to, the key of an answer the edge embeds in the page: a page that
 * declares the answers its first render needs names them with this, as the app asks for them.
 */
export function apiUrl(path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // "All" and unset filters are not sent: the API reads a missing parameter as null.
    if (value === null || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Public answers the edge embedded in the page it served (`<script type="application/json"
 * id="api-embedded">`, edge/src/first-load.ts), in the page's language: the first GET of one
 * of them is answered from the page, without a request; later ones go to the API.
 */
let embedded: { language: string; answers: Map<string, unknown> } | null | undefined;
function takeEmbedded(url: string, language: string): { found: boolean; value?: unknown } {
  if (embedded === undefined) {
    embedded = null;
    const element =
      typeof document === 'undefined' ? null : document.getElementById('api-embedded');
    try {
      const parsed = element?.textContent
        ? (JSON.parse(element.textContent) as { language?: unknown; answers?: unknown })
        : null;
      if (
        parsed &&
        typeof parsed.language === 'string' &&
        parsed.answers &&
        typeof parsed.answers === 'object'
      ) {
        embedded = { language: parsed.language, answers: new Map(Object.entries(parsed.answers)) };
      }
    } catch {
      // unusable: every call goes to the API
    }
  }
  if (!embedded || !language.startsWith(embedded.language) || !embedded.answers.has(url))
    return { found: false };
  const value = embedded.answers.get(url);
  embedded.answers.delete(url);
  return { found: true, value };
}

/**
 * Calls the platform API: bearer token when one is held, the interface language, success on
 * 200 and 204 only. A 401 tells the shell (which drops the token) before the error is thrown.
 * A request belongs to its token's generation (token-generation.ts): it is aborted when that
 * token goes, and its answer, once the token has gone, is never handled (an `AbortError`).
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    signal,
    endsSession = false,
    playerOnly = false,
    personal = false,
  } = request;
  const token = bus.readToken();
  // Before the embedded answers too: those are a guest's.
  if (playerOnly && !token) throw abortReason();
  if (method === 'GET' && !(personal && token)) {
    const answer = takeEmbedded(apiUrl(path, query), bus.getSnapshot().language ?? '');
    if (answer.found) return answer.value as T;
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': bus.getSnapshot().language ?? 'en-US',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const generation = endsSession ? null : joinGeneration(token);
  if (!endsSession && !generation) throw abortReason();
  const signals = [signal, generation?.signal].filter((one): one is AbortSignal => !!one);
  const stale = () => generation !== null && !generation.isCurrent();

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (stale()) throw abortReason();
    throw new ApiError('Server error', 0, undefined);
  }

  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (stale()) throw abortReason();
    throw new ApiError('Server error', 0, undefined);
  }
  // An answer for a token that has gone since is not the current session's: a 401 there is not
  // a lost session, and its data belongs to a player who has left.
  if (stale()) throw abortReason();
  if (response.status === 200 || response.status === 204) return payload as T;
  if (response.status === 401) bus.emit('auth:unauthorized', { path });
  throw new ApiError(messageOf(response.status, payload), response.status, payload);
}
