/**
 * One limit (a kind over one window): its amount, what it has used and when that resets, a
 * pending raise or removal with its Confirm button once confirmable, and the field to change it.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AmountProblemText } from '../../../entities/payment';
import { limitKey, type RgLimit } from '../../../entities/rg';
import { NAMESPACE } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';
import actionStyles from '../../../ui/actions.module.css';
import fieldStyles from '../../../ui/field.module.css';
import {
  $busy,
  $drafts,
  $outcomes,
  $overview,
  $problems,
  $refusals,
  amountTyped,
  confirmRequested,
  removeRequested,
  saveRequested,
} from '../model';
import styles from './limits.module.css';

export function LimitCard({ limit }: { limit: RgLimit }) {
  const { t } = useTranslation(NAMESPACE);
  const { user, language } = useShellSnapshot();
  const currency = user?.currency ?? 'TND';
  const key = limitKey(limit.kind, limit.period);
  const [drafts, problems, refusals, outcomes, busy, overview] = useUnit([
    $drafts,
    $problems,
    $refusals,
    $outcomes,
    $busy,
    $overview,
  ]);
  const [type, save, remove, confirm] = useUnit([
    amountTyped,
    saveRequested,
    removeRequested,
    confirmRequested,
  ]);
  const ref = { kind: limit.kind, period: limit.period };
  const id = `limit-${limit.kind}-${limit.period}`;
  const problem = problems[key] ?? null;
  const outcome = outcomes[key];
  const pending = limit.pending;
  // Judged by the server's clock of the last answer; the API refuses an early confirmation anyway.
  const confirmable =
    pending !== null &&
    overview !== null &&
    Date.parse(pending.confirmable_at) <= Date.parse(overview.now);
  const periodName = t(`rg.limits.period.${limit.period}`);

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`} data-testid={id}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {periodName}
      </h3>
      <dl className={styles.figures}>
        <dt>{t('rg.limits.current')}</dt>
        <dd data-testid={`${id}-amount`}>
          {limit.amount === null ? (
            t('rg.limits.none')
          ) : (
            <Money millimes={limit.amount} currency={currency} />
          )}
        </dd>
        <dt>{t('rg.limits.used')}</dt>
        <dd>
          <Money millimes={limit.used} currency={currency} />
        </dd>
        {limit.remaining !== null ? (
          <>
            <dt>{t('rg.limits.remaining')}</dt>
            <dd>
              <Money millimes={limit.remaining} currency={currency} />
            </dd>
          </>
        ) : null}
        <dt>{t('rg.limits.resetsAt')}</dt>
        <dd>{limit.resets_at ? formatDateTime(limit.resets_at, language) : '—'}</dd>
      </dl>
      {pending ? (
        <div className={styles.pending} data-testid={`${id}-pending`}>
          <p>
            {pending.new_amount === null
              ? t('rg.limits.pendingRemoval', {
                  at: formatDateTime(pending.confirmable_at, language),
                })
              : t('rg.limits.pendingRaise', {
                  at: formatDateTime(pending.confirmable_at, language),
                })}{' '}
            {pending.new_amount !== null ? (
              <Money millimes={pending.new_amount} currency={currency} />
            ) : null}
          </p>
          {confirmable ? (
            <button
              type="button"
              className={actionStyles.primary}
              disabled={busy !== null}
              onClick={() => confirm(ref)}
            >
              {t('rg.limits.confirm')}
            </button>
          ) : null}
        </div>
      ) : null}
      <form
        className={styles.change}
        noValidate
        aria-label={t('rg.limits.changeLabel', {
          kind: t(`rg.limits.kind.${limit.kind}`),
          period: periodName,
        })}
        onSubmit={(event) => {
          event.preventDefault();
          save(ref);
        }}
      >
        <label className={fieldStyles.field}>
          {t('rg.limits.newAmount', { currency })}
          <input
            name={`${limit.kind}-${limit.period}`}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={drafts[key] ?? ''}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => type({ ...ref, text: event.target.value })}
          />
        </label>
        <div className={actionStyles.actions}>
          <button
            type="submit"
            className={actionStyles.primary}
            disabled={busy !== null}
            aria-busy={busy === key}
          >
            {t('rg.limits.save')}
          </button>
          {limit.amount !== null && pending?.new_amount !== null ? (
            <button
              type="button"
              className={actionStyles.secondary}
              disabled={busy !== null}
              onClick={() => remove(ref)}
            >
              {t('rg.limits.remove')}
            </button>
          ) : null}
        </div>
      </form>
      <AmountProblemText id={`${id}-problem`} problem={problem} />
      {refusals[key] !== undefined ? (
        <p className={actionStyles.problem} role="alert">
          {refusals[key] || t('rg.unavailable')}
        </p>
      ) : null}
      {outcome ? (
        <p className={actionStyles.outcome} role="status">
          {t(`rg.limits.outcome.${outcome}`)}
        </p>
      ) : null}
    </article>
  );
}
