/**
 * The login session's figures from the API, kept current: read when a token is held, again each
 * time the balance's ledger version moves (the shell's balance push and refresh put it in the
 * snapshot after every bet and win), when the player saves another interval, and when `refresh`
 * is called. At most one request runs; a change meanwhile asks once more after it.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSession, type RgSession } from './api';
import { realityCheckIntervalSaved } from './interval-changed';
import { clockOffset, serverNow } from './schedule';

export interface SessionActivity {
  session: RgSession;
  /** Server time less the browser's, measured with the first answer of this session. */
  offsetMs: number;
  /** When the figures arrived, on the clock the session is measured with (server time). */
  answeredAt: number;
}

export function useSessionActivity(): {
  activity: SessionActivity | null;
  refresh: () => void;
} {
  const { tokenPresent, user } = useShellSnapshot();
  const [activity, setActivity] = useState<SessionActivity | null>(null);
  const running = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);

  const refresh = useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    void fetchSession()
      .then((session) => {
        if (!alive.current) return;
        const localNow = Date.now();
        setActivity((previous) => {
          // One offset per session: measured again, the seconds shown would jump back and forth
          // by the request's duration.
          const offsetMs =
            previous && previous.session.started_at === session.started_at
              ? previous.offsetMs
              : clockOffset(session.now, localNow);
          return { session, offsetMs, answeredAt: serverNow(localNow, offsetMs) };
        });
      })
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        if (again.current && alive.current) {
          again.current = false;
          refresh();
        }
      });
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const balanceVersion = user?.balance_version;
  useEffect(() => {
    if (tokenPresent) refresh();
    else setActivity(null);
  }, [tokenPresent, balanceVersion, refresh]);

  useEffect(() => realityCheckIntervalSaved.watch(() => refresh()).unsubscribe, [refresh]);

  return { activity, refresh };
}
