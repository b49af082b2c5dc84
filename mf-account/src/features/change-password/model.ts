/**
 * Change password (docs/product.md#account): all three fields required; new ≠ repeat shows
 * PASSWORDS_DO_NOT_MATCH (1 s) and sends nothing. Success shows the success toast (1 s) and asks
 * the shell to end the session here and open /login at once (`shell:end-session`): the API has
 * revoked every token of the player, so a logout call or any request in a 1.5 s wait would only
 * answer 401, and a private page without a token would send the player home on the way. The
 * toast stays over the login page. Failure shows the server's message.
 */
import { ApiError, apiRequest } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { endSessionFx, showToastFx } from '../../lib/bus-effects';

export const TOAST_MS = 1000;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const emptyForm: PasswordChange = { oldPassword: '', newPassword: '', repeatPassword: '' };

export const fieldChanged = createEvent<{ name: keyof PasswordChange; value: string }>();
export const submitted = createEvent();
export const formClosed = createEvent();

export const resetPasswordFx = createEffect((body: PasswordChange) =>
  apiRequest<{ message?: string }>('/ResetPassword', { method: 'POST', body }),
);

export const $form = createStore<PasswordChange>(emptyForm)
  .on(fieldChanged, (form, { name, value }) => ({ ...form, [name]: value }))
  .reset(formClosed, resetPasswordFx.done);
export const $error = createStore<string | null>(null)
  .on(resetPasswordFx.failData, (_, error) => error.message || 'Unknown error')
  .reset(submitted, fieldChanged, formClosed);
export const $pending = resetPasswordFx.pending;

const $complete = $form.map(({ oldPassword, newPassword, repeatPassword }) =>
  Boolean(oldPassword && newPassword && repeatPassword),
);

const validSubmit = sample({
  clock: submitted,
  source: { form: $form, complete: $complete, pending: $pending },
  filter: ({ complete, pending }) => complete && !pending,
  fn: ({ form }) => form,
});

sample({
  clock: validSubmit,
  filter: (form) => form.newPassword !== form.repeatPassword,
  fn: () => ({ key: 'toast.passwordsDoNotMatch', kind: 'error' as const, autoCloseMs: TOAST_MS }),
  target: showToastFx,
});
sample({
  clock: validSubmit,
  filter: (form) => form.newPassword === form.repeatPassword,
  target: resetPasswordFx,
});

sample({
  clock: resetPasswordFx.done,
  fn: () => ({
    key: 'toast.passwordResetSuccess',
    kind: 'success' as const,
    autoCloseMs: TOAST_MS,
  }),
  target: showToastFx,
});
sample({ clock: resetPasswordFx.done, target: endSessionFx });

// The server's message (already in the player's language) is the toast as well as the inline error.
sample({
  clock: resetPasswordFx.failData,
  fn: (error) => ({
    key: 'toast.unknownError',
    text: error instanceof ApiError || error instanceof Error ? error.message : undefined,
    kind: 'error' as const,
  }),
  target: showToastFx,
});
