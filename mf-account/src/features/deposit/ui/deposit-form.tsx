/** The deposit form and its confirmation step (model: ../model.ts). */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money, SkeletonList } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import fieldStyles from '../../../ui/field.module.css';
import {
  AmountProblemText,
  amountText,
  cashierStyles as styles,
  MethodLimits,
  parseTndAmount,
  refusalText,
} from '../../../entities/payment';
import {
  $amountText,
  $limits,
  $method,
  $methods,
  $methodsFailed,
  $problem,
  $refusal,
  $starting,
  $step,
  amountTyped,
  confirmed,
  methodChosen,
  reviewCancelled,
  reviewRequested,
} from '../model';

export function DepositForm() {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const [methods, failed, method, limits, text, problem, step] = useUnit([
    $methods,
    $methodsFailed,
    $method,
    $limits,
    $amountText,
    $problem,
    $step,
  ]);
  const [choose, type, review] = useUnit([methodChosen, amountTyped, reviewRequested]);
  if (failed) return <p className={styles.problem}>{t('cashier.unavailable')}</p>;
  if (!methods) return <SkeletonList count={3} label={t('history.loading')} />;
  if (step === 'review') return <DepositReview />;
  const parsed = parseTndAmount(text);
  const limit =
    problem === 'belowMinimum'
      ? limits?.deposit.min
      : problem === 'aboveMaximum'
        ? limits?.deposit.max
        : undefined;
  return (
    <form
      className={styles.form}
      aria-label={t('cashier.deposit.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('cashier.method')}</legend>
        {methods.methods.map((entry) => (
          <label key={entry.method} className={styles.choice}>
            <input
              type="radio"
              name="method"
              value={entry.method}
              checked={method === entry.method}
              onChange={() => choose(entry.method)}
            />
            {t(`cashier.methods.${entry.method}`)}
          </label>
        ))}
      </fieldset>
      <label className={fieldStyles.field}>
        {t('cashier.amountLabel', { currency })}
        <input
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'deposit-problem' : undefined}
          onChange={(event) => type(event.target.value)}
        />
      </label>
      <div className={styles.presets} role="group" aria-label={t('cashier.presets')}>
        {methods.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={parsed.ok && parsed.millimes === preset}
            onClick={() => type(amountText(preset))}
          >
            <Money millimes={preset} currency={currency} />
          </button>
        ))}
      </div>
      <AmountProblemText id="deposit-problem" problem={problem} limit={limit} />
      {limits ? <MethodLimits limits={limits.deposit} fee={limits.fee} /> : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('cashier.deposit.continue')}
        </button>
      </div>
    </form>
  );
}

function DepositReview() {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const [text, method, limits, refusal, starting] = useUnit([
    $amountText,
    $method,
    $limits,
    $refusal,
    $starting,
  ]);
  const [confirm, cancel] = useUnit([confirmed, reviewCancelled]);
  const parsed = parseTndAmount(text);
  if (!parsed.ok || !method) return null;
  return (
    <section className={styles.review} aria-label={t('cashier.deposit.review')}>
      <h2>{t('cashier.deposit.review')}</h2>
      <dl className={styles.limits}>
        <dt>{t('cashier.method')}</dt>
        <dd>{t(`cashier.methods.${method}`)}</dd>
        <dt>{t('cashier.amount')}</dt>
        <dd data-testid="deposit-review-amount">
          <Money millimes={parsed.millimes} currency={currency} />
        </dd>
        <dt>{t('cashier.limits.fee')}</dt>
        <dd>
          {limits && limits.fee > 0 ? (
            <Money millimes={limits.fee} currency={currency} />
          ) : (
            t('cashier.limits.noFee')
          )}
        </dd>
      </dl>
      <p className={styles.note}>{t('cashier.deposit.redirectNote')}</p>
      {refusal ? (
        <p className={styles.problem} role="alert">
          {refusalText(refusal, t('cashier.unavailable'))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={starting}
          aria-busy={starting}
          onClick={() => confirm()}
        >
          {t('cashier.deposit.confirm')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => cancel()}>
          {t('cashier.change')}
        </button>
      </div>
    </section>
  );
}
