/**
 * The reality-check setting (/profile/reality-check): how often the reminder of time and money
 * played since login comes, or never. The choices are within the range the API answers.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchRgOverview,
  realityCheckIntervalSaved,
  saveRealityCheck,
  type RgOverview,
} from '../../features/session-clock';
import { NAMESPACE } from '../../i18n';
import { ScreenFrame } from '../../layouts/screen-frame';
import { UserPending } from '../../layouts/user-pending';
import { showToastFx } from '../../lib/bus-effects';
import { intervalOptions } from './interval-options';
import styles from './reality-check.module.css';

const OFF = 'off';

export function RealityCheckPage() {
  const { t } = useTranslation(NAMESPACE);
  const { device } = useShellSnapshot();
  const [overview, setOverview] = useState<RgOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<string>(OFF);
  const [saving, setSaving] = useState(false);
  const selectId = useId();

  useEffect(() => {
    let alive = true;
    fetchRgOverview()
      .then((answer) => {
        if (!alive) return;
        setOverview(answer);
        setChoice(
          answer.reality_check_minutes === null ? OFF : String(answer.reality_check_minutes),
        );
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = choice === OFF ? null : Number(choice);
    setSaving(true);
    saveRealityCheck(minutes)
      .then((answer) => {
        setOverview(answer);
        realityCheckIntervalSaved(answer.reality_check_minutes);
        showToastFx({ key: 'realityCheck.saved', kind: 'success', autoCloseMs: 2000 });
      })
      .catch((error: Error) =>
        showToastFx({ key: 'realityCheck.saveFailed', text: error.message, kind: 'error' }),
      )
      .finally(() => setSaving(false));
  };

  const variant = device.class === 'mobile' ? 'screen' : 'profile';
  let body;
  if (failed) body = <p role="alert">{t('realityCheck.loadFailed')}</p>;
  else if (!overview) body = <UserPending />;
  else {
    const options = intervalOptions(overview.reality_check_range);
    body = (
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.intro}>{t('realityCheck.intro')}</p>
        <label htmlFor={selectId} className={styles.label}>
          {t('realityCheck.every')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {options.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('realityCheck.minutes', { count: minutes })}
            </option>
          ))}
          <option value={OFF}>{t('realityCheck.off')}</option>
        </select>
        <button type="submit" className={styles.save} disabled={saving}>
          {t('realityCheck.save')}
        </button>
      </form>
    );
  }
  return (
    <ScreenFrame title={t('realityCheck.settingTitle')} variant={variant}>
      {body}
    </ScreenFrame>
  );
}
