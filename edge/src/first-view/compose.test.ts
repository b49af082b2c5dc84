/**
 * The edge's composition of a route's first view: the data a release's renderer declares, fetched
 * once per language, its HTML and CSS, the answers it embeds; and no first view whenever a part
 * is missing or misbehaves.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { firstViewComposer } from './compose';
import { RendererSandbox } from './sandbox';

let api: Server;
let apiUrl: string;
const asked: string[] = [];
beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push(`${request.headers['accept-language']} ${request.url}`);
    if (request.url === '/api/down') {
      response.statusCode = 503;
      return response.end();
    }
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify([{ url: `/b-${request.headers['accept-language']}.png` }]));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
// Wide margins for the worker's messages, a render and the API's answers: the machine running
// the tests may be busy, and what these tests hold is what a renderer draws from what it gets,
// or what the vm's own limit (1 s here) stops, never how fast that happens.
const DATA_WAIT_MS = 5000;
const sandbox = new RendererSandbox({
  budgetMs: 50,
  slackMs: 3000,
  limitMs: 1000,
  loadBudgetMs: 5000,
});
afterAll(async () => {
  await sandbox.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

/** A release folder whose renderer's render has `body`, declaring `data` for `/`. */
function release(
  body: string,
  data: Record<string, string> = { banners: '/api/banners' },
  hydrate = false,
) {
  const dir = mkdtempSync(join(tmpdir(), 'first-view-release-'));
  mkdirSync(join(dir, 'first-view'));
  writeFileSync(
    join(dir, 'first-view', 'renderer.js'),
    `module.exports.firstView = { contract: 1, react: '19.3.1',
       pages: { '/': { data: ${JSON.stringify(data)}, embed: ['banners'], hydrate: ${hydrate} } },
       render: function (input) { ${body} } };`,
  );
  writeFileSync(join(dir, 'first-view', 'renderer.css'), '.slider{aspect-ratio:3/4}</style><b>');
  return dir;
}

const drawBanner = `var b = input.data.banners; return b ? { html: '<img src="' + b[0].url + '">', preload: [{ href: b[0].url }, { href: '//elsewhere.example/x.png' }] } : null;`;

