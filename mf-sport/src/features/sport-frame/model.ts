/**
 * The sportsbook frame (docs/product.md#sport): a skeleton until the sport token arrives,
 * then the frame is created with it. A language change resets the frame, clears the token and
 * asks again; `sport:reset` drops the widget instance (a fresh one is created while
 * the page is open). Launch tokens are single-use, so every opening asks for a new one.
 */
import type { Device, Language } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchSportLaunch, type SportLaunch } from './api';
import type { SportView } from './config';

export interface SportPageProps {
  view: SportView;
  language: Language;
  device: Device;
  tokenPresent: boolean;
}

export const sportPage = createGate<SportPageProps>();

export const languageChanged = createEvent<Language>();
export const resetRequested = createEvent();
export const retryClicked = createEvent();

export const fetchLaunchFx = createEffect(
  ({ view, language }: { view: SportView; language: Language }): Promise<SportLaunch> =>
    fetchSportLaunch(view, language),
);

export const $language = createStore<Language>('fr')
  .on(sportPage.state, (language, props) => props.language ?? language)
  .on(languageChanged, (_, language) => language);
export const $launch = createStore<SportLaunch | null>(null).reset(
  languageChanged,
  sportPage.close,
);
export const $token = $launch.map((launch) => launch?.token ?? null);
export const $failed = createStore(false)
  .on(fetchLaunchFx.fail, () => true)
  .reset(fetchLaunchFx, sportPage.close);
/** The widget instance: a new number each time a frame is created, null while there is none. */
export const $instance = createStore<number | null>(null)
  .on(languageChanged, () => null)
  .on(resetRequested, () => null)
  .reset(sportPage.close);
const $instancesCreated = createStore(0);

sample({
  clock: [sportPage.open, sportPage.state, languageChanged, retryClicked],
  source: {
    props: sportPage.state,
    launch: $launch,
    pending: fetchLaunchFx.pending,
    language: $language,
    open: sportPage.status,
  },
  filter: ({ props, launch, pending, open }) =>
    open && props.tokenPresent === true && !launch && !pending,
  fn: ({ props, language }) => ({ view: props.view, language }),
  target: fetchLaunchFx,
});

// An answer for a language that is no longer current is dropped and the current one asked for.
const launchArrived = sample({
  clock: fetchLaunchFx.done,
  source: { language: $language, open: sportPage.status },
  filter: ({ language, open }, { params }) => open && language === params.language,
  fn: (_, { result }) => result,
});
sample({
  clock: fetchLaunchFx.done,
  source: { language: $language, open: sportPage.status },
  filter: ({ language, open }, { params }) => open && language !== params.language,
  fn: ({ language }, { params }) => ({ view: params.view, language }),
  target: fetchLaunchFx,
});
$launch.on(launchArrived, (_, launch) => launch);

// The frame is created once a token is held; a reset while the page is open creates a fresh one.
const instanceCreated = sample({
  clock: [launchArrived, resetRequested],
  source: {
    instance: $instance,
    launch: $launch,
    open: sportPage.status,
    created: $instancesCreated,
  },
  filter: ({ instance, launch, open }) => open && launch !== null && instance === null,
  fn: ({ created }) => created + 1,
});
$instancesCreated.on(instanceCreated, (_, count) => count);
$instance.on(instanceCreated, (_, count) => count);
