/**
 * What the sportsbook frame may tell the page (providers/sportsbook/client/main.ts): its content
 * height, that a guest asked to log in, that the balance changed, its route. A message counts only
 * from our frame's window and from the frame's own origin; the page answers it the same way, with
 * its viewport (for the floating bet slip), to that origin only.
 */
export type FrameMessage =
  | { type: 'sportsbook:height'; height: number }
  | { type: 'sportsbook:login-required' }
  | { type: 'sportsbook:balance' }
  | { type: 'sportsbook:route'; path: string };

export function frameOriginOf(src: string, pageOrigin: string): string {
  return new URL(src, pageOrigin).origin;
}

/**
 * The frame's `sandbox`: scripts, forms and new tabs, never the top page's navigation. Its own
 * origin (so its own storage and API) only when that origin is not the site's: served on the
 * site's origin, a provider page would otherwise read the player's token and call the platform's
 * API as the player; there it gets an opaque origin instead.
 */
export function frameSandbox(src: string, pageOrigin: string): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];
  if (frameOriginOf(src, pageOrigin) !== pageOrigin) tokens.push('allow-same-origin');
  return tokens.join(' ');
}

export function readFrameMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frameWindow: Window | null | undefined,
  frameOrigin: string,
): FrameMessage | null {
  if (!frameWindow || event.source !== frameWindow || event.origin !== frameOrigin) return null;
  const data = event.data as { type?: unknown; height?: unknown; path?: unknown } | null;
  if (!data || typeof data !== 'object') return null;
  switch (data.type) {
    case 'sportsbook:height':
      return typeof data.height === 'number' &&
        Number.isFinite(data.height) &&
        data.height > 0 &&
        data.height < 100_000
        ? { type: data.type, height: Math.ceil(data.height) }
        : null;
    case 'sportsbook:login-required':
    case 'sportsbook:balance':
      return { type: data.type };
    case 'sportsbook:route':
      return typeof data.path === 'string' && /^[a-z-]{1,20}(\/\d{1,15})?$/.test(data.path)
        ? { type: data.type, path: data.path }
        : null;
    default:
      return null;
  }
}
