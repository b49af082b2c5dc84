/**
 * The sport screen's server markup is the app's first render: mounted on it, the app hydrates it
 * (the frame's skeleton the server drew is the one on screen afterwards, resized to the device
 * the app knows) and React reports no difference, not even an attribute (React's development
 * build logs those as errors).
 */
import { reactLifecycles } from '@casino/shared/app';
import { servePage, serverMarkupProps, until } from '@casino/shared/first-view/testing';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import fr from '../../locales/fr.json';
import styles from '../features/sport-frame/ui/sport-frame.module.css';
import { SportRoutes } from '../routes';
import { firstView } from './server';

/** The page as the edge serves it: the server's markup in the app's container. */
const servedPage = (language: 'fr') =>
  servePage({
    application: 'mf-sport',
    html: firstView.render({ path: '/live', language, data: {} })!.html,
  });

const props = (container: HTMLElement) => serverMarkupProps('mf-sport', container);

const skeletonOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-testid="sport-skeleton"]');

describe('the sport screen hydrates its server markup', () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    window.history.replaceState(null, '', '/live');
    await i18next.use(initReactI18next).init({
      lng: 'fr',
      resources: { fr: { sport: fr } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    warn.mockClear();
    error.mockClear();
  });

  it('keeps the skeleton the server drew, with nothing reported', async () => {
    const container = servedPage('fr');
    const skeleton = skeletonOf(container);
    expect(skeleton?.classList.contains(styles.narrow!)).toBe(true);
    const app = reactLifecycles(SportRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    // Hydrated: the frame's box follows the device the app knows (this one is not a phone).
    await until(() => skeletonOf(container)?.classList.contains(styles.narrow!) === false);

    expect(skeletonOf(container)).toBe(skeleton);
    expect(container.querySelector('section')?.getAttribute('data-view')).toBe('live');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await app.unmount(props(container));
  });
});
