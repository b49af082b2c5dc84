import { describe, expect, it } from '@rstest/core';
import { TOAST_ANIMATION_MS, TOAST_DEFAULTS, toastOptionsOf } from './model';

/** What the player sees: the entrance, the timer, the exit. */
const onScreenMs = (autoClose: number) => TOAST_ANIMATION_MS + autoClose + TOAST_ANIMATION_MS;

describe('toast durations', () => {
  it('keeps a 1 s toast (favourite, login, password) on screen 1 s, animations included', () => {
    const { autoClose } = toastOptionsOf({ message: 'Login', autoCloseMs: 1000 });
    expect(onScreenMs(autoClose as number)).toBe(1000);
  });

  it('keeps the bonus toast 2 s and the others 5 s', () => {
    const { autoClose } = toastOptionsOf({ message: 'Bonus', autoCloseMs: 2000 });
    expect(onScreenMs(autoClose as number)).toBe(2000);
    expect(toastOptionsOf({ message: 'Other' }).autoClose).toBeUndefined();
    expect(onScreenMs(TOAST_DEFAULTS.autoClose)).toBe(5000);
  });
});
