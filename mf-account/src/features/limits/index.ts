export { LimitsForm } from './ui/limits-form';
export { pageOpened } from './model';
