import { useBusEvent, useShellSnapshot } from '@casino/shared/events/react';
import type { EventMap } from '@casino/shared/events';
import { Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { buildFrameUrl, type SportView } from '../config';
import {
  $failed,
  $instance,
  $launch,
  languageChanged,
  resetRequested,
  retryClicked,
  sportPage,
} from '../model';
import styles from './sport-frame.module.css';

export function SportFrame({ view }: { view: SportView }) {
  const { t } = useTranslation(NAMESPACE);
  const { language, device, tokenPresent } = useShellSnapshot();
  useGate(sportPage, { view, language, device, tokenPresent });
  const [launch, instance, failed, retry] = useUnit([$launch, $instance, $failed, retryClicked]);
  const [onLanguage, onReset] = useUnit([languageChanged, resetRequested]);
  useBusEvent(
    'language:changed',
    useCallback(
      (payload: EventMap['language:changed']) => onLanguage(payload.language),
      [onLanguage],
    ),
  );
  useBusEvent(
    'sport:reset-requested',
    useCallback(() => onReset(), [onReset]),
  );

  const frameClass = device.class === 'mobile' ? `${styles.frame} ${styles.mobile}` : styles.frame;

  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('frame.failed')}</p>
        <button type="button" className={styles.retry} onClick={() => retry()}>
          {t('frame.retry')}
        </button>
      </div>
    );
  }

  if (!launch || instance === null) {
    return (
      <div
        className={frameClass}
        role="status"
        aria-busy="true"
        aria-label={t('frame.loading')}
        data-testid="sport-skeleton"
      >
        <Skeleton height="100%" />
      </div>
    );
  }

  const src = buildFrameUrl({
    launchUrl: launch.url,
    token: launch.token,
    language,
    device: device.class,
    view,
    parentHost: location.host,
    origin: location.origin,
  });
  return (
    <iframe
      // A new instance is a new frame element, not a navigation inside the old one.
      key={instance}
      className={frameClass}
      src={src}
      title={t('frame.title')}
      data-instance={instance}
      allow="fullscreen; clipboard-write"
      referrerPolicy="origin"
    />
  );
}
