/** The withdrawal form (model: ../model.ts): amount, payout method and account, limits beside. */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money, SkeletonList } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import fieldStyles from '../../../ui/field.module.css';
import {
  AmountProblemText,
  cashierStyles as styles,
  MethodLimits,
  PaymentStatus,
  refusalText,
} from '../../../entities/payment';
import {
  $account,
  $accountInvalid,
  $amountText,
  $limits,
  $method,
  $methods,
  $methodsFailed,
  $problem,
  $refusal,
  $requested,
  $sending,
  accountTyped,
  amountTyped,
  methodChosen,
  submitted,
} from '../model';

export function WithdrawForm() {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const [methods, failed, method, limits, text, account, problem, accountInvalid] = useUnit([
    $methods,
    $methodsFailed,
    $method,
    $limits,
    $amountText,
    $account,
    $problem,
    $accountInvalid,
  ]);
  const [refusal, requested, sending] = useUnit([$refusal, $requested, $sending]);
  const [choose, type, typeAccount, submit] = useUnit([
    methodChosen,
    amountTyped,
    accountTyped,
    submitted,
  ]);
  if (failed) return <p className={styles.problem}>{t('cashier.unavailable')}</p>;
  if (!methods) return <SkeletonList count={3} label={t('history.loading')} />;
  const limit =
    problem === 'belowMinimum'
      ? limits?.withdrawal.min
      : problem === 'aboveMaximum'
        ? limits?.withdrawal.max
        : problem === 'aboveWithdrawable'
          ? methods.withdrawable
          : undefined;
  return (
    <form
      className={styles.form}
      aria-label={t('cashier.withdraw.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.note}>
        {t('cashier.withdraw.withdrawable')}{' '}
        <strong data-testid="withdrawable">
          <Money millimes={methods.withdrawable} currency={currency} />
        </strong>
        . {t('cashier.withdraw.bonusNote')}
      </p>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('cashier.payoutMethod')}</legend>
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
          aria-describedby={problem ? 'withdraw-problem' : undefined}
          onChange={(event) => type(event.target.value)}
        />
      </label>
      <AmountProblemText id="withdraw-problem" problem={problem} limit={limit} />
      <label className={fieldStyles.field}>
        {t('cashier.withdraw.account')}
        <input
          name="account"
          autoComplete="off"
          dir="ltr"
          value={account}
          aria-invalid={accountInvalid}
          onChange={(event) => typeAccount(event.target.value)}
        />
      </label>
      {accountInvalid ? (
        <p className={styles.problem} role="alert">
          {t('cashier.problem.account')}
        </p>
      ) : null}
      {limits ? <MethodLimits limits={limits.withdrawal} fee={limits.fee} /> : null}
      {refusal ? (
        <p className={styles.problem} role="alert">
          {refusalText(refusal, t('cashier.unavailable'))}
        </p>
      ) : null}
      {requested ? (
        <p className={styles.note} role="status" data-testid="withdraw-requested">
          {t('cashier.withdraw.requested')} <PaymentStatus status={requested.status} />
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
          {t('cashier.withdraw.submit')}
        </button>
      </div>
    </form>
  );
}
