import { formatAmount, millimes } from '@casino/shared/format';
import { Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../entities/session';
import { FrameUnavailable, useFrameHealth } from '../../features/frame-unavailable';
import { frameSandbox, useGameFrameMessages } from '../../features/game-frame-messages';
import { $failed, $game, $launch, backClicked, JACKPOT_PROVIDER, PlayGameGate } from './model';
import styles from './play-game.module.css';

const DEFAULT_JACKPOT = millimes(1_000_000);

function JackpotHeader() {
  const { t } = useTranslation('casino');
  const user = useUnit($user);
  const tiers = [
    { key: 'diamond', amount: user?.diamond_bet },
    { key: 'silver', amount: user?.silver_bet },
    { key: 'golden', amount: user?.golden_bet },
  ];
  return (
    <div className={styles.jackpot} data-testid="jackpot-header">
      <strong className={styles.jackpotTitle}>
        JACKPOT <span className={styles.jackpotCurrency}>{user?.currency ?? 'TND'}</span>
      </strong>
      {tiers.map(({ key, amount }) => (
        <span key={key} className={styles.tier} data-tier={key}>
          <span className={styles.tierName}>{t(`jackpot.${key}`)}</span>
          <bdi dir="ltr" className={styles.tierAmount}>
            {formatAmount(amount || DEFAULT_JACKPOT)}
          </bdi>
        </span>
      ))}
    </div>
  );
}

/** A launch URL that is not a frame is a script the provider runs on our page; it goes with us. */
function ScriptGame({ url }: { url: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = url;
    host.current?.append(script);
    return () => script.remove();
  }, [url]);
  return <div ref={host} className={styles.stage} />;
}

export function PlayGamePage() {
  const { t } = useTranslation('casino');
  useGate(PlayGameGate, { historyState: window.history.state });
  const [game, launch, failed, onBack] = useUnit([$game, $launch, $failed, backClicked]);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useGameFrameMessages(frame, launch?.isFrame ? launch.url : undefined);
  const [attempt, setAttempt] = useState(0);
  const frameHealth = useFrameHealth(frame, launch?.isFrame ? launch.url : undefined, attempt);

  const fullscreen = () => {
    const element = stage.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <section className={styles.page} aria-label={t('play.title')} data-page="play-game">
      <div className={styles.toolbar}>
        <button type="button" className={styles.tool} onClick={() => onBack()}>
          <span className={styles.backArrow} aria-hidden="true">
            ←
          </span>{' '}
          {t('play.back')}
        </button>
        {game?.provider_id === JACKPOT_PROVIDER && <JackpotHeader />}
        <button
          type="button"
          className={styles.tool}
          onClick={fullscreen}
          disabled={!launch?.isFrame}
        >
          {t('play.fullscreen')}
        </button>
      </div>
      <div ref={stage} className={styles.stage}>
        {launch?.isFrame ? (
          <>
            <iframe
              key={attempt}
              ref={frame}
              className={styles.frame}
              src={launch.url}
              title={t('play.frameTitle')}
              allow="autoplay; fullscreen"
              sandbox={frameSandbox(launch.url, location.origin)}
            />
            {frameHealth === 'unavailable' && (
              <FrameUnavailable
                onRetry={() => setAttempt((value) => value + 1)}
                onBack={() => onBack()}
              />
            )}
          </>
        ) : launch ? (
          <ScriptGame url={launch.url} />
        ) : failed ? (
          <p role="alert">{t('play.failed')}</p>
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')} className={styles.skeleton}>
            <Skeleton height="100%" />
          </div>
        )}
      </div>
    </section>
  );
}
