import { splitMoney, type Millimes } from '@casino/shared/format';
import styles from './balance.module.css';

/** An amount in millimes as whole part + two decimals + currency (spec: balance card). */
export function Balance({
  amount,
  currency,
  testId,
  large = false,
}: {
  amount: Millimes;
  currency: string;
  testId?: string;
  large?: boolean;
}) {
  const { sign, whole, decimals } = splitMoney(amount);
  return (
    <p
      className={large ? `${styles.balance} ${styles.large}` : styles.balance}
      data-testid={testId}
    >
      {/* Digits keep their order in Arabic and the currency follows them in the reading order:
          on their left in Arabic, as Intl.NumberFormat('ar-TN') and every amount of the site. */}
      <bdi dir="ltr" className={styles.amount}>
        <span className={styles.whole}>
          {sign}
          {whole}
        </span>
        <span className={styles.decimals}>.{decimals}</span>
      </bdi>
      <span className={styles.currency}>{currency}</span>
    </p>
  );
}
