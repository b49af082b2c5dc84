/** The excluded player proves who they are: username and password, then Continue. */
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { cashierStyles as styles, refusalText } from '../../../entities/payment';
import { NAMESPACE } from '../../../i18n';
import fieldStyles from '../../../ui/field.module.css';
import {
  $password,
  $signingIn,
  $signInRefusal,
  $username,
  passwordTyped,
  signInSubmitted,
  usernameTyped,
} from '../model';

export function CredentialsForm() {
  const { t } = useTranslation(NAMESPACE);
  const [username, password, signingIn, refusal] = useUnit([
    $username,
    $password,
    $signingIn,
    $signInRefusal,
  ]);
  const [typeUsername, typePassword, submit] = useUnit([
    usernameTyped,
    passwordTyped,
    signInSubmitted,
  ]);
  return (
    <form
      className={styles.form}
      aria-label={t('excluded.credentials.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.note}>{t('excluded.credentials.note')}</p>
      <label className={fieldStyles.field}>
        {t('excluded.credentials.username')}
        <input
          name="username"
          autoComplete="username"
          dir="ltr"
          required
          value={username}
          onChange={(event) => typeUsername(event.target.value)}
        />
      </label>
      <label className={fieldStyles.field}>
        {t('excluded.credentials.password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          required
          value={password}
          onChange={(event) => typePassword(event.target.value)}
        />
      </label>
      {refusal ? (
        <p className={styles.problem} role="alert">
          {refusalText(refusal, t('cashier.unavailable'))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={signingIn || !username.trim() || !password}
          aria-busy={signingIn}
        >
          {t('excluded.credentials.submit')}
        </button>
      </div>
    </form>
  );
}
