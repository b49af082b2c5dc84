/**
 * With the platform API answering nothing at all (a proxy in front of it holds every request), the
 * page is never bare: the HTML the edge sends already draws each route's skeletons, from the
 * remotes' own first views, and once the code runs the chrome (header, language switch, login
 * button, side menu, phone navigation) and every data area's skeletons are on screen before any
 * API answer arrives.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiPort, sitePort } from '../../environment';
import { desktop, expect, mobile, test } from '../../fixtures';
import { startSiteCopy, type SiteCopy } from '../platform/site-copy';

test.describe.configure({ mode: 'serial' });

let proxy: Server;
let site: SiteCopy;
const held: (() => void)[] = [];
let answered = 0;
/** Once set, requests go through at once (the last test lets the API answer). */
let passThrough = false;

/** Forwards `incoming` to the API once released. */
function holdRequest(incoming: IncomingMessage, reply: ServerResponse) {
  const forward = () => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: apiPort,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        answered += 1;
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    upstream.on('error', () => reply.destroy());
    incoming.pipe(upstream);
  };
  if (passThrough) forward();
  else held.push(forward);
}

test.beforeAll(async () => {
  proxy = createServer(holdRequest);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  site = await startSiteCopy(sitePort + 17, undefined, proxyUrl);
});

test.afterAll(async () => {
  for (const release of held.splice(0)) release();
  await site?.stop();
  proxy?.closeAllConnections();
  await new Promise<void>((resolve) => proxy?.close(() => resolve()));
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png` });
}

test("the HTML draws each route's skeletons before any script, with no API answer", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...desktop, javaScriptEnabled: false });
  const page = await context.newPage();
  const splash = page.locator('#splash .splash__main');

  await page.goto(`${site.url}/`);
  // The home page's first render: the banner slider's skeleton first, the jackpot list's after.
  await expect(splash.locator('[role="status"][aria-busy="true"]').first()).toBeVisible();
  await expect(splash.locator('[data-page="home"] h1')).toHaveCount(1);
  await expect(splash.locator('img')).toHaveCount(0);

  await page.goto(`${site.url}/casino/preview`);
  await expect(splash.locator('h1')).toHaveText('Casino');
  // The list's first render while it loads: a desktop page of tiles' skeletons.
  await expect(splash.locator('ul[aria-busy="true"] > li[aria-hidden="true"]')).toHaveCount(30);
  await shot(page, 'desktop-fr-slow-api-html-casino');

  // Private pages: a skeleton that needs no data, so it shows nothing of anyone's.
  await page.goto(`${site.url}/sport`);
  await expect(splash.getByTestId('sport-skeleton')).toBeVisible();
  await page.goto(`${site.url}/profile/dashboard`);
  await expect(splash.locator('[role="status"][aria-busy="true"]')).toBeVisible();

  expect(answered).toBe(0);
  await context.close();
});

test('desktop: the chrome and the skeletons show while the API answers nothing', async ({
  browser,
}) => {
  const context = await browser.newContext(desktop);
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  // Generous waits: the page's code arrives as fast as the machine allows; the API never answers.
  const wait = { timeout: 30_000 };
  await expect(page.locator('#splash')).toBeHidden(wait);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('language-dropdown')).toBeVisible();
  await expect(
    page.locator('#side-menu').getByRole('link', { name: 'Casino', exact: true }),
  ).toBeVisible();
  await expect(
    page.locator('[data-page="home"] [role="status"][aria-busy="true"]').first(),
  ).toBeVisible();
  // The rails: their titles and at least a row of tile skeletons; the jackpot widget's skeletons.
  await expect(page.locator('[data-page="home"] h2').first()).toBeVisible(wait);
  await expect(page.locator('[data-page="home"] ul [data-skeleton]').nth(11)).toBeVisible(wait);
  await expect(page.locator('.layout__widgets [data-skeleton]').first()).toBeVisible(wait);
  expect(answered).toBe(0);
  await shot(page, 'desktop-fr-slow-api-home');
  await context.close();
});

test('phone, Arabic: the chrome and the skeletons show while the API answers nothing', async ({
  browser,
}) => {
  const context = await browser.newContext(mobile);
  await context.addCookies([{ name: 'i18next', value: 'ar', url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  const wait = { timeout: 30_000 };
  await expect(page.locator('#splash')).toBeHidden(wait);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('menu-button')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveText('تسجيل الدخول');
  await expect(
    page.locator('[data-page="home"] [role="status"][aria-busy="true"]').first(),
  ).toBeVisible();
  await expect(page.locator('[data-page="home"] h2').first()).toBeVisible(wait);
  await expect(page.locator('[data-page="home"] ul [data-skeleton]').nth(2)).toBeVisible(wait);
  expect(answered).toBe(0);
  await shot(page, 'mobile-ar-slow-api-home');
  await context.close();
});

test('phone: the casino list shows skeletons, never "no game", and its content takes their place', async ({
  browser,
}) => {
  const context = await browser.newContext(mobile);
  const page = await context.newPage();
  await page.goto(`${site.url}/casino/preview`);
  await expect(page.locator('#splash')).toBeHidden({ timeout: 30_000 });
  const list = page.locator('#main-content [data-page="game-list"]');
  await expect(list.locator('ul[aria-busy="true"] > li').first()).toBeVisible();
  await expect(list.getByText('Aucun jeu')).toHaveCount(0);
  const search = list.getByRole('search');
  const before = await search.boundingBox();

  passThrough = true;
  for (const release of held.splice(0)) release();
  await expect(list.locator('[role="group"]').first()).toBeVisible();
  await expect(list.locator('ul[aria-busy="true"]')).toHaveCount(0);
  // The filter rows are as tall loaded as their skeletons were: the search box has not moved.
  expect(await search.boundingBox()).toEqual(before);
  await shot(page, 'mobile-fr-slow-api-casino-answered');
  await context.close();
});
