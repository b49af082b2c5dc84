/**
 * A game frame that cannot load (provider down, 404, timeout, an error page in JSON) shows the
 * site's own "game unavailable" state with a retry and a way back, never the provider's raw
 * answer.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './frame-unavailable.module.css';

/** A frame that has not loaded in this time is taken as down. */
export const FRAME_TIMEOUT_MS = 15_000;
/** A frame of another origin that has loaded but not said it started in this time is down. */
export const READY_AFTER_LOAD_MS = 5_000;
/** What a game page of the studio posts once it has started (providers/studio, site-ready). */
export const FRAME_READY_MESSAGE = 'studio:ready';

/**
 * 'loading' until the frame's document has loaded, then 'ok' or 'unavailable'. A frame of our
 * own origin can be read: an answer that is not a page (JSON, plain text) or an HTTP error page
 * of ours counts as unavailable. A frame of another origin (the providers' own, as they are
 * served) cannot be read: it is a game once it posts that it has started, from the launched
 * frame and the launch URL's origin, and down when it has loaded and stayed silent.
 */
export function useFrameHealth(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string | undefined,
  attempt: number,
) {
  const [health, setHealth] = useState<'loading' | 'ok' | 'unavailable'>('loading');
  useEffect(() => {
    const element = frame.current;
    if (!element || !url) return;
    setHealth('loading');
    let timer = setTimeout(() => setHealth('unavailable'), FRAME_TIMEOUT_MS);
    const frameOrigin = new URL(url, location.href).origin;
    let started = false;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.source !== element.contentWindow || event.origin !== frameOrigin) return;
      if (typeof data !== 'object' || data?.type !== FRAME_READY_MESSAGE) return;
      started = true;
      clearTimeout(timer);
      setHealth('ok');
    };
    window.addEventListener('message', onMessage);
    const onLoad = () => {
      clearTimeout(timer);
      let document: Document | null;
      try {
        document = element.contentDocument;
      } catch {
        document = null;
      }
      if (!document) {
        if (!started) timer = setTimeout(() => setHealth('unavailable'), READY_AFTER_LOAD_MS);
        return;
      }
      const type = document.contentType ?? '';
      const text = document.body?.textContent?.trim() ?? '';
      const notAPage = type !== 'text/html' && type !== 'application/xhtml+xml';
      const emptyOrError =
        document.body === null || /^\s*[{[]/.test(text) || /^(?:404|5\d\d)\b/.test(document.title);
      setHealth(notAPage || emptyOrError ? 'unavailable' : 'ok');
    };
    element.addEventListener('load', onLoad);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      window.removeEventListener('message', onMessage);
    };
  }, [frame, url, attempt]);
  return health;
}

export function FrameUnavailable({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  const { t } = useTranslation('casino');
  return (
    <div className={styles.unavailable} role="alert" data-testid="game-unavailable">
      <img className={styles.unavailableLogo} src="/logo.svg" alt="" width={140} height={38} />
      <h2 className={styles.unavailableTitle}>{t('play.unavailableTitle')}</h2>
      <p className={styles.unavailableText}>{t('play.unavailableText')}</p>
      <div className={styles.unavailableActions}>
        <button type="button" className={styles.unavailablePrimary} onClick={onRetry}>
          {t('retry')}
        </button>
        <button type="button" className={styles.unavailableSecondary} onClick={onBack}>
          {t('play.back')}
        </button>
      </div>
    </div>
  );
}
