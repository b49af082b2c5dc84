/**
 * Time-out and self-exclusion: a duration and a ticked confirmation, then the API starts it and
 * ends every session of the player at once. The page then tells the player until when, and logs
 * out through the shell's ordinary path (its logout call answers 401, which it takes as done).
 */
import { bus } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';
import { refusalText } from '../../entities/payment';
import { postExclusion, type RgExclusion, type RgExclusionDuration } from '../../entities/rg';
import { NAMESPACE } from '../../i18n';
import { logoutRequestedFx } from '../../lib/bus-effects';
import { formatDateTime } from '../../lib/format-date';

export const TIMEOUT_DURATIONS: readonly RgExclusionDuration[] = ['24h', '7d', '30d', '6w'];
export const SELF_EXCLUSION_DURATIONS: readonly RgExclusionDuration[] = [
  '6m',
  '1y',
  '5y',
  'permanent',
];

export type TimeOutProblem = 'noDuration' | 'notConfirmed';

export const pageOpened = createEvent();
export const durationChosen = createEvent<RgExclusionDuration>();
export const confirmationTicked = createEvent<boolean>();
export const submitted = createEvent();

export const startExclusionFx = createEffect(postExclusion);
/** Long enough to read: the toast stays over the home page the logout opens. */
const ANNOUNCE_MS = 10_000;

/** Tells the player what was taken, and until when, before the page goes away. */
export const announceExclusionFx = createEffect((exclusion: RgExclusion) => {
  const { language } = bus.getSnapshot();
  const message =
    exclusion.ends_at === null
      ? i18next.t('rg.timeOut.donePermanent', { ns: NAMESPACE })
      : i18next.t(`rg.timeOut.done.${exclusion.kind}`, {
          ns: NAMESPACE,
          until: formatDateTime(exclusion.ends_at, language),
        });
  bus.emit('shell:show-toast', { message, kind: 'info', autoCloseMs: ANNOUNCE_MS });
});

export const $duration = createStore<RgExclusionDuration | null>(null)
  .on(durationChosen, (_, duration) => duration)
  .reset(pageOpened);
export const $ticked = createStore(false)
  .on(confirmationTicked, (_, ticked) => ticked)
  .reset(pageOpened);
export const $problem = createStore<TimeOutProblem | null>(null).reset(
  durationChosen,
  confirmationTicked,
  pageOpened,
);
export const $refusal = createStore<string | null>(null)
  .on(startExclusionFx.failData, (_, error) => refusalText(error, ''))
  .reset(durationChosen, confirmationTicked, pageOpened, startExclusionFx);
export const $starting = startExclusionFx.pending;

/** The first thing missing before the API is asked, or the duration to ask for. */
function check(duration: RgExclusionDuration | null, ticked: boolean): TimeOutProblem | null {
  if (duration === null) return 'noDuration';
  return ticked ? null : 'notConfirmed';
}

const checked = sample({
  clock: submitted,
  source: { duration: $duration, ticked: $ticked, starting: $starting },
  filter: ({ starting }) => !starting,
  fn: ({ duration, ticked }) => ({ duration, problem: check(duration, ticked) }),
});
sample({
  clock: checked,
  filter: ({ problem }) => problem !== null,
  fn: ({ problem }) => problem,
  target: $problem,
});
sample({
  clock: checked,
  filter: ({ problem, duration }) => problem === null && duration !== null,
  fn: ({ duration }) => duration!,
  target: startExclusionFx,
});
sample({ clock: startExclusionFx.doneData, target: announceExclusionFx });
sample({ clock: announceExclusionFx.finally, target: logoutRequestedFx });
