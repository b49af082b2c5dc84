import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import {
  $error,
  $form,
  $pending,
  fieldChanged,
  formClosed,
  submitted,
  type PasswordChange,
} from '../model';
import styles from './change-password-form.module.css';

const fields: { name: keyof PasswordChange; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'password.old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'password.repeat', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const [form, error, pending] = useUnit([$form, $error, $pending]);
  const [changed, submit, closed] = useUnit([fieldChanged, submitted, formClosed]);
  // Typed passwords must not survive leaving the screen.
  useEffect(() => () => closed(), [closed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('title.resetPassword')}>
      {fields.map((field) => (
        <label key={field.name} className={styles.field}>
          {t(field.label)}
          <input
            type="password"
            name={field.name}
            required
            autoComplete={field.autoComplete}
            value={form[field.name]}
            onChange={(event) => changed({ name: field.name, value: event.target.value })}
          />
        </label>
      ))}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t('password.saving') : t('password.submit')}
      </button>
    </form>
  );
}
