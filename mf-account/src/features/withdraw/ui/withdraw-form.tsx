/** The withdrawal form (model: ../model.ts): amount, payout method and account, limits beside. */
import { SkeletonList } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { cashierStyles as styles, WithdrawFields } from '../../../entities/payment';
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
  const [methods, failed, method, limits, amountText, account, problem, accountInvalid] = useUnit([
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
  const [onMethod, onAmount, onAccount, onSubmit] = useUnit([
    methodChosen,
    amountTyped,
    accountTyped,
    submitted,
  ]);
  if (failed) return <p className={styles.problem}>{t('cashier.unavailable')}</p>;
  if (!methods) return <SkeletonList count={3} label={t('history.loading')} />;
  return (
    <WithdrawFields
      label={t('cashier.withdraw.title')}
      problemId="withdraw-problem"
      withdrawable={methods.withdrawable}
      methods={methods.methods}
      {...{ method, limits, amountText, account, problem, accountInvalid }}
      {...{ refusal, requested, sending, onMethod, onAmount, onAccount, onSubmit }}
    />
  );
}
