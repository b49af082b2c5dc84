import { describe, expect, it } from '@rstest/core';
import type { Language } from '@casino/shared/events';
import { allSettled, fork } from 'effector';
import type { SportLaunch } from './api';
import { buildFrameUrl, SPORT_PARTNER_ID } from './config';
import {
  $instance,
  $launch,
  $token,
  fetchLaunchFx,
  languageChanged,
  resetRequested,
  sportPage,
  type SportPageProps,
} from './model';

const desktop = { class: 'desktop', orientation: 'landscape' } as const;
const props = (overrides: Partial<SportPageProps> = {}): SportPageProps => ({
  view: 'prematch',
  language: 'fr',
  device: desktop,
  tokenPresent: true,
  ...overrides,
});

function setup() {
  const asked: { view: string; language: Language }[] = [];
  let count = 0;
  const scope = fork({
    handlers: [
      [
        fetchLaunchFx,
        async (params: { view: string; language: Language }): Promise<SportLaunch> => {
          asked.push(params);
          count += 1;
          return {
            token: `t${count}-${params.language}`,
            url: `/providers/sportsbook/?lang=${params.language}`,
            isFrame: true,
          };
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('sport frame model', () => {
  it('asks for the token on open and creates the frame once it arrives', async () => {
    const { scope, asked } = setup();
    expect(scope.getState($instance)).toBeNull();
    await allSettled(sportPage.open, { scope, params: props() });
    expect(asked).toEqual([{ view: 'prematch', language: 'fr' }]);
    expect(scope.getState($token)).toBe('t1-fr');
    expect(scope.getState($instance)).not.toBeNull();
  });

  it('asks nothing without a session, and asks once one appears', async () => {
    const { scope, asked } = setup();
    await allSettled(sportPage.open, { scope, params: props({ tokenPresent: false }) });
    expect(asked).toEqual([]);
    expect(scope.getState($instance)).toBeNull();
    // What useGate does when the props change: the gate is told again with the new props.
    await allSettled(sportPage.open, { scope, params: props({ tokenPresent: true }) });
    expect(asked).toHaveLength(1);
  });

  it('on a language change resets the frame, clears the token and asks again in the new language', async () => {
    const { scope, asked } = setup();
    await allSettled(sportPage.open, { scope, params: props() });
    const first = scope.getState($instance);
    await allSettled(languageChanged, { scope, params: 'ar' });
    expect(asked.map((ask) => ask.language)).toEqual(['fr', 'ar']);
    expect(scope.getState($token)).toBe('t2-ar');
    expect(scope.getState($instance)).not.toBe(first);
    expect(scope.getState($instance)).not.toBeNull();
  });

  it('sport:reset replaces the widget instance without a new token', async () => {
    const { scope, asked } = setup();
    await allSettled(sportPage.open, { scope, params: props({ view: 'live' }) });
    const first = scope.getState($instance);
    await allSettled(resetRequested, { scope });
    expect(scope.getState($instance)).not.toBe(first);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.view).toBe('live');
  });

  it('leaving the page drops token and instance (launch tokens are single-use)', async () => {
    const { scope, asked } = setup();
    await allSettled(sportPage.open, { scope, params: props() });
    await allSettled(sportPage.close, { scope, params: props() });
    expect(scope.getState($launch)).toBeNull();
    expect(scope.getState($instance)).toBeNull();
    await allSettled(sportPage.open, { scope, params: props() });
    expect(asked).toHaveLength(2);
  });
});

describe('frame url', () => {
  it('carries the token, language, host as parent, partner id and the device settings', () => {
    const base = {
      launchUrl: '/providers/sportsbook/?token=old&lang=fr&view=prematch',
      token: 'abc',
      language: 'ar' as const,
      view: 'prematch' as const,
      parentHost: 'casino.example:8080',
      origin: 'http://casino.example:8080',
    };
    const desktopUrl = new URL(buildFrameUrl({ ...base, device: 'desktop' }), base.origin);
    expect(desktopUrl.pathname).toBe('/providers/sportsbook/');
    expect(Object.fromEntries(desktopUrl.searchParams)).toMatchObject({
      token: 'abc',
      lang: 'ar',
      parent: 'casino.example:8080',
      partnerId: SPORT_PARTNER_ID,
      layout: 'desktop',
      floatingBetslip: 'false',
    });
    const mobileUrl = new URL(buildFrameUrl({ ...base, device: 'mobile' }), base.origin);
    expect(mobileUrl.searchParams.get('layout')).toBe('mobile');
    expect(mobileUrl.searchParams.get('floatingBetslip')).toBe('true');
  });
});
