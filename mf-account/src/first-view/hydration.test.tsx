/**
 * An account page's server markup is the app's first render: mounted on it, the app hydrates it
 * (the profile area's tab bar and the pending skeleton the server drew are the nodes on screen),
 * React reports no difference, not even an attribute (React's development build logs those as
 * errors), and the screen then replaces the skeleton under the same tab bar.
 */
import { reactLifecycles } from '@casino/shared/app';
import { servePage, serverMarkupProps, until } from '@casino/shared/first-view/testing';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import fr from '../../locales/fr.json';
import { AccountRoutes } from '../routes';
import { firstView } from './server';

/** The page as the edge serves it: the server's markup in the app's container. */
const servedPage = (path: string) =>
  servePage({
    application: 'mf-account',
    html: firstView.render({ path, language: 'fr', data: {} })!.html,
  });

const props = (container: HTMLElement) => serverMarkupProps('mf-account', container);

describe('an account page hydrates its server markup', () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'fr',
      resources: { fr: { account: fr } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    warn.mockClear();
    error.mockClear();
  });

  it('keeps the tab bar and the skeleton the server drew, then shows the screen', async () => {
    window.history.replaceState(null, '', '/profile/reset_password');
    const container = servedPage('/profile/reset_password');
    const nav = container.querySelector('nav');
    const skeleton = container.querySelector('[role="status"][aria-busy="true"]');
    expect(nav).not.toBeNull();
    expect(skeleton).not.toBeNull();
    const app = reactLifecycles(AccountRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    // Hydrated: the area's look is the device's the app knows (not the phone's by width).
    await until(() => !nav?.parentElement?.className.includes('byWidth'));
    expect(container.querySelector('nav')).toBe(nav);
    // The screen's chunk loads and takes the skeleton's place, under the same tab bar.
    await until(() => container.querySelector('input[type="password"]') !== null);
    expect(container.querySelector('nav')).toBe(nav);
    expect(container.querySelector('[role="status"][aria-busy="true"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await app.unmount(props(container));
  });
});
