/** The time-out / self-exclusion choice, its consequences and the required tick (model: ../model.ts). */
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { RgExclusionDuration } from '../../../entities/rg';
import { NAMESPACE } from '../../../i18n';
import actionStyles from '../../../ui/actions.module.css';
import {
  $duration,
  $problem,
  $refusal,
  $starting,
  $ticked,
  confirmationTicked,
  durationChosen,
  SELF_EXCLUSION_DURATIONS,
  submitted,
  TIMEOUT_DURATIONS,
} from '../model';
import styles from './time-out.module.css';

function DurationGroup({
  legend,
  note,
  durations,
}: {
  legend: string;
  note: string;
  durations: readonly RgExclusionDuration[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const [duration, choose] = useUnit([$duration, durationChosen]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={actionStyles.note}>{note}</p>
      <div className={styles.choices}>
        {durations.map((entry) => (
          <label key={entry} className={styles.choice}>
            <input
              type="radio"
              name="duration"
              value={entry}
              checked={duration === entry}
              onChange={() => choose(entry)}
            />
            {t(`rg.timeOut.duration.${entry}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TimeOutForm() {
  const { t } = useTranslation(NAMESPACE);
  const [duration, ticked, problem, refusal, starting] = useUnit([
    $duration,
    $ticked,
    $problem,
    $refusal,
    $starting,
  ]);
  const [tick, submit] = useUnit([confirmationTicked, submitted]);
  const selfExclusion = duration !== null && SELF_EXCLUSION_DURATIONS.includes(duration);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('title.timeOut')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.consequences} aria-labelledby="time-out-consequences">
        <h2 id="time-out-consequences">{t('rg.timeOut.consequencesTitle')}</h2>
        <ul>
          <li>{t('rg.timeOut.consequence.logout')}</li>
          <li>{t('rg.timeOut.consequence.refused')}</li>
          <li>{t('rg.timeOut.consequence.sportBets')}</li>
          <li>{t('rg.timeOut.consequence.withdrawals')}</li>
          <li>{t('rg.timeOut.consequence.noShortening')}</li>
        </ul>
      </section>
      <DurationGroup
        legend={t('rg.timeOut.timeoutLegend')}
        note={t('rg.timeOut.timeoutNote')}
        durations={TIMEOUT_DURATIONS}
      />
      <DurationGroup
        legend={t('rg.timeOut.selfExclusionLegend')}
        note={t('rg.timeOut.selfExclusionNote')}
        durations={SELF_EXCLUSION_DURATIONS}
      />
      <label className={styles.tick}>
        <input
          type="checkbox"
          name="confirm"
          checked={ticked}
          aria-invalid={problem === 'notConfirmed'}
          onChange={(event) => tick(event.target.checked)}
        />
        <span>
          {duration === null
            ? t('rg.timeOut.tickNoDuration')
            : t(selfExclusion ? 'rg.timeOut.tickSelfExclusion' : 'rg.timeOut.tickTimeout', {
                duration: t(`rg.timeOut.duration.${duration}`),
              })}
        </span>
      </label>
      {problem ? (
        <p className={actionStyles.problem} role="alert">
          {t(`rg.timeOut.problem.${problem}`)}
        </p>
      ) : null}
      {refusal !== null ? (
        <p className={actionStyles.problem} role="alert">
          {refusal || t('rg.unavailable')}
        </p>
      ) : null}
      <div className={actionStyles.actions}>
        <button
          type="submit"
          className={actionStyles.primary}
          disabled={starting}
          aria-busy={starting}
        >
          {t(selfExclusion ? 'rg.timeOut.submitSelfExclusion' : 'rg.timeOut.submitTimeout')}
        </button>
      </div>
    </form>
  );
}
