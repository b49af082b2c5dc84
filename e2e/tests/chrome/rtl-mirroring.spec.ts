/**
 * In Arabic, chevrons and arrows point the reading way and images with text or
 * a direction of their own (logo, banners, game art, the login picture, payment logos) are not
 * mirrored. Where an arrow points is read from its pixels (the side its tip is on), not from the
 * CSS that is meant to turn it, so a glyph the browser already mirrors for right-to-left text and
 * then turned again by a stylesheet is caught; an image is read from the transforms of it and its
 * ancestors and, for the same picture in both languages, from its pixels. Desktop 1366×900 and
 * phone 390×844, fr then ar in one page.
 */
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, mobile, test } from '../../fixtures';
import { openSite, type Lang } from './chrome-helpers';

const demo = { username: 'demo', password: 'demo1234' };
const reading = { fr: 'right', ar: 'left' } as const;
const backwards = { fr: 'left', ar: 'right' } as const;

/** Which side the tip of a horizontal arrow is on, read from a screenshot of it. */
async function pointing(probe: Page, arrow: Locator): Promise<'left' | 'right'> {
  await expect(arrow).toBeVisible();
  const png = (await arrow.screenshot()).toString('base64');
  return probe.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3);
    const background = at(0, 0);
    const ink = (x: number, y: number) =>
      at(x, y).reduce((sum, value, i) => sum + Math.abs(value - background[i]!), 0) > 120;
    // Mean x of the ink of each row: an arrow's middle rows are at its tip, its ends at its base.
    const rows: { y: number; x: number }[] = [];
    for (let y = 0; y < height; y++) {
      const xs: number[] = [];
      for (let x = 0; x < width; x++) if (ink(x, y)) xs.push(x);
      if (xs.length) rows.push({ y, x: xs.reduce((a, b) => a + b, 0) / xs.length });
    }
    if (rows.length < 3) throw new Error('no arrow drawn there');
    const top = rows[0]!.y;
    const bottom = rows.at(-1)!.y;
    const middle = (top + bottom) / 2;
    const band = (from: number, to: number) => {
      const picked = rows.filter((row) => row.y >= from && row.y <= to);
      return picked.reduce((sum, row) => sum + row.x, 0) / picked.length;
    };
    const span = bottom - top;
    const tip = band(middle - span * 0.1, middle + span * 0.1);
    const base = (band(top, top + span * 0.2) + band(bottom - span * 0.2, bottom)) / 2;
    return tip > base ? 'right' : 'left';
  }, png);
}

/**
 * How far the Arabic picture is from the French one as drawn and from the French one mirrored
 * (mean difference per channel). Rendering at another sub-pixel position blurs a few edges, so
 * the pictures are compared against each other rather than byte for byte.
 */
async function distances(
  probe: Page,
  french: Buffer,
  arabic: Buffer,
): Promise<{ same: number; mirrored: number }> {
  return probe.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = [await pixels(first), await pixels(second)];
      const width = Math.min(a.width, b.width);
      const height = Math.min(a.height, b.height);
      let same = 0;
      let mirrored = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          for (let c = 0; c < 3; c++) {
            const value = b.data[(y * b.width + x) * 4 + c]!;
            same += Math.abs(value - a.data[(y * a.width + x) * 4 + c]!);
            mirrored += Math.abs(value - a.data[(y * a.width + (width - 1 - x)) * 4 + c]!);
          }
        }
      }
      const count = width * height * 3;
      return { same: same / count, mirrored: mirrored / count };
    },
    [french.toString('base64'), arabic.toString('base64')] as const,
  );
}

async function drawnAlike(probe: Page, pictures: Buffer[], what: string): Promise<void> {
  const { same, mirrored } = await distances(probe, pictures[0]!, pictures[1]!);
  expect(same, `${what}: Arabic drawn as the French, not mirrored`).toBeLessThan(mirrored / 2);
}

/** The transform the element is drawn with: its own and its ancestors', composed. */
async function drawnTransform(element: Locator): Promise<{ a: number; b: number }> {
  return element.evaluate((node) => {
    let matrix = new DOMMatrix();
    for (let at: Element | null = node; at; at = at.parentElement) {
      const transform = getComputedStyle(at).transform;
      if (transform && transform !== 'none') matrix = new DOMMatrix(transform).multiply(matrix);
    }
    return { a: matrix.a, b: matrix.b };
  });
}

async function notMirrored(images: Locator, what: string): Promise<void> {
  const count = await images.count();
  expect(count, `${what} on the page`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const { a, b } = await drawnTransform(images.nth(i));
    expect(a, `${what} #${i} is not mirrored`).toBeGreaterThan(0);
    expect(Math.abs(b), `${what} #${i} is not turned`).toBeLessThan(1e-6);
  }
}

