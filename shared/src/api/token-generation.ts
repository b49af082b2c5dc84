/**
 * Every request belongs to the token it was sent with: its generation. When the token changes
 * (a logout, a 401, another login) or the session is being closed, the requests still running
 * for the old token are aborted, and an answer that arrives for an old generation is never
 * handled: once a player has left, nothing sent on their behalf may come back as a 401 or move
 * what the page shows (docs/architecture.md, "The API and the providers").
 */

interface Generation {
  readonly token: string | null;
  readonly controller: AbortController;
  /** The session is being closed: no new request may start with this token. */
  closing: boolean;
}

/**
 * Made on the first request, not as the module loads: a remote's first-view renderer imports its
 * pages' models, and the edge's sandbox that runs it has no `AbortController`.
 */
let held: Generation | undefined;
const generationNow = (): Generation =>
  (held ??= { token: null, controller: new AbortController(), closing: false });

function replace(token: string | null): void {
  generationNow().controller.abort(abortReason());
  held = { token, controller: new AbortController(), closing: false };
}

/** What an aborted request rejects with: the DOM's own `AbortError`, as for a caller's signal. */
export function abortReason(): DOMException {
  return new DOMException('The request belonged to a session that has ended', 'AbortError');
}

/**
 * Whether `error` is an abort (the caller's signal or the end of the token's generation). By
 * name, as the DOM defines it: an abort error may come from another realm's `DOMException`.
 */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * The token is now `token` (the shell calls this whenever the token it holds changes): the
 * requests of any other token are aborted. The client also checks it on each request, so a
 * token changed without a call here still starts a new generation.
 */
export function tokenChanged(token: string | null): void {
  if (token !== generationNow().token) replace(token);
}

/**
 * The session of the held token is being closed (a logout): every request of this token still
 * running is aborted, and new ones are refused until the token changes. The logout's own request
 * is sent with `endsSession` and is the only one that passes. A guest has no session to close:
 * their requests (a login among them) always go.
 */
export function closeSession(token: string | null): void {
  if (token === null) return tokenChanged(null);
  replace(token);
  generationNow().closing = true;
}

export interface RequestGeneration {
  readonly signal: AbortSignal;
  /** Whether the answer may still be handled: the generation is the current one, not ended. */
  isCurrent(): boolean;
}

/**
 * The generation a request with `token` joins, or null when the session of that token is being
 * closed (the request must not start).
 */
export function joinGeneration(token: string | null): RequestGeneration | null {
  tokenChanged(token);
  const generation = generationNow();
  if (generation.closing) return null;
  return {
    signal: generation.controller.signal,
    isCurrent: () => generation === held && !generation.controller.signal.aborted,
  };
}
