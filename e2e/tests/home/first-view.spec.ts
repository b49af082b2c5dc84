/**
 * The home page's first view is in the HTML the edge sends, drawn on the server by mf-home's own
 * renderer: the first banner, `fetchpriority="high"`, shows with scripts disabled, in the very box
 * mf-home's slider draws it in; when the app takes over (it hydrates that markup in place and the
 * splash is cleared) nothing moves: the page records no layout shift. That the nodes are the
 * server's own is hydration.spec.ts's. The desktop in French and the phone in Arabic; the app's
 * taking over on the desktop in Arabic too, where the splash's columns mirror.
 */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { desktop, expect, layoutsAndLanguages, test, useLanguage } from '../../fixtures';

const screenshots = join(import.meta.dirname, '..', '..', 'screenshots');

interface Banner {
  url: string;
  isMobile: boolean;
}

/** The slider's initial slide (index 1) of the layout, from the API's own list. */
async function firstBanner(page: Page, lang: string, isMobile: boolean): Promise<string> {
  const response = await page.request.get('/api/banners', { headers: { 'Accept-Language': lang } });
  expect(response.ok()).toBe(true);
  const shown = ((await response.json()) as Banner[]).filter(
    (banner) => banner.isMobile === isMobile,
  );
  expect(shown.length).toBeGreaterThan(1);
  return shown[1]!.url;
}

/**
 * The app takes over the splash's banner in its very box. `layout` and `lang` name the
 * screenshot.
 */
function appTakesOver(layout: string, lang: 'fr' | 'ar', isMobile: boolean) {
  test('the app takes over in the same box, with no layout shift; the largest paint is the first view', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const record = {
        shifts: [] as { value: number; time: number; sources: string[]; widgets: boolean }[],
        hiddenAt: 0,
        largest: [] as { url: string; time: number; firstView: boolean }[],
        firstBox: null as null | { x: number; y: number; width: number; height: number },
        // The app's banner as the splash is cleared (Swiper's autoplay moves it later).
        appBox: null as null | { x: number; y: number; width: number; height: number },
      };
      (window as unknown as { firstViewRecord: typeof record }).firstViewRecord = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          record.shifts.push({
            value: entry.value,
            time: entry.startTime,
            widgets: (entry.sources ?? []).every(
              (source) =>
                source.node instanceof Element && Boolean(source.node.closest('.layout__widgets')),
            ),
            sources: (entry.sources ?? []).map((source) =>
              source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '?',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          url: string;
          element: Element | null;
        })[]) {
          record.largest.push({
            url: entry.url,
            time: entry.startTime,
            firstView: Boolean(entry.element?.closest('#splash')),
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (!record.hiddenAt && document.getElementById('splash')?.hidden) {
          record.hiddenAt = performance.now();
          const image = document.querySelector(
            '[id="single-spa-application:mf-home"] img[data-first-view="banner"]',
          );
          if (image) {
            const { x, y, width, height } = image.getBoundingClientRect();
            record.appBox = { x, y, width, height };
          }
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
      // The static image's box as the HTML alone lays it out (before the app's code runs).
      document.addEventListener('readystatechange', () => {
        const image = document.querySelector('#splash img[data-first-view]');
        if (image && !record.firstBox) {
          const { x, y, width, height } = image.getBoundingClientRect();
          record.firstBox = { x, y, width, height };
        }
      });
    });
    await useLanguage(page, lang);
    const expected = await firstBanner(page, lang, isMobile);
    await page.goto('/');
    await expect(page.locator('#splash')).toBeHidden();
    // The banner in the app, where the static one was, showing the layout's picture.
    const appImage = page
      .locator(`[id="single-spa-application:mf-home"] img[data-first-view="banner"]`)
      .first();
    await expect(appImage).toBeVisible();
    const shown = new URL(await appImage.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(shown.pathname + shown.search).toBe(expected);
    await page.screenshot({ path: join(screenshots, `${layout}-${lang}-first-view-app.png`) });
    // Let anything that would still move do so (Swiper arriving after the first paint).
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    const record = await page.evaluate(
      () =>
        (
          window as unknown as {
            firstViewRecord: {
              shifts: { value: number; time: number; sources: string[]; widgets: boolean }[];
              hiddenAt: number;
              largest: { url: string; time: number; firstView: boolean }[];
              firstBox: { x: number; y: number; width: number; height: number } | null;
              appBox: { x: number; y: number; width: number; height: number } | null;
            };
          }
        ).firstViewRecord,
    );
    expect(record.firstBox).not.toBeNull();
    expect(record.appBox).not.toBeNull();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(record.firstBox![key] - record.appBox![key])).toBeLessThanOrEqual(1);
    }
    // Nothing moves when the app takes over (the splash cleared) or after, but for the
    // desktop widgets column (mf-casino's panels, which settle as they fill: not part of the
    // first view). Under the splash the app's boxes may still settle (those panels, a header
    // text): all within the CLS budget, 0.02.
    expect(record.hiddenAt).toBeGreaterThan(0);
    expect(
      record.shifts.filter((shift) => shift.time >= record.hiddenAt && !shift.widgets),
    ).toEqual([]);
    // Everything, the desktop widgets column included (its panels keep their boxes from the
    // skeletons to the loaded lists), stays within the CLS budget.
    expect(record.shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
    const largest = record.largest.at(-1)!;
    expect(new URL(largest.url).pathname + new URL(largest.url).search).toBe(expected);
    expect(largest.firstView).toBe(true);
  });
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  const isMobile = layout === 'mobile';
  test.describe(name, () => {
    test.use(use);

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the first banner is in the HTML the edge sends and paints with no script', async ({
        page,
      }) => {
        await useLanguage(page, lang);
        const expected = await firstBanner(page, lang, isMobile);
        const html = await (await page.request.get('/')).text();
        expect(html).toMatch(
          /<img class="[^"]+" src="[^"]+" alt="[^"]*" draggable="false" fetchPriority="high" data-first-view="banner" elementtiming="first-view"\/>/,
        );
        await page.goto('/');
        const image = page.locator('#splash img[data-first-view]');
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(new URL(source).pathname + new URL(source).search).toBe(expected);
        // In the banner's box: the main column, below the header, at the slider's aspect ratio.
        const box = (await image.boundingBox())!;
        expect(box.y).toBe(64 + (isMobile ? 12 : 16));
        expect(box.width / box.height).toBeCloseTo(isMobile ? 720 / 400 : 1600 / 420, 1);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        // What a player sees before any script: looked at beside the app's own first screen.
        await page.screenshot({
          path: join(screenshots, `${layout}-${lang}-first-view-html.png`),
        });
        await page.goto('/login');
        await expect(page.locator('#splash [data-first-view="login"]')).toBeVisible();
        await page.screenshot({
          path: join(screenshots, `${layout}-${lang}-first-view-login-html.png`),
        });
      });
    });

    appTakesOver(layout, lang, isMobile);
  });
}

