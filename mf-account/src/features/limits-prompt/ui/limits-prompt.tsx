/** The offer to set limits before the first deposit (model: ../model.ts). */
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared/router';
import { NAMESPACE } from '../../../i18n';
import actionStyles from '../../../ui/actions.module.css';
import { $promptShown, answered } from '../model';
import styles from './limits-prompt.module.css';

export function LimitsPrompt() {
  const { t } = useTranslation(NAMESPACE);
  const [shown, answer] = useUnit([$promptShown, answered]);
  if (!shown) return null;
  return (
    <section className={styles.prompt} aria-labelledby="limits-prompt-title">
      <h2 id="limits-prompt-title">{t('rg.prompt.title')}</h2>
      <p>{t('rg.prompt.text')}</p>
      <div className={actionStyles.actions}>
        <Link to="/profile/limits" className={actionStyles.primary} onClick={() => answer('set')}>
          {t('rg.prompt.set')}
        </Link>
        <button type="button" className={actionStyles.secondary} onClick={() => answer('skipped')}>
          {t('rg.prompt.skip')}
        </button>
      </div>
    </section>
  );
}
