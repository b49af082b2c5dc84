/**
 * Toasts: react-toastify, top-right, 5 s, drag-to-dismiss at 80 %. Remotes ask with
 * `shell:show-toast`; the shell's own services use the same event.
 *
 * A toast's duration is the time the player sees it, from the start of its entrance to the end
 * of its exit. react-toastify starts its timer after the entrance and removes the toast after the
 * exit, so the timer gets the duration less both animations (ui/toast-transition.module.css).
 */
import type { EventMap } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ToastOptions } from 'react-toastify';

export type ToastRequest = EventMap['shell:show-toast'] & {
  /** Where this toast goes; the default container position otherwise. */
  position?: ToastOptions['position'];
  closeOnClick?: boolean;
};

/** Length of the entrance and of the exit animation each; the CSS keyframes use the same. */
export const TOAST_ANIMATION_MS = 150;
const DEFAULT_DURATION_MS = 5000;

/** The timer that makes a toast stay `durationMs` on screen, animations included. */
export function autoCloseFor(durationMs: number): number {
  return Math.max(durationMs - 2 * TOAST_ANIMATION_MS, TOAST_ANIMATION_MS);
}

export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: autoCloseFor(DEFAULT_DURATION_MS),
  draggablePercent: 80,
} as const;

export const toastRequested = createEvent<ToastRequest>();

/**
 * A toast of a set duration (the 1 s ones) is closed by the shell's own timer, started when the
 * toast enters the page (the library's container may mount after the request): the library's
 * timer waits for the entrance and its removal for a render after the exit, which kept a 1 s
 * toast about 1.2 s. Its exit starts one animation before the duration ends.
 */
export function closeAfterMs(request: ToastRequest): number | undefined {
  return request.autoCloseMs ? Math.max(request.autoCloseMs - TOAST_ANIMATION_MS, 0) : undefined;
}

export function toastOptionsOf(request: ToastRequest): ToastOptions {
  return {
    type: request.kind ?? 'default',
    ...(request.autoCloseMs ? { autoClose: false as const } : {}),
    ...(request.theme ? { theme: request.theme } : {}),
    ...(request.hideProgressBar !== undefined ? { hideProgressBar: request.hideProgressBar } : {}),
    ...(request.position ? { position: request.position } : {}),
    ...(request.closeOnClick !== undefined ? { closeOnClick: request.closeOnClick } : {}),
  };
}

/**
 * react-toastify is loaded with the first toast, not with the page (the first-load budget); a
 * toast shown before its container has mounted is queued by the library until it does.
 */
let toastCount = 0;
export const showToastFx = createEffect(async (request: ToastRequest) => {
  const { toast } = await import('react-toastify');
  const closeAfter = closeAfterMs(request);
  toastCount += 1;
  const toastId = `shell-toast-${toastCount}`;
  toast(request.message, {
    ...toastOptionsOf(request),
    toastId,
    ...(closeAfter === undefined
      ? {}
      : { onOpen: () => setTimeout(() => toast.dismiss(toastId), closeAfter) }),
  });
});

/** Whether the toast container is needed yet. */
export const $toastsUsed = createStore(false).on(toastRequested, () => true);

sample({ clock: toastRequested, target: showToastFx });