// The desktop's columns (the side menu, the widgets) mirror in Arabic, in the splash as in the
// app: the banner's box there is the desktop's alone.
test.describe('desktop ar', () => {
  test.use(desktop);
  appTakesOver('desktop', 'ar', false);
});

const loginTitle = { fr: 'connexion', ar: 'تسجيل الدخول' } as const;

for (const { name, use, lang } of layoutsAndLanguages) {
  test.describe(`login ${name}`, () => {
    test.use(use);

    test('the login card is in the HTML the edge sends; the app draws its own in the same place, with no layout shift', async ({
      page,
    }) => {
      await useLanguage(page, lang);
      const html = await (await page.request.get('/login')).text();
      expect(html).toContain(
        `<h1 data-first-view="login" elementtiming="first-view">${loginTitle[lang]}</h1>`,
      );
      await page.addInitScript(() => {
        const record = {
          shifts: [] as { value: number; time: number; widgets: boolean }[],
          hiddenAt: 0,
          box: null as null | { x: number; y: number; width: number; height: number },
          submit: null as null | { x: number; y: number; width: number; height: number },
        };
        (window as unknown as { loginRecord: typeof record }).loginRecord = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null }[];
          })[])
            record.shifts.push({
              value: entry.value,
              time: entry.startTime,
              widgets: (entry.sources ?? []).every(
                (source) =>
                  source.node instanceof Element &&
                  Boolean(source.node.closest('.layout__widgets')),
              ),
            });
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (!record.hiddenAt && document.getElementById('splash')?.hidden)
            record.hiddenAt = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
        document.addEventListener('readystatechange', () => {
          const title = document.querySelector('#splash [data-first-view="login"]');
          if (title && !record.box) {
            const { x, y, width, height } = title.getBoundingClientRect();
            record.box = { x, y, width, height };
            const submit = document.querySelector('#splash .splash__login-submit')!;
            const rect = submit.getBoundingClientRect();
            record.submit = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
          }
        });
      });
      await page.goto('/login');
      await expect(page.locator('#splash')).toBeHidden();
      const title = page.locator('#login-page-title');
      await expect(title).toHaveText(loginTitle[lang]);
      const appBox = (await title.boundingBox())!;
      await page.waitForLoadState('networkidle');
      const record = await page.evaluate(
        () =>
          (
            window as unknown as {
              loginRecord: {
                shifts: { value: number; time: number; widgets: boolean }[];
                hiddenAt: number;
                box: { x: number; y: number; width: number; height: number } | null;
                submit: { x: number; y: number; width: number; height: number } | null;
              };
            }
          ).loginRecord,
      );
      expect(record.box).not.toBeNull();
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(record.box![key] - appBox[key])).toBeLessThanOrEqual(1);
      }
      // The form's button where the card drew it.
      const submit = (await page
        .locator('[data-testid="login-form"] button[type="submit"]')
        .boundingBox())!;
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(record.submit![key] - submit[key])).toBeLessThanOrEqual(1);
      }
      expect(record.hiddenAt).toBeGreaterThan(0);
      expect(
        record.shifts.filter((shift) => shift.time >= record.hiddenAt && !shift.widgets),
      ).toEqual([]);
      // Everything, the desktop widgets column included (its panels keep their boxes from the
      // skeletons to the loaded lists), stays within the CLS budget.
      expect(record.shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
    });
  });
}

test("the shell's entry is compiled while it downloads, not function by function in its first task", async ({
  page,
}) => {
  // V8's compile hint (Chromium 136+) at the very top of the file: the federation runtime's
  // functions are compiled off the main thread as the file streams in (total blocking time).
  const entry = page.waitForResponse((response) =>
    /\/static\/js\/index\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto('/');
  const source = await (await entry).text();
  expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  await expect(
    page.locator('[id="single-spa-application:mf-home"][data-remote-version]'),
  ).toBeVisible();
});
