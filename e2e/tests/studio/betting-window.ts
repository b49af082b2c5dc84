/**
 * The shared tables' betting windows as the game's socket announces them (`hello` on connecting,
 * `round` at each phase). A spec places its bet in a window with seconds left: a click in a
 * window's last moment can reach the table after it closed on a loaded machine, and the table
 * then rightly answers "too late", as it would to a player.
 */
import type { Page } from '@playwright/test';

/** Time a window must still have when a test bets. */
const MARGIN_MS = 5_000;

interface RoundFrame {
  type?: string;
  round?: { phase?: string; bettingEndsIn?: number };
}

/** Install before the game opens its socket; `open()` resolves once a window has the margin. */
export function watchBettingWindows(page: Page) {
  let endsAt = 0;
  const waiters: (() => void)[] = [];
  const wake = () => {
    if (endsAt - Date.now() < MARGIN_MS) return;
    for (const resolve of waiters.splice(0)) resolve();
  };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      let message: RoundFrame;
      try {
        message = JSON.parse(String(payload)) as RoundFrame;
      } catch {
        return;
      }
      if (message.type !== 'round' && message.type !== 'hello') return;
      const round = message.round;
      endsAt = round?.phase === 'betting' ? Date.now() + (round.bettingEndsIn ?? 0) : 0;
      wake();
    }),
  );
  return {
    open: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        wake();
      }),
  };
}
