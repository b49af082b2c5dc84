export { ResetPasswordPage } from './view';
