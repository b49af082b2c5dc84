/**
 * The frame's conversations: the sportsbook's API (the session in a header), its push socket
 * (reconnected after a loss), and the page that embeds it, by postMessage to one origin only and
 * listening to that origin and our parent window only.
 */
import type { EventChange } from './view-types';

export type Api = <T>(path: string, init?: RequestInit) => Promise<{ status: number; body: T }>;

export function createApi(base: string, session: () => string | null): Api {
  return async <T>(path: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body) headers['content-type'] = 'application/json';
    const current = session();
    if (current) headers['x-sportsbook-session'] = current;
    const response = await fetch(`${base}/api${path}`, { ...init, headers });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  };
}

/** To the embedding page, when there is one: only to the site's origin. */
export function postToSite(siteOrigin: string) {
  return (message: Record<string, unknown>): void => {
    if (window.parent !== window) window.parent.postMessage(message, siteOrigin);
  };
}

/** The price pushes, each batch of changes handed on; a lost socket is opened again in 2 s. */
export function connectPushes(base: string, onChanges: (changes: EventChange[]) => void): void {
  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}/ws`,
  );
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as { type: string; events?: EventChange[] };
    if (data.type === 'changes' && data.events) onChanges(data.events);
  };
  socket.onclose = () => setTimeout(() => connectPushes(base, onChanges), 2000);
}

export interface SiteMessages {
  viewport(top: number, height: number): void;
  navigate(path: string): void;
}

/** What the embedding page tells the frame: only its origin, only our parent window. */
export function listenToSite(siteOrigin: string, handlers: SiteMessages): void {
  window.addEventListener('message', (e) => {
    if (e.origin !== siteOrigin || e.source !== window.parent) return;
    const data = e.data as { type?: string; top?: number; height?: number; path?: string };
    if (
      data.type === 'sportsbook:viewport' &&
      typeof data.top === 'number' &&
      typeof data.height === 'number'
    )
      handlers.viewport(data.top, data.height);
    else if (data.type === 'sportsbook:navigate' && typeof data.path === 'string')
      handlers.navigate(data.path);
  });
}

/**
 * The body's own height, not the document's: that one never falls below the frame's current
 * height, so the frame could grow but never shrink back (a long list, then My bets).
 */
export function reportHeight(post: (message: Record<string, unknown>) => void): void {
  new ResizeObserver(() =>
    post({
      type: 'sportsbook:height',
      height: Math.ceil(document.body.getBoundingClientRect().height),
    }),
  ).observe(document.body);
}

/** A fresh id per bet request: the book takes each once. */
export const requestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
