/** The studio's game sockets: one URL shape on the page's own origin, JSON messages. */
import type { GameBoot } from './boot';

/** A message as the studio sends it; each page reads the fields of the types it knows. */
export interface StudioMessage {
  type: string;
  [key: string]: unknown;
}

/** `ws(s)://<this host><basePath>/<path>?session=…`, the session being the launch's. */
export const studioSocketURL = (boot: GameBoot, path: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/${path}?session=${encodeURIComponent(boot.session)}`;

/** Opens the socket at `path` and hands every message, parsed, to `onMessage`. */
export function openStudioSocket(
  boot: GameBoot,
  path: string,
  onMessage: (data: StudioMessage) => void,
): WebSocket {
  const socket = new WebSocket(studioSocketURL(boot, path));
  socket.addEventListener('message', (event) =>
    onMessage(JSON.parse(String(event.data)) as StudioMessage),
  );
  return socket;
}
