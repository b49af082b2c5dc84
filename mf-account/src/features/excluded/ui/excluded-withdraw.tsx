/**
 * The excluded player's withdrawal (model: ../model.ts): the withdrawable cash (bonus excluded),
 * the payout method, amount and account; it waits for the operator like any other withdrawal.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Link } from '@casino/shared/router';
import { Money } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  AmountProblemText,
  cashierStyles as styles,
  MethodLimits,
  PaymentList,
  PaymentStatus,
  refusalText,
} from '../../../entities/payment';
import type { ExcludedCashier } from '../../../entities/rg';
import { NAMESPACE } from '../../../i18n';
import fieldStyles from '../../../ui/field.module.css';
import {
  $account,
  $accountInvalid,
  $amountText,
  $limits,
  $method,
  $problem,
  $requested,
  $sending,
  $withdrawRefusal,
  accountTyped,
  amountTyped,
  methodChosen,
  withdrawSubmitted,
} from '../model';
import { ExclusionNote } from './exclusion-note';

export function ExcludedWithdraw({ cashier }: { cashier: ExcludedCashier }) {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const [method, limits, text, account, problem, accountInvalid] = useUnit([
    $method,
    $limits,
    $amountText,
    $account,
    $problem,
    $accountInvalid,
  ]);
  const [refusal, requested, sending] = useUnit([$withdrawRefusal, $requested, $sending]);
  const [choose, type, typeAccount, submit] = useUnit([
    methodChosen,
    amountTyped,
    accountTyped,
    withdrawSubmitted,
  ]);
  const limit =
    problem === 'belowMinimum'
      ? limits?.withdrawal.min
      : problem === 'aboveMaximum'
        ? limits?.withdrawal.max
        : problem === 'aboveWithdrawable'
          ? cashier.withdrawable
          : undefined;
  return (
    <>
      <ExclusionNote exclusion={cashier.exclusion} />
      <form
        className={styles.form}
        aria-label={t('excluded.withdraw.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.note}>
          {t('cashier.withdraw.withdrawable')}{' '}
          <strong data-testid="withdrawable">
            <Money millimes={cashier.withdrawable} currency={currency} />
          </strong>
          . {t('cashier.withdraw.bonusNote')} {t('excluded.withdraw.operatorNote')}
        </p>
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('cashier.payoutMethod')}</legend>
          {cashier.methods.map((entry) => (
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
            aria-describedby={problem ? 'excluded-withdraw-problem' : undefined}
            onChange={(event) => type(event.target.value)}
          />
        </label>
        <AmountProblemText id="excluded-withdraw-problem" problem={problem} limit={limit} />
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
          {cashier.exclusion.end_requestable ? (
            <Link to="/excluded/end" className={styles.secondary}>
              {t('excluded.end.link')}
            </Link>
          ) : null}
        </div>
      </form>
      <PaymentList
        title={t('cashier.withdraw.recent')}
        payments={cashier.withdrawals}
        testId="withdrawals"
      />
    </>
  );
}
