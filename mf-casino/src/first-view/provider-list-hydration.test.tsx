/**
 * A providers' page's server markup is the app's first render: mounted on it, the app hydrates it
 * (the heading and the providers' sections the server drew are the ones on screen once the
 * sections have their games) and React reports no difference, not even an attribute.
 */
import { reactLifecycles } from '@casino/shared/app';
import { until } from '@casino/shared/first-view/testing';
import { afterAll, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { CasinoRoutes } from '../routes';
import { initPageTexts, servedPage, serverMarkupProps as props, tileGames } from './served-page';

const games = tileGames(12, 3);
const providerPage = {
  data: [37, 38].map((id) => ({ pro_id: id, id, Alias: `Studio ${id}`, Image: `/p/${id}.svg` })),
};

describe("a providers' page hydrates its server markup", () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    await initPageTexts();
    // The sections' games are not in the page: the API's answer for each provider.
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ data: games, total: games.length }), {
        status: 200,
      })) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('keeps the sections the server drew once they have their games, with nothing reported', async () => {
    const container = servedPage('/crash', { providers: providerPage });
    const heading = container.querySelector('h1');
    const sections = [...container.querySelectorAll('section[data-provider]')];
    expect(sections).toHaveLength(2);

    const app = reactLifecycles(CasinoRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    await until(() => container.querySelectorAll('section[data-provider] .cs-tile').length === 24);

    expect(container.querySelector('h1')).toBe(heading);
    // The very nodes (toEqual would pass for copies of them).
    const now = [...container.querySelectorAll('section[data-provider]')];
    expect(now).toHaveLength(sections.length);
    now.forEach((section, index) => expect(section).toBe(sections[index]));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await app.unmount(props(container));
  });
});
