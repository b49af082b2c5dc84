/**
 * The withdrawal form as the player fills it in: the withdrawable cash (bonus money never is),
 * the payout method, amount and account, the method's limits, and the answer. The cashier's
 * withdrawal and the excluded player's withdrawal both use it, each with its own model.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import type { Millimes } from '@casino/shared/format';
import { Money } from '@casino/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import fieldStyles from '../../../ui/field.module.css';
import type { PaymentMethod, WithdrawalView } from '../api';
import type { WithdrawProblem } from '../check-withdrawal';
import { refusalText } from '../refusal';
import { AmountProblemText } from './amount-problem';
import styles from './cashier.module.css';
import { MethodLimits } from './method-limits';
import { PaymentStatus } from './payment-status';

interface MethodWithLimits {
  withdrawal: { min: Millimes; max: Millimes; daily: Millimes };
  fee: Millimes;
}

export interface WithdrawFieldsProps {
  /** The form's accessible name. */
  label: string;
  /** The id of the amount's problem text (unique on the page). */
  problemId: string;
  withdrawable: Millimes;
  /** A sentence after the bonus note. */
  note?: string;
  methods: readonly { method: PaymentMethod }[];
  method: PaymentMethod | null;
  limits: MethodWithLimits | null;
  amountText: string;
  account: string;
  problem: WithdrawProblem | null;
  accountInvalid: boolean;
  refusal: unknown;
  requested: WithdrawalView | null;
  sending: boolean;
  onMethod: (method: PaymentMethod) => void;
  onAmount: (text: string) => void;
  onAccount: (text: string) => void;
  onSubmit: () => void;
  /** More actions beside the submit button. */
  actions?: ReactNode;
}

export function WithdrawFields(props: WithdrawFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const { problem, limits } = props;
  const limit =
    problem === 'belowMinimum'
      ? limits?.withdrawal.min
      : problem === 'aboveMaximum'
        ? limits?.withdrawal.max
        : problem === 'aboveWithdrawable'
          ? props.withdrawable
          : undefined;
  return (
    <form
      className={styles.form}
      aria-label={props.label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <p className={styles.note}>
        {t('cashier.withdraw.withdrawable')}{' '}
        <strong data-testid="withdrawable">
          <Money millimes={props.withdrawable} currency={currency} />
        </strong>
        . {t('cashier.withdraw.bonusNote')}
        {props.note ? ` ${props.note}` : null}
      </p>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('cashier.payoutMethod')}</legend>
        {props.methods.map((entry) => (
          <label key={entry.method} className={styles.choice}>
            <input
              type="radio"
              name="method"
              value={entry.method}
              checked={props.method === entry.method}
              onChange={() => props.onMethod(entry.method)}
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
          value={props.amountText}
          aria-invalid={problem !== null}
          aria-describedby={problem ? props.problemId : undefined}
          onChange={(event) => props.onAmount(event.target.value)}
        />
      </label>
      <AmountProblemText id={props.problemId} problem={problem} limit={limit} />
      <label className={fieldStyles.field}>
        {t('cashier.withdraw.account')}
        <input
          name="account"
          autoComplete="off"
          dir="ltr"
          value={props.account}
          aria-invalid={props.accountInvalid}
          onChange={(event) => props.onAccount(event.target.value)}
        />
      </label>
      {props.accountInvalid ? (
        <p className={styles.problem} role="alert">
          {t('cashier.problem.account')}
        </p>
      ) : null}
      {limits ? <MethodLimits limits={limits.withdrawal} fee={limits.fee} /> : null}
      {props.refusal ? (
        <p className={styles.problem} role="alert">
          {refusalText(props.refusal, t('cashier.unavailable'))}
        </p>
      ) : null}
      {props.requested ? (
        <p className={styles.note} role="status" data-testid="withdraw-requested">
          {t('cashier.withdraw.requested')} <PaymentStatus status={props.requested.status} />
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={props.sending}
          aria-busy={props.sending}
        >
          {t('cashier.withdraw.submit')}
        </button>
        {props.actions}
      </div>
    </form>
  );
}
