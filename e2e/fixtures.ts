/**
 * What every e2e spec gets: a page that fails the test on any console error, uncaught page
 * error or shared-dependency version warning (unless the test says it expects one), the
 * operator CLI of the API against this run's database, and viewport presets.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { BrowserLog } from './browser-log';
import { baseURL } from './environment';
import { operatorCommand, type Cli } from './operator/client';

export { expect };

export const desktop = { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false };
export const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Module Federation reports a shared-version mismatch only as a warning; we treat it as a failure. */
const SHARED_VERSION_WARNING =
  /(shared|singleton).*(version|Version)|Version .* (does not satisfy|unsatisfied)|\[ Federation Runtime \].*(Warn|warn)/;

/**
 * A provider's frame (under /providers/) answering 404 — a game the provider does not have, as
 * the game-unavailable specs arrange — is the provider's failure, which the site shows with its
 * branded state; that, and only that, is not a failure of ours.
 */
function isMissingProviderFrame(text: string, url: string): boolean {
  return (
    /Failed to load resource: .*404/.test(text) &&
    new URL(url, 'http://x').pathname.startsWith('/providers/')
  );
}

interface Fixtures {
  /**
   * Console messages matching this are expected by the test (e.g. a remote taken down). One
   * pattern: `test.use` reads an array as [value, options].
   */
  allowedConsole: RegExp | [RegExp] | null;
  cli: Cli;
}

export const test = base.extend<Fixtures>({
  allowedConsole: [null, { option: true }],
  page: async ({ page, allowedConsole }, use, testInfo) => {
    const problems: string[] = [];
    const log = new BrowserLog(page);
    const pattern = Array.isArray(allowedConsole) ? allowedConsole[0] : allowedConsole;
    const allowed = (text: string) => pattern?.test(text) ?? false;
    page.on('console', (message) => {
      const text = message.text();
      const isProblem =
        message.type() === 'error' ||
        (message.type() === 'warning' && SHARED_VERSION_WARNING.test(text));
      if (isMissingProviderFrame(text, message.location().url)) return;
      // Patterns see the message and where it came from, so a spec can name one URL.
      const described = `${text} (${message.location().url})`;
      if (isProblem && !allowed(described)) problems.push(`${message.type()}: ${described}`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(error.message)) problems.push(`pageerror: ${error.message}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('browser-log', { body: log.summary(), contentType: 'text/plain' });
    expect(problems, 'console errors or shared-version warnings during the test').toEqual([]);
  },
  cli: async ({}, use) => {
    await use(operatorCommand);
  },
});

/** Log in through the API and hand the token to the page the way the shell stores it. */
export async function loginThroughApi(
  page: Page,
  username: string,
  password: string,
): Promise<string> {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

let playerCounter = 0;
/** A fresh player for a spec that changes player state, so specs never disturb each other. */
export function uniqueUsername(prefix: string): string {
  playerCounter += 1;
  return `${prefix}${process.pid % 1000}${Date.now() % 100000}${playerCounter}`.toLowerCase();
}

/** Where the shell keeps the bearer token (shell/src/services/token/model.ts). */
export const TOKEN_STORAGE_KEY = 'casino.token';

export type Lang = 'fr' | 'en' | 'ar';

/**
 * The layouts and languages a spec runs in: each layout once and each direction once, the desktop
 * in French (left to right) and the phone in Arabic (right to left, Arabic's own numbers and
 * mirroring). A spec adds another pair only for what that pair alone shows (README).
 */
export const layoutsAndLanguages: readonly {
  /** The describe's title: `desktop fr`, `mobile ar`. */
  name: string;
  layout: 'desktop' | 'mobile';
  use: typeof desktop | typeof mobile;
  lang: 'fr' | 'ar';
}[] = [
  { name: 'desktop fr', layout: 'desktop', use: desktop, lang: 'fr' },
  { name: 'mobile ar', layout: 'mobile', use: mobile, lang: 'ar' },
];

/**
 * What the player sees has settled: the route's application has drawn, the fonts are in, every
 * picture on screen has arrived (or failed), and the browser has painted a frame since. Wait for
 * this, never for a number of milliseconds, before a screenshot or a measure of the layout.
 */
export async function painted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      // The route's application has drawn into the main region (when the page has one).
      (document.getElementById('main-content') === null ||
        document.querySelector('#main-content [id^="single-spa-application:"] > *') !== null) &&
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        const onScreen =
          box.width > 0 &&
          box.bottom > 0 &&
          box.top < innerHeight &&
          box.right > 0 &&
          box.left < innerWidth;
        return !onScreen || image.complete;
      }),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Every application of the page has mounted, the footer and overlays the shell defers to the
 * browser's idle time included. Wait for this before moving the page's clock: a jump past
 * single-spa's mount time limit while one still mounts is logged as a console error.
 */
export async function composed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as { __platform__?: { settled(): boolean } }).__platform__?.settled() === true,
  );
}

/** The shell's language detector reads i18next's cookie first. */
export async function useLanguage(page: Page, language: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL }]);
}

/**
 * Logs the player in through the API and hands the token to the page the way the shell keeps it,
 * as a returning player arrives. Once per tab and in the top frame only: a later logout must
 * stay logged out on reload, and a provider's frame may not touch our storage.
 */
export async function seedSession(page: Page, username: string, password: string): Promise<string> {
  const token = await loginThroughApi(page, username, password);
  await page.addInitScript(
    ([key, value]) => {
      if (window !== window.top || sessionStorage.getItem('e2e-token-seeded')) return;
      localStorage.setItem(key!, value!);
      sessionStorage.setItem('e2e-token-seeded', '1');
    },
    [TOKEN_STORAGE_KEY, token],
  );
  return token;
}

/** Logs in (see seedSession) and opens `path`. */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  path = '/',
): Promise<void> {
  await seedSession(page, username, password);
  await page.goto(path);
}
