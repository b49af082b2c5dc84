export {
  absMillimes,
  addMillimes,
  formatAmount,
  formatMoney,
  millimes,
  splitMoney,
  type Millimes,
  type MoneyParts,
} from './money';
export { formatDateTime, prepareDateTimeFormat } from './date-time';
