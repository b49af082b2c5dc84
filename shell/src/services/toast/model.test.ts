import { describe, expect, it } from '@rstest/core';
import { closeAfterMs, TOAST_ANIMATION_MS, TOAST_DEFAULTS, toastOptionsOf } from './model';

/** What the player sees of a library-timed toast: the entrance, the timer, the exit. */
const onScreenMs = (autoClose: number) => TOAST_ANIMATION_MS + autoClose + TOAST_ANIMATION_MS;

describe('toast durations', () => {
  it('closes a 1 s toast (favourite, login, password) by its own timer: its exit ends at 1 s', () => {
    const request = { message: 'Login', autoCloseMs: 1000 };
    expect(toastOptionsOf(request).autoClose).toBe(false);
    expect(closeAfterMs(request)! + TOAST_ANIMATION_MS).toBe(1000);
  });

  it('keeps the bonus toast 2 s and the others 5 s', () => {
    const bonus = { message: 'Bonus', autoCloseMs: 2000 };
    expect(closeAfterMs(bonus)! + TOAST_ANIMATION_MS).toBe(2000);
    expect(toastOptionsOf({ message: 'Other' }).autoClose).toBeUndefined();
    expect(closeAfterMs({ message: 'Other' })).toBeUndefined();
    expect(onScreenMs(TOAST_DEFAULTS.autoClose)).toBe(5000);
  });
});
