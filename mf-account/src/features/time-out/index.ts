export { TimeOutForm } from './ui/time-out-form';
export { pageOpened } from './model';
