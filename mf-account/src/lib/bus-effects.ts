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
  bus.emit(
    'shell:toast-requested',
    autoCloseMs ? { message, kind, autoCloseMs } : { message, kind },
  );
});

export const logoutRequestedFx = createEffect(() => {
  bus.emit('auth:logout-requested', {});
});

/** Cross-remote navigation goes through the URL; single-spa reroutes on pushState. */
export const navigateFx = createEffect((url: string) => {
  history.pushState(null, '', url);
});
