export { ChangePasswordForm } from './ui/change-password-form';
export * as changePassword from './model';