describe('firstViewComposer', () => {
  it("draws the route's first view from its data, with its CSS and the answers the app will ask for", async () => {
    const { compose } = firstViewComposer({ apiUrl, sandbox, timeoutMs: DATA_WAIT_MS });
    const releaseDir = release(drawBanner);
    const view = await compose({ path: '/', query: '', language: 'ar', releaseDir });
    expect(view).toEqual({
      html: '<img src="/b-ar.png">',
      css: '.slider{aspect-ratio:3/4}<\\/style><b>',
      apiAnswers: { '/api/banners': [{ url: '/b-ar.png' }] },
      // Another origin's picture is never preloaded (the page's CSP refuses it).
      images: [{ href: '/b-ar.png' }],
      hydrate: false,
    });
  });

  it('says when the page declares its markup to be the app first render (hydrated in the browser)', async () => {
    const { compose } = firstViewComposer({ apiUrl, sandbox, timeoutMs: DATA_WAIT_MS });
    const releaseDir = release(drawBanner, { banners: '/api/banners' }, true);
    const view = await compose({ path: '/', query: '', language: 'fr', releaseDir });
    expect(view?.hydrate).toBe(true);
    expect(view?.apiAnswers).toEqual({ '/api/banners': [{ url: '/b-fr.png' }] });
  });

  it('asks the API once per language within the cache time', async () => {
    let clock = 0;
    const { compose } = firstViewComposer({
      apiUrl,
      sandbox,
      timeoutMs: DATA_WAIT_MS,
      ttlMs: 1000,
      now: () => clock,
    });
    const releaseDir = release(drawBanner, { banners: '/api/banners?cached' });
    asked.length = 0;
    await compose({ path: '/', query: '', language: 'fr', releaseDir });
    await compose({ path: '/', query: '', language: 'fr', releaseDir });
    await compose({ path: '/', query: '', language: 'en', releaseDir });
    expect(asked).toEqual(['fr /api/banners?cached', 'en /api/banners?cached']);
    clock = 1001;
    await compose({ path: '/', query: '', language: 'fr', releaseDir });
    expect(asked).toHaveLength(3);
  });

  it('no first view for a page with a query, a path the renderer does not draw, or no renderer', async () => {
    const { compose, expects } = firstViewComposer({ apiUrl, sandbox, timeoutMs: DATA_WAIT_MS });
    const releaseDir = release(drawBanner);
    // Told before drawing (the page is written first): a view may come only from a renderer.
    expect(expects({ path: '/', query: '', language: 'fr', releaseDir })).toBe(true);
    expect(expects({ path: '/', query: 'p=1', language: 'fr', releaseDir })).toBe(false);
    expect(await compose({ path: '/', query: 'p=1', language: 'fr', releaseDir })).toBeUndefined();
    expect(await compose({ path: '/x', query: '', language: 'fr', releaseDir })).toBeUndefined();
    const bare = mkdtempSync(join(tmpdir(), 'first-view-none-'));
    expect(
      await compose({ path: '/', query: '', language: 'fr', releaseDir: bare }),
    ).toBeUndefined();
    expect(expects({ path: '/', query: '', language: 'fr', releaseDir: bare })).toBe(false);
    expect(
      await compose({ path: '/', query: '', language: 'fr', releaseDir: undefined }),
    ).toBeUndefined();
  });

  it('data the API does not give is absent for the renderer, which then draws nothing', async () => {
    const { compose } = firstViewComposer({ apiUrl, sandbox, timeoutMs: DATA_WAIT_MS });
    const releaseDir = release(drawBanner, { banners: '/api/down' });
    expect(await compose({ path: '/', query: '', language: 'fr', releaseDir })).toBeUndefined();
  });

  it("a view drawn without its data (the renderer's skeleton) is served but not kept", async () => {
    let down = true;
    const flaky = createServer((request, response) => {
      if (down) {
        response.statusCode = 503;
        return response.end();
      }
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify([{ url: '/real.png' }]));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const flakyUrl = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    const { compose } = firstViewComposer({
      apiUrl: flakyUrl,
      sandbox,
      timeoutMs: DATA_WAIT_MS,
      now: () => 0,
    });
    const releaseDir = release(
      `var b = input.data.banners; return { html: b ? '<img src="' + b[0].url + '">' : '<i class="skeleton"></i>' };`,
    );
    expect((await compose({ path: '/', query: '', language: 'fr', releaseDir }))?.html).toBe(
      '<i class="skeleton"></i>',
    );
    down = false;
    // Same clock, so a kept view would still be fresh: the skeleton was not kept.
    expect((await compose({ path: '/', query: '', language: 'fr', releaseDir }))?.html).toBe(
      '<img src="/real.png">',
    );
    await new Promise<void>((resolve) => flaky.close(() => resolve()));
  });

  it('a private page gets a view that needs no data, never one drawn from data', async () => {
    const { compose } = firstViewComposer({ apiUrl, sandbox, timeoutMs: DATA_WAIT_MS });
    const skeleton = release(`return { html: '<i class="skeleton"></i>' };`, {});
    expect(
      (
        await compose({
          path: '/',
          query: '',
          language: 'fr',
          releaseDir: skeleton,
          privateRoute: true,
        })
      )?.html,
    ).toBe('<i class="skeleton"></i>');
    const withData = release(drawBanner);
    asked.length = 0;
    expect(
      await compose({
        path: '/',
        query: '',
        language: 'fr',
        releaseDir: withData,
        privateRoute: true,
      }),
    ).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('a renderer that throws, hangs or writes a script gives no first view', async () => {
    const { compose } = firstViewComposer({ apiUrl, sandbox, timeoutMs: DATA_WAIT_MS });
    for (const body of [
      `throw new Error('boom');`,
      `while (true) {}`,
      `return { html: '<img src="/x.png"><SCRIPT>alert(1)</SCRIPT>' };`,
    ]) {
      const releaseDir = release(body);
      expect(await compose({ path: '/', query: '', language: 'fr', releaseDir })).toBeUndefined();
    }
  });
});
