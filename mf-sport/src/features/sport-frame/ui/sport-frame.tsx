import { useHydrated } from '@casino/shared/app/first-render';
import { useBusEvent, useShellSnapshot } from '@casino/shared/events/react';
import { bus, type EventMap } from '@casino/shared/events';
import { useGate, useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n-namespace';
import { buildFrameUrl, type SportView } from '../config';
import { frameOriginOf, frameSandbox, readFrameMessage } from '../messages';
import {
  $failed,
  $instance,
  $launch,
  languageChanged,
  resetRequested,
  retryClicked,
  sportPage,
} from '../model';
import { FrameSkeleton } from './frame-skeleton';
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
    'sport:reset',
    useCallback(() => onReset(), [onReset]),
  );

  // Until hydrated, the box the server drew (it cannot know the device): the phone's by width.
  const frameClass = !useHydrated()
    ? `${styles.frame} ${styles.narrow}`
    : device.class === 'mobile'
      ? `${styles.frame} ${styles.mobile}`
      : styles.frame;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [route, setRoute] = useState<string | null>(null);
  const src =
    launch && instance !== null
      ? buildFrameUrl({
          launchUrl: launch.url,
          token: launch.token,
          language,
          device: device.class,
          view,
          parentHost: location.host,
          origin: location.origin,
        })
      : null;
  useSportsbookMessages(frameRef, src, { onHeight: setHeight, onRoute: setRoute });

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

  if (!launch || instance === null)
    return <FrameSkeleton label={t('frame.loading')} className={frameClass} />;

  return (
    <iframe
      ref={frameRef}
      // The frame reports its content height: sized to it, the page scrolls and the frame never does.
      style={height === null ? undefined : { blockSize: `${height}px`, minBlockSize: 0 }}
      scrolling={height === null ? undefined : 'no'}
      data-route={route ?? undefined}
      // A new instance is a new frame element, not a navigation inside the old one.
      key={instance}
      className={frameClass}
      src={src!}
      title={t('frame.title')}
      data-instance={instance}
      allow="fullscreen; clipboard-write"
      sandbox={frameSandbox(src!, location.origin)}
      referrerPolicy="origin"
    />
  );
}

/**
 * The frame's messages (origin and window checked): its height sizes it, a guest's login request
 * opens the shell's login modal, a balance change refreshes the header now, its route is kept.
 * The page sends back its viewport, so the mobile floating bet slip stays in sight.
 */
function useSportsbookMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  on: { onHeight(height: number): void; onRoute(path: string): void },
): void {
  const { onHeight, onRoute } = on;
  useEffect(() => {
    if (!src) return undefined;
    const frameOrigin = frameOriginOf(src, location.origin);
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, frameRef.current?.contentWindow, frameOrigin);
      if (!message) return;
      if (message.type === 'sportsbook:height') onHeight(message.height);
      else if (message.type === 'sportsbook:login-required')
        bus.emit('auth:require-login', { isFullPage: false, returnTo: location.pathname });
      else if (message.type === 'sportsbook:balance') bus.emit('user:refresh', {});
      else onRoute(message.path);
    };
    const sendViewport = () => {
      const frame = frameRef.current;
      if (!frame?.contentWindow) return;
      const bottomNav = document.querySelector<HTMLElement>('[data-testid="bottom-nav"]');
      const height = window.innerHeight - (bottomNav?.offsetHeight ?? 0);
      frame.contentWindow.postMessage(
        { type: 'sportsbook:viewport', top: -frame.getBoundingClientRect().top, height },
        frameOrigin,
      );
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('scroll', sendViewport, { passive: true });
    window.addEventListener('resize', sendViewport);
    const timer = window.setInterval(sendViewport, 1000);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', sendViewport);
      window.removeEventListener('resize', sendViewport);
      window.clearInterval(timer);
    };
  }, [frameRef, src, onHeight, onRoute]);
}
