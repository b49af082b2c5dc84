/**
 * What a game frame may tell the page: after each wallet call the studio's game posts
 * `{type: 'studio:balance', balance, currency}` to the site's origin only. The page believes it
 * only from the frame it launched (`event.source`) and from the origin of that frame's launch URL,
 * which the API builds from its configured studio base (`STUDIO_BASE_URL`): another frame, a
 * window that opened this page, or another origin is ignored.
 */
export const BALANCE_MESSAGE = 'studio:balance';

export interface FrameMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export function launchOrigin(launchUrl: string, pageOrigin: string): string | null {
  try {
    return new URL(launchUrl, pageOrigin).origin;
  } catch {
    return null;
  }
}

export function isBalanceMessage(
  message: FrameMessage,
  frameWindow: unknown,
  launchUrl: string,
  pageOrigin: string,
): boolean {
  if (!frameWindow || message.source !== frameWindow) return false;
  const expected = launchOrigin(launchUrl, pageOrigin);
  if (expected === null || expected === 'null' || message.origin !== expected) return false;
  const data = message.data as { type?: unknown; balance?: unknown } | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    data.type === BALANCE_MESSAGE &&
    Number.isSafeInteger(data.balance)
  );
}

/**
 * The game frame's `sandbox`: scripts, forms and new tabs (the crash verifier), never the top
 * page's navigation. Its own origin (so its own storage and API) only when that origin is not
 * the site's: a provider page served on the site's origin would otherwise read the player's
 * token and call the platform's API as the player; there it gets an opaque origin instead.
 */
export function frameSandbox(launchUrl: string, pageOrigin: string): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];
  const origin = launchOrigin(launchUrl, pageOrigin);
  if (origin !== null && origin !== pageOrigin) tokens.push('allow-same-origin');
  return tokens.join(' ');
}
