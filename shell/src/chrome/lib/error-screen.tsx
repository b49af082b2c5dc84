import i18next from 'i18next';
import styles from './chrome.module.css';

/** Render errors end here (spec §8): the generic screen, with a way out. */
export function ErrorScreen() {
  const text = i18next.t('shell:errors.unexpected', { defaultValue: 'Unexpected Application Error!' });
  return (
    <div role="alert" className={styles.errorScreen}>
      <h2>{text}</h2>
      <button type="button" className={styles.button} onClick={() => location.reload()}>
        {i18next.t('shell:errors.reload', { defaultValue: 'Reload' })}
      </button>
    </div>
  );
}
