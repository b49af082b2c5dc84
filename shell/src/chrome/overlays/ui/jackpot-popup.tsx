import { Money, Skeleton } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $jackpotWin, jackpotPopupClosed } from '../../../services/jackpot/model';
import { Dialog } from './dialog';
import styles from './overlays.module.css';

/** "Congratulations You Won Jackpot": name, amount and currency, Close. */
export function JackpotPopup() {
  const { t } = useTranslation('shell');
  const [win, close] = useUnit([$jackpotWin, jackpotPopupClosed]);
  if (!win) return null;
  return (
    <Dialog
      labelledBy="jackpot-title"
      onClose={() => close()}
      className={styles.jackpot}
      testId="jackpot-popup"
    >
      <div className={styles.jackpotBurst} aria-hidden="true">
        ★
      </div>
      <h2 id="jackpot-title">{t('jackpot.title')}</h2>
      <p className={styles.jackpotName}>
        {t(`jackpot.names.${win.name}`, { defaultValue: win.name })}
      </p>
      {win.amount === null ? (
        // The amount comes with a later refresh: a placeholder of its size, never 0.00.
        <p
          className={styles.jackpotAmount}
          role="status"
          aria-label={t('jackpot.loading')}
          data-testid="jackpot-amount-skeleton"
        >
          <Skeleton width={200} height={36} />
        </p>
      ) : (
        <p className={styles.jackpotAmount} data-testid="jackpot-amount">
          <Money millimes={win.amount} currency={win.currency} />
        </p>
      )}
      <button type="button" className={styles.primary} onClick={() => close()}>
        {t('jackpot.close')}
      </button>
    </Dialog>
  );
}
