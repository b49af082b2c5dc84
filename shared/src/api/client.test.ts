/**
 * The API client answers the first GET of a public answer the edge embedded in the page
 * (`<script type="application/json" id="api-embedded">`, edge/src/first-load.ts) without a
 * request, in the page's language only, once; every other call goes to the API.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { bus } from '../events/bus';
import { apiRequest } from './client';

const requested: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'api-embedded';
  data.textContent = JSON.stringify({
    language: 'fr',
    answers: {
      '/api/banners': [{ url: '/a.svg' }],
      '/api/games': [{ url: '/a.svg' }],
    },
  });
  document.head.append(data);
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return new Response(JSON.stringify([{ url: '/from-api.svg' }]), { status: 200 });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('embedded answers', () => {
  it('another language asks the API; the page language gets the embedded answer once, then the API again', async () => {
    bus.emit('language:changed', { language: 'ar', direction: 'rtl' });
    expect(await apiRequest('/banners')).toEqual([{ url: '/from-api.svg' }]);
    expect(requested).toEqual(['/api/banners']);

    bus.emit('language:changed', { language: 'fr', direction: 'ltr' });
    expect(await apiRequest('/banners')).toEqual([{ url: '/a.svg' }]);
    expect(requested).toHaveLength(1);
    expect(await apiRequest('/banners')).toEqual([{ url: '/from-api.svg' }]);
    expect(requested).toHaveLength(2);
  });

  it('only GET: a POST to the same path goes to the API', async () => {
    await apiRequest('/banners', { method: 'POST', body: {} });
    expect(requested).toHaveLength(3);
  });
});

describe('player-only requests', () => {
  it('are not sent without a token, and reject as an abort', async () => {
    let token: string | null = null;
    bus.provideTokenReader(() => token);
    const before = requested.length;
    await expect(
      apiRequest('/responsible-gambling/session', { playerOnly: true }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(requested).toHaveLength(before);

    token = 'held';
    await apiRequest('/responsible-gambling/session', { playerOnly: true });
    expect(requested.slice(before)).toEqual(['/api/responsible-gambling/session']);
  });
});

describe('personal answers', () => {
  it("a player's request never takes the page's copy (a guest's); a guest's does", async () => {
    let token: string | null = 'held';
    bus.provideTokenReader(() => token);
    const before = requested.length;
    expect(await apiRequest('/games', { personal: true })).toEqual([{ url: '/from-api.svg' }]);
    expect(requested.slice(before)).toEqual(['/api/games']);

    token = null;
    expect(await apiRequest('/games', { personal: true })).toEqual([{ url: '/a.svg' }]);
    expect(requested).toHaveLength(before + 1);
  });
});
