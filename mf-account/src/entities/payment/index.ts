export * from './api';
export { amountText, parseTndAmount, type AmountProblem, type ParsedAmount } from './parse-amount';
export { refusalText } from './refusal';
export { PaymentList } from './ui/payment-list';
export { PaymentStatus } from './ui/payment-status';
export { AmountProblemText } from './ui/amount-problem';
export { MethodLimits } from './ui/method-limits';
export { default as cashierStyles } from './ui/cashier.module.css';
export { ACCOUNT_PATTERN, checkWithdrawal, type WithdrawProblem } from './check-withdrawal';
