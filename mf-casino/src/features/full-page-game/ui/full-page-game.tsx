import type { OpenGameState } from '../../../entities/game';
import { useGate, useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrameUnavailable, useFrameHealth } from '../../frame-unavailable';
import { frameSandbox, useGameFrameMessages } from '../../game-frame-messages';
import { FullPageGameGate, fullPageGameClosed } from '../model';
import styles from './full-page-game.module.css';

export function FullPageGame({ game }: { game: OpenGameState }) {
  const { t } = useTranslation('casino');
  const onClose = useUnit(fullPageGameClosed);
  useGate(FullPageGameGate, game);
  const frame = useRef<HTMLIFrameElement>(null);
  useGameFrameMessages(frame, game.url);
  const [attempt, setAttempt] = useState(0);
  const health = useFrameHealth(frame, game.url, attempt);
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('play.frameTitle')}
      data-testid="full-page-game"
      data-full-page-layer
    >
      <button
        type="button"
        className={styles.close}
        onClick={() => onClose(game.type)}
        aria-label={t('play.close')}
      >
        ×
      </button>
      <iframe
        key={attempt}
        ref={frame}
        className={styles.frame}
        src={game.url}
        title={t('play.frameTitle')}
        allow="autoplay; fullscreen"
        sandbox={frameSandbox(game.url, location.origin)}
      />
      {health === 'unavailable' && (
        <FrameUnavailable
          onRetry={() => setAttempt((value) => value + 1)}
          onBack={() => onClose(game.type)}
        />
      )}
    </div>
  );
}
