/**
 * The few side effects the account models have on the rest of the page, as effects so model
 * tests can replace them with handlers.
 */
import { bus } from '@casino/shared/events';
import { createEffect } from 'effector';
import i18next from 'i18next';
import { NAMESPACE } from '../i18n';

export interface ToastRequest {
  /** Key in the account namespace; translated when the toast is shown. */
  key: string;
  /** Already-translated text (e.g. the server's message); wins over `key`. */
  text?: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  autoCloseMs?: number;
}

export const showToastFx = createEffect(({ key, text, kind, autoCloseMs }: ToastRequest) => {
  const message = text || i18next.t(key, { ns: NAMESPACE });
  bus.emit('shell:show-toast', autoCloseMs ? { message, kind, autoCloseMs } : { message, kind });
});

export const logoutRequestedFx = createEffect(() => {
  bus.emit('auth:log-out', {});
});

/**
 * The server has already ended the session (a password change revokes every token): the shell
 * drops it here and opens /login, with no logout call that could only answer 401.
 */
export const endSessionFx = createEffect(() => {
  bus.emit('shell:end-session', { reason: 'password-changed' });
});
