/**
 * The page on the wire, over real HTTP: the head and the chrome arrive while the first view's
 * data is still being asked for, the view follows once it is drawn, and the compressed stream
 * decodes to the page sent plain. A renderer that throws or hangs still ends the document, with
 * the slot's skeleton (the empty column).
 */
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { buildSiteServer } from '../server';
import { siteWithRenderer } from '../test/renderer-site';
import { RendererSandbox } from './sandbox';

const PAGE =
  '<!doctype html><html lang="fr" dir="ltr"><head><script defer src="/static/js/index.js"></script></head>' +
  '<body><div id="splash"><header>Casino TN</header><div class="splash__main"><!-- first view --></div></div></body></html>';

/** The API's banners, held until the test lets them go. */
let api: Server;
let apiUrl: string;
let asked: () => void = () => {};
let held: Promise<void> = Promise.resolve();
let release: () => void = () => {};
beforeAll(async () => {
  api = createServer((_request, response) => {
    asked();
    void held.then(() => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify([{ url: '/banner.png' }]));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
afterEach(() => {
  release();
  delete process.env.SITE_DIR;
});

function holdTheApi(): { asking: Promise<void> } {
  held = new Promise((resolve) => (release = resolve));
  return { asking: new Promise((resolve) => (asked = resolve)) };
}

async function startSite() {
  // Wide margins for the worker's messages and the API's answer: the machine running the tests
  // may be busy, and what these tests hold is the order things arrive in, never how fast.
  const sandbox = new RendererSandbox({
    budgetMs: 50,
    slackMs: 3000,
    limitMs: 1000,
    loadBudgetMs: 5000,
  });
  const app = await buildSiteServer({
    apiUrl,
    firstViewSandbox: sandbox,
    firstViewDataTimeoutMs: 10_000,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    close: async () => {
      await app.close();
      await sandbox.close();
    },
  };
}

/** The page as it arrives, decoded: its text so far, a wait for a condition on it, its end. */
function openPage(origin: string, acceptEncoding?: string) {
  let text = '';
  let ended = false;
  const waiters: (() => void)[] = [];
  const changed = () => waiters.splice(0).forEach((wake) => wake());
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${origin}/`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      resolve,
    ).on('error', reject);
  });
  void response.then((message) => {
    const encoding = message.headers['content-encoding'];
    const body: Readable =
      encoding === 'br'
        ? message.pipe(createBrotliDecompress())
        : encoding === 'gzip'
          ? message.pipe(createGunzip())
          : message;
    body.setEncoding('utf8');
    body.on('data', (chunk: string) => {
      text += chunk;
      changed();
    });
    body.on('end', () => {
      ended = true;
      changed();
    });
  });
  const until = async (condition: (text: string, ended: boolean) => boolean) => {
    while (!condition(text, ended)) await new Promise<void>((wake) => waiters.push(wake));
    return text;
  };
  return { response, until, ended: () => ended };
}

const BANNER = `return { html: '<img class="banner" src="' + input.data.banners[0].url + '" data-first-view="banner">', preload: [{ href: '/banner.png' }] };`;

describe('the page streamed', () => {
  for (const encoding of [undefined, 'br', 'gzip'] as const) {
    it(`${encoding ?? 'plain'}: the head and the chrome arrive before the first view's data, the view when it is drawn`, async () => {
      siteWithRenderer(BANNER, PAGE);
      const { asking } = holdTheApi();
      const site = await startSite();
      try {
        const page = openPage(site.origin, encoding && `${encoding}, deflate`);
        const response = await page.response;
        expect(response.headers['content-encoding']).toBe(encoding);
        // Headers are final before the first byte: the CSP hashes the start script, which does
        // not change with the view.
        expect(String(response.headers['content-security-policy'])).toMatch(
          /script-src 'self' 'sha256-[^']+'/,
        );
        await asking;
        const head = await page.until((text) => text.includes('<div class="splash__main">'));
        expect(head).toContain('<script type="application/json" id="remotes-json">');
        expect(head).toContain('<header>Casino TN</header>');
        expect(head).not.toContain('banner');
        expect(page.ended()).toBe(false);

        release();
        const whole = await page.until((_text, ended) => ended);
        expect(whole.startsWith(head)).toBe(true);
        expect(whole).toContain(
          '<div class="splash__main"><link rel="preload" href="/banner.png" as="image" fetchpriority="high" />' +
            '<style data-first-view-css>.banner{aspect-ratio:2/1}</style>' +
            '<script type="application/json" id="api-embedded">{"language":"fr","answers":{"/api/banners":[{"url":"/banner.png"}]}}</script>' +
            '<img class="banner" src="/banner.png" data-first-view="banner"></div>',
        );
        expect(whole.endsWith('</script></body></html>')).toBe(true);

        // Decoded, the stream is the page a browser without compression gets (the view now cached).
        const plain = openPage(site.origin);
        expect(await plain.until((_text, ended) => ended)).toBe(whole);
      } finally {
        await site.close();
      }
    });
  }

  for (const [what, body] of [
    ['throws', `throw new Error('boom');`],
    ['hangs', `while (true) {}`],
  ] as const) {
    it(`a renderer that ${what}: the head first, then the document ends with the slot's skeleton`, async () => {
      siteWithRenderer(body, PAGE);
      const { asking } = holdTheApi();
      const site = await startSite();
      try {
        const page = openPage(site.origin, 'br');
        await asking;
        await page.until((text) => text.includes('<div class="splash__main">'));
        expect(page.ended()).toBe(false);
        release();
        const whole = await page.until((_text, ended) => ended);
        expect(whole).toContain('<div class="splash__main"></div></div>');
        expect(whole).not.toContain('data-first-view-css');
        // The app still starts: the start script and what it loads end the document.
        expect(whole).toContain('"scripts":["/static/js/index.js"]');
        expect(whole.endsWith('</script></body></html>')).toBe(true);
      } finally {
        await site.close();
      }
    });
  }
});
