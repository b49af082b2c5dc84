/**
 * The session clock shown while a player is logged in (the layout's session region, above the
 * page and the game): time since the login session started, ticking each second from the
 * server's start, and the net (wins less stakes) since then. It also raises the reality check
 * when one is due.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { formatElapsed } from '../format-elapsed';
import { serverNow } from '../schedule';
import { useNow } from '../use-now';
import { useSessionActivity } from '../use-session-activity';
import { NetAmount } from './net-amount';
import { RealityCheck } from './reality-check';
import styles from './session-clock.module.css';

export function SessionClock() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useShellSnapshot();
  const { activity, refresh } = useSessionActivity();
  const now = useNow();
  if (!activity) return null;
  const { session, offsetMs } = activity;
  const currentTime = serverNow(now, offsetMs);
  const startedAt = Date.parse(session.started_at);
  const elapsedMs = currentTime - startedAt;
  const currency = user?.currency ?? 'TND';
  return (
    <>
      <section
        className={styles.bar}
        aria-label={t('session.label')}
        data-testid="session-clock"
        data-remote="mf-account"
      >
        <span className={styles.item}>
          <span className={styles.name}>{t('session.time')}</span>{' '}
          <bdi dir="ltr" role="timer" className={styles.value} data-testid="session-elapsed">
            {formatElapsed(elapsedMs)}
          </bdi>
        </span>
        <span className={styles.item}>
          <span className={styles.name}>{t('session.net')}</span>{' '}
          <span className={styles.value} data-testid="session-net">
            <NetAmount net={session.net} currency={currency} />
          </span>
        </span>
      </section>
      <RealityCheck
        activity={activity}
        currentTime={currentTime}
        currency={currency}
        refresh={refresh}
      />
    </>
  );
}
