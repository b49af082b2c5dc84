import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { modalClosed } from '../../../services/modal/model';
import { AppLink } from '../../lib/app-link';
import { CloseIcon, LiveIcon, SportIcon } from '../../lib/icons';
import styles from './overlays.module.css';

/** The mobile Sport choice: Prematch (/sport) or Live (/live). */
export function SportChoice() {
  const { t } = useTranslation('shell');
  const close = useUnit(modalClosed);
  return (
    <div className={styles.sportChoice} data-testid="sport-choice">
      <div className={styles.dialogHead}>
        <h2 id="sport-choice-title">{t('sportChoice.title')}</h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('modal.close')}
          onClick={() => close()}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.choices}>
        <AppLink to="/sport" className={styles.choice} onClick={() => close()}>
          <SportIcon size={28} />
          {t('sportChoice.prematch')}
        </AppLink>
        <AppLink to="/live" className={styles.choice} onClick={() => close()}>
          <LiveIcon size={28} />
          {t('sportChoice.live')}
        </AppLink>
      </div>
    </div>
  );
}
