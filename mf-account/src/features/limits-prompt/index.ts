export { LimitsPrompt } from './ui/limits-prompt';
export { pageOpened as depositPageOpened } from './model';