async function switchTo(page: Page, lang: Lang, path: string): Promise<void> {
  await openSite(page, path, { lang });
}

test.describe('desktop', () => {
  test.use({ ...desktop, viewport: { width: 1366, height: 900 }, deviceScaleFactor: 2 });
  // Two languages in one page, each arrow and picture read from its pixels at twice the density:
  // close to a minute on a quiet machine, more on a loaded one.
  test.setTimeout(150_000);

  test('home as a player: arrows point the reading way, pictures stay as drawn (fr, ar)', async ({
    page,
  }) => {
    const probe = await page.context().newPage();
    const logos: Buffer[] = [];
    const visa: Buffer[] = [];
    for (const lang of ['fr', 'ar'] as const) {
      await openSite(page, '/', { lang, player: demo });
      const home = page.locator('[id="single-spa-application:mf-home"]');
      const rail = home.locator('section header').filter({ has: page.locator('a[aria-label]') });
      await expect(rail.first()).toBeVisible();

      // The side menu's closed group, a rail's "All" and its next page: forwards; previous: back.
      const sport = page.locator('#side-menu button[aria-controls*="menu-sport"] svg').last();
      expect(await pointing(probe, sport), `side menu group (${lang})`).toBe(reading[lang]);
      const all = rail.first().locator('a[aria-label] span[aria-hidden="true"]');
      expect(await pointing(probe, all), `rail "All" (${lang})`).toBe(reading[lang]);
      const pager = rail.first().locator('button span[aria-hidden="true"]');
      expect(await pointing(probe, pager.nth(0)), `rail previous (${lang})`).toBe(backwards[lang]);
      expect(await pointing(probe, pager.nth(1)), `rail next (${lang})`).toBe(reading[lang]);

      // Pictures are never turned: the logo, the banners, the game art.
      await notMirrored(page.locator('.layout__header img'), `logo (${lang})`);
      await notMirrored(home.locator('a img').first(), `banner (${lang})`);
      await notMirrored(home.locator('section img'), `game art (${lang})`);
      logos.push(await page.locator('.layout__header img').first().screenshot());

      // The footer's payment logos, drawn with their names in them.
      const payments = page.getByTestId('site-footer').locator('svg[role="img"]');
      await payments.first().scrollIntoViewIfNeeded();
      await notMirrored(payments, `payment logos (${lang})`);
      visa.push(await payments.first().screenshot());
    }
    await drawnAlike(probe, logos, 'logo');
    await drawnAlike(probe, visa, 'Visa logo');
    await probe.close();
  });

  test('login picture: the same picture in Arabic, not mirrored (fr, ar)', async ({ page }) => {
    const probe = await page.context().newPage();
    const pictures: Buffer[] = [];
    for (const lang of ['fr', 'ar'] as const) {
      await switchTo(page, lang, '/');
      await page.getByTestId('login-button').click();
      const picture = page.locator('[role="dialog"] img');
      await expect(picture).toBeVisible();
      await notMirrored(picture, `login picture (${lang})`);
      pictures.push(await picture.screenshot());
    }
    await drawnAlike(probe, pictures, 'login picture');
    await probe.close();
  });
});

test.describe('phone', () => {
  test.use({ ...mobile, deviceScaleFactor: 2 });

  test('account screens: back points behind, links point ahead (fr, ar)', async ({ page }) => {
    const probe = await page.context().newPage();
    for (const lang of ['fr', 'ar'] as const) {
      await openSite(page, '/user_card', { lang, player: demo });
      const app = page.locator('[id="single-spa-application:mf-account"]');
      const back = app.locator('header a span[aria-hidden="true"]');
      expect(await pointing(probe, back), `user card back (${lang})`).toBe(backwards[lang]);
      const link = app.locator('nav a span[aria-hidden="true"]').first();
      expect(await pointing(probe, link), `user card link (${lang})`).toBe(reading[lang]);

      await app.locator('nav a[href="/transaction_history"]').click();
      const screenBack = app.locator('header button span[aria-hidden="true"]');
      expect(await pointing(probe, screenBack), `screen back (${lang})`).toBe(backwards[lang]);

      await page.getByTestId('menu-button').click();
      const group = page.locator('#side-menu button[aria-controls*="menu-sport"] svg').last();
      await expect(page.locator('#side-menu')).toBeInViewport();
      expect(await pointing(probe, group), `menu group (${lang})`).toBe(reading[lang]);
    }
    await probe.close();
  });
});
