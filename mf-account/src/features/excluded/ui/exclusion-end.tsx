/**
 * The request to end a self-exclusion whose term has passed: it ends 24 hours after the request,
 * and the screen says when. A time-out ends by itself; a running or permanent self-exclusion
 * cannot be ended on request: the screen says so instead of offering the button.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { cashierStyles as styles, refusalText } from '../../../entities/payment';
import type { ExcludedCashier } from '../../../entities/rg';
import { NAMESPACE } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';
import { $endEffectiveAt, $ending, $endRefusal, endRequested } from '../model';
import { ExclusionNote } from './exclusion-note';

export function ExclusionEnd({ cashier }: { cashier: ExcludedCashier }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useShellSnapshot();
  const [effectiveAt, ending, refusal, ask] = useUnit([
    $endEffectiveAt,
    $ending,
    $endRefusal,
    endRequested,
  ]);
  const { exclusion } = cashier;
  return (
    <div className={styles.form}>
      <ExclusionNote exclusion={exclusion} />
      {effectiveAt ? (
        <p className={styles.note} role="status" data-testid="exclusion-ends">
          {t('excluded.end.asked', { at: formatDateTime(effectiveAt, language) })}
        </p>
      ) : exclusion.end_requestable ? (
        <>
          <p className={styles.note}>{t('excluded.end.note')}</p>
          {refusal ? (
            <p className={styles.problem} role="alert">
              {refusalText(refusal, t('cashier.unavailable'))}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={ending}
              aria-busy={ending}
              onClick={() => ask()}
            >
              {t('excluded.end.submit')}
            </button>
          </div>
        </>
      ) : (
        <p className={styles.note} data-testid="exclusion-end-unavailable">
          {t(
            exclusion.kind === 'timeout'
              ? 'excluded.end.timeout'
              : exclusion.until === null
                ? 'excluded.end.permanent'
                : 'excluded.end.notYet',
          )}
        </p>
      )}
    </div>
  );
}
