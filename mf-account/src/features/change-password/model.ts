/**
 * Change password (spec §2, §4, §5): all three fields required; new ≠ repeat shows
 * PASSWORDS_DO_NOT_MATCH (1 s) and sends nothing. Success shows the success toast (1 s), ends the
 * session (the API revokes every token of the player anyway) and goes to /login after 1.5 s.
 * Failure shows the server's message.
 */
import { ApiError, apiRequest } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { logoutRequestedFx, navigateFx, showToastFx } from '../../lib/bus-effects';

export const TOAST_MS = 1000;
export const REDIRECT_AFTER_MS = 1500;

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

/** Gives the player time to read the success toast before the login page replaces the screen. */
export const redirectDelayFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, REDIRECT_AFTER_MS)),
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
sample({ clock: resetPasswordFx.done, target: logoutRequestedFx });
sample({ clock: resetPasswordFx.done, target: redirectDelayFx });
sample({ clock: redirectDelayFx.done, fn: () => '/login', target: navigateFx });

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
