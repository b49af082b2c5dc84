import { describe, expect, it } from '@rstest/core';
import { ApiError } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import {
  endSessionFx,
  logoutRequestedFx,
  showToastFx,
  type ToastRequest,
} from '../../lib/bus-effects';
import {
  fieldChanged,
  resetPasswordFx,
  submitted,
  $error,
  $form,
  type PasswordChange,
} from './model';

function setup(answer: (body: PasswordChange) => Promise<unknown>) {
  const log: string[] = [];
  const toasts: ToastRequest[] = [];
  const sent: PasswordChange[] = [];
  const scope = fork({
    handlers: [
      [resetPasswordFx, (body: PasswordChange) => (sent.push(body), answer(body))],
      [showToastFx, (toast: ToastRequest) => (toasts.push(toast), log.push(`toast:${toast.key}`))],
      [logoutRequestedFx, () => log.push('logout')],
      [endSessionFx, () => log.push('end-session')],
    ],
  });
  return { scope, log, toasts, sent };
}

async function fill(scope: ReturnType<typeof fork>, form: PasswordChange) {
  for (const name of Object.keys(form) as (keyof PasswordChange)[]) {
    await allSettled(fieldChanged, { scope, params: { name, value: form[name] } });
  }
}

describe('change password', () => {
  it('sends nothing and shows PASSWORDS_DO_NOT_MATCH for 1 s when new and repeat differ', async () => {
    const { scope, toasts, sent } = setup(async () => ({}));
    await fill(scope, { oldPassword: 'demo1234', newPassword: 'abcdef', repeatPassword: 'abcdeg' });
    await allSettled(submitted, { scope });
    expect(sent).toEqual([]);
    expect(toasts).toEqual([
      { key: 'toast.passwordsDoNotMatch', kind: 'error', autoCloseMs: 1000 },
    ]);
  });

  it('sends nothing while a field is empty', async () => {
    const { scope, toasts, sent } = setup(async () => ({}));
    await fill(scope, { oldPassword: '', newPassword: 'abcdef', repeatPassword: 'abcdef' });
    await allSettled(submitted, { scope });
    expect(sent).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('on success: toast 1 s, then the shell ends the session at once (no logout call), form cleared', async () => {
    const { scope, log, sent } = setup(async () => ({ message: 'ok' }));
    const form = { oldPassword: 'demo1234', newPassword: 'abcdef', repeatPassword: 'abcdef' };
    await fill(scope, form);
    await allSettled(submitted, { scope });
    expect(sent).toEqual([form]);
    expect(log).toEqual(['toast:toast.passwordResetSuccess', 'end-session']);
    expect(scope.getState($form)).toEqual({ oldPassword: '', newPassword: '', repeatPassword: '' });
  });

  it("on failure shows the server's message and stays", async () => {
    const { scope, log, toasts } = setup(async () => {
      throw new ApiError('The old password is incorrect.', 400, {
        message: 'The old password is incorrect.',
      });
    });
    await fill(scope, { oldPassword: 'wrong', newPassword: 'abcdef', repeatPassword: 'abcdef' });
    await allSettled(submitted, { scope });
    expect(scope.getState($error)).toBe('The old password is incorrect.');
    expect(toasts.at(-1)).toMatchObject({ text: 'The old password is incorrect.', kind: 'error' });
    expect(log).not.toContain('logout');
    expect(log).not.toContain('end-session');
  });
});
