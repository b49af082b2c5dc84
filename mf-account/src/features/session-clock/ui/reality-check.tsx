/**
 * The reality check: at each interval the player chose since the login session started, a modal
 * dialog (the browser's top layer: above the game frame, even full screen; the rest of the page
 * inert, so focus stays inside) shows the time played, stakes, wins and net since the start.
 * Continue closes it until the next interval; Log out goes through the site's logout. Escape
 * does not close it: the player answers one way or the other.
 */
import { Money } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { logoutRequestedFx } from '../../../lib/bus-effects';
import { readAnswered, writeAnswered } from '../answered-store';
import { isolatedElapsed } from '../format-elapsed';
import { realityCheckState } from '../schedule';
import type { SessionActivity } from '../use-session-activity';
import { NetAmount } from './net-amount';
import styles from './session-clock.module.css';

const MINUTE = 60_000;

export function RealityCheck({
  activity,
  currentTime,
  currency,
  refresh,
}: {
  activity: SessionActivity;
  currentTime: number;
  currency: string;
  refresh: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const logout = useUnit(logoutRequestedFx);
  const { session, answeredAt } = activity;
  const startedAt = Date.parse(session.started_at);
  const [answeredDueAt, setAnsweredDueAt] = useState(() => readAnswered(startedAt));
  useEffect(() => setAnsweredDueAt(readAnswered(startedAt)), [startedAt]);

  const minutes = session.reality_check_minutes;
  const { dueAt } = realityCheckState({
    startedAt,
    intervalMs: minutes === null ? null : minutes * MINUTE,
    answeredDueAt,
    now: currentTime,
  });
  // The figures shown are read at or after the check fell due, never older ones.
  const fresh = dueAt !== null && answeredAt >= dueAt;
  useEffect(() => {
    if (dueAt !== null && answeredAt < dueAt) refresh();
  }, [dueAt, answeredAt, refresh]);

  const dialog = useRef<HTMLDialogElement>(null);
  const open = dueAt !== null && fresh;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const titleId = useId();
  const textId = useId();
  const answer = () => {
    if (dueAt === null) return;
    writeAnswered(startedAt, dueAt);
    setAnsweredDueAt(dueAt);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="reality-check"
      onCancel={(event) => event.preventDefault()}
    >
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {t('realityCheck.title')}
          </h2>
          <p id={textId}>
            {t('realityCheck.text', { elapsed: isolatedElapsed(currentTime - startedAt) })}
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('realityCheck.stakes')}</dt>
              <dd data-testid="reality-check-stakes">
                <Money millimes={session.stakes} currency={currency} />
              </dd>
            </div>
            <div>
              <dt>{t('realityCheck.wins')}</dt>
              <dd data-testid="reality-check-wins">
                <Money millimes={session.wins} currency={currency} />
              </dd>
            </div>
            <div>
              <dt>{t('realityCheck.net')}</dt>
              <dd data-testid="reality-check-net">
                <NetAmount net={session.net} currency={currency} />
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={answer} autoFocus>
              {t('realityCheck.continue')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                answer();
                logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
