export { formatAmount, formatMoney, splitMoney, type MoneyParts } from './money';
