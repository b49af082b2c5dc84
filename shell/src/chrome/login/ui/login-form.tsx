/**
 * The login form of the page and the modal: title 'login', username and masked
 * password, both required; the error under the form; the submit button reads 'loading' while
 * busy and is disabled while a field is empty or a request runs; a close icon; the side image on
 * desktop only.
 */
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $loginDisabled,
  $loginError,
  $loginExclusion,
  $loginPending,
  $password,
  $username,
  loginSubmitted,
  passwordChanged,
  usernameChanged,
  type LoginSurface,
} from '../../../services/auth/model';
import { $layout } from '../../../services/device/model';
import { modalClosed } from '../../../services/modal/model';
import { $publishedLinks } from '../../../services/navigation/model';
import { AppLink } from '../../lib/app-link';
import { CloseIcon } from '../../lib/icons';
import styles from './login-form.module.css';

export interface LoginFormProps {
  surface: LoginSurface;
  onClose: () => void;
  titleId?: string;
}

export function LoginForm({ surface, onClose, titleId }: LoginFormProps) {
  const { t } = useTranslation('shell');
  const ids = useId();
  const [username, password, pending, disabled, error, exclusion, layout] = useUnit([
    $username,
    $password,
    $loginPending,
    $loginDisabled,
    $loginError,
    $loginExclusion,
    $layout,
  ]);
  const closeModal = useUnit(modalClosed);
  // Where an excluded player goes next: the screens the account team publishes by name.
  const links = useUnit($publishedLinks);
  // The account's screens for an excluded player; the modal closes as the page opens.
  const leave = () => {
    if (surface === 'modal') closeModal();
  };
  const [onUsername, onPassword, submit] = useUnit([
    usernameChanged,
    passwordChanged,
    loginSubmitted,
  ]);
  const errorId = `${ids}-error`;
  return (
    <div className={styles.card} data-surface={surface} data-testid="login-form">
      {layout === 'desktop' && (
        <img
          className={styles.side}
          src="/login-side.svg"
          alt={t('login.sideImage')}
          width={260}
          height={420}
        />
      )}
      <form
        className={styles.form}
        noValidate
        aria-describedby={error ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit(surface);
        }}
      >
        <div className={styles.head}>
          <h1 id={titleId} className={styles.title}>
            {t('login.title')}
          </h1>
          <button
            type="button"
            className={styles.close}
            aria-label={t('login.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <label className={styles.field}>
          <span>{t('login.username')}</span>
          <input
            name="username"
            data-autofocus
            autoComplete="username"
            required
            aria-required="true"
            value={username}
            onChange={(event) => onUsername(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-required="true"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.submit} disabled={disabled} aria-busy={pending}>
          {pending ? t('login.loading') : t('login.submit')}
        </button>
        <p id={errorId} className={styles.error} role="alert" data-testid="login-error">
          {error ?? ''}
        </p>
        {exclusion && links.excludedWithdraw ? (
          <nav className={styles.exits} aria-label={t('login.excludedExits')}>
            <AppLink to={links.excludedWithdraw} onClick={leave}>
              {t('login.excludedWithdraw')}
            </AppLink>
            {exclusion.endRequestable && links.excludedEnd ? (
              <AppLink to={links.excludedEnd} onClick={leave}>
                {t('login.excludedEnd')}
              </AppLink>
            ) : null}
          </nav>
        ) : null}
      </form>
    </div>
  );
}
