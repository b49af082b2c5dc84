export { CredentialsForm } from './ui/credentials-form';
export { ExcludedWithdraw } from './ui/excluded-withdraw';
export { ExclusionEnd } from './ui/exclusion-end';
export { $cashier, pageOpened } from './model';
