/**
 * The page the edge answers with a remote's first view: drawn into the splash's slot when the
 * renderer works; when it throws or hangs, the page is answered all the same, in time, with the
 * empty slot and everything the app needs to start.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { buildSiteServer } from '../server';
import { siteWithRenderer } from '../test/renderer-site';
import { RendererSandbox } from './sandbox';

const PAGE =
  '<!doctype html><html lang="fr" dir="ltr"><head><script defer src="/static/js/index.js"></script></head>' +
  '<body><div id="splash"><div class="splash__main"><!-- first view --></div></div></body></html>';

let api: Server;
let apiUrl: string;
beforeAll(async () => {
  api = createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify([{ url: '/banner.png' }]));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
afterEach(() => {
  delete process.env.SITE_DIR;
});

async function homePage(body: string) {
  siteWithRenderer(body, PAGE);
  // Wide margins for the worker's messages, a render and the API's answers: the machine running
  // the tests may be busy, and what these tests hold is what a renderer draws or what the vm's
  // own limit (1 s here) stops, never how fast that happens.
  const sandbox = new RendererSandbox({
    budgetMs: 50,
    slackMs: 3000,
    limitMs: 1000,
    loadBudgetMs: 5000,
  });
  const app = await buildSiteServer({
    apiUrl,
    firstViewSandbox: sandbox,
    firstViewDataTimeoutMs: 5000,
  });
  const response = await app.inject({ url: '/', headers: { host: 'casino.test' } });
  await app.close();
  await sandbox.close();
  return response;
}

describe("the page with a remote's first view", () => {
  it("has the remote's markup in the slot, after its picture's preload, its CSS and its data embedded for the app", async () => {
    const response = await homePage(
      `return { html: '<img class="banner" src="' + input.data.banners[0].url + '" data-first-view="banner">', preload: [{ href: '/banner.png' }] };`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div class="splash__main"><link rel="preload" href="/banner.png" as="image" fetchpriority="high" />' +
        '<style data-first-view-css>.banner{aspect-ratio:2/1}</style>' +
        '<script type="application/json" id="api-embedded">{"language":"fr","answers":{"/api/banners":[{"url":"/banner.png"}]}}</script>' +
        '<img class="banner" src="/banner.png" data-first-view="banner"></div>',
    );
  });

  it('a renderer that throws or hangs leaves the slot empty, and the page still starts the app', async () => {
    for (const body of [`throw new Error('boom');`, `while (true) {}`]) {
      const response = await homePage(body);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div class="splash__main"></div>');
      expect(response.body).not.toContain('data-first-view-css');
      // The page was written to wait for a first view: the start script finds none and starts.
      expect(response.body).toContain('"scripts":["/static/js/index.js"]');
      expect(response.body).toMatch(/<script>\(\(\)=>\{.*<\/script><\/body><\/html>$/);
    }
  });
});
