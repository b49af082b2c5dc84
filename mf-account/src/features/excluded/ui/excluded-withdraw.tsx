/**
 * The excluded player's withdrawal (model: ../model.ts): the withdrawable cash (bonus excluded),
 * the payout method, amount and account; it waits for the operator like any other withdrawal.
 */
import { Link } from '@casino/shared/router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { cashierStyles as styles, PaymentList, WithdrawFields } from '../../../entities/payment';
import type { ExcludedCashier } from '../../../entities/rg';
import { NAMESPACE } from '../../../i18n';
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
  const [method, limits, amountText, account, problem, accountInvalid] = useUnit([
    $method,
    $limits,
    $amountText,
    $account,
    $problem,
    $accountInvalid,
  ]);
  const [refusal, requested, sending] = useUnit([$withdrawRefusal, $requested, $sending]);
  const [onMethod, onAmount, onAccount, onSubmit] = useUnit([
    methodChosen,
    amountTyped,
    accountTyped,
    withdrawSubmitted,
  ]);
  return (
    <>
      <ExclusionNote exclusion={cashier.exclusion} />
      <WithdrawFields
        label={t('excluded.withdraw.title')}
        problemId="excluded-withdraw-problem"
        withdrawable={cashier.withdrawable}
        note={t('excluded.withdraw.operatorNote')}
        methods={cashier.methods}
        {...{ method, limits, amountText, account, problem, accountInvalid }}
        {...{ refusal, requested, sending, onMethod, onAmount, onAccount, onSubmit }}
        actions={
          cashier.exclusion.end_requestable ? (
            <Link to="/excluded/end" className={styles.secondary}>
              {t('excluded.end.link')}
            </Link>
          ) : null
        }
      />
      <PaymentList
        title={t('cashier.withdraw.recent')}
        payments={cashier.withdrawals}
        testId="withdrawals"
      />
    </>
  );
}
