import { formatAmount, type Millimes } from '../format/money';

export interface MoneyProps {
  millimes: Millimes;
  currency?: string;
  /** '+' or '-' before the digits (history movements). */
  sign?: string;
  className?: string;
  amountClassName?: string;
  currencyClassName?: string;
}

/**
 * An amount and its currency in one order everywhere (docs/product.md#money-on-screen): the
 * digits isolated and left to right, the currency after them in the reading order. "2 500.00 TND"
 * in French; in Arabic the currency stands to the left of the amount, as
 * `Intl.NumberFormat('ar-TN')` lays it out (number, then currency, in a right-to-left line).
 */
export function Money({
  millimes,
  currency = 'TND',
  sign = '',
  className,
  amountClassName,
  currencyClassName,
}: MoneyProps) {
  return (
    <span className={className} data-money="">
      <bdi dir="ltr" className={amountClassName}>
        {sign}
        {formatAmount(millimes)}
      </bdi>{' '}
      <span className={currencyClassName}>{currency}</span>
    </span>
  );
}
