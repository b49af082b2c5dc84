/**
 * The platform composes the site at runtime: each remote comes from its own manifest listed in
 * remotes.json, one React is shared by all, and nothing logs an error or a version warning.
 */
import { expect, signIn, test } from '../../fixtures';

const manifestOf = (remote: string) => new RegExp(`/remotes/${remote}/[^/]+/mf-manifest\\.json$`);

test('home and casino mount from their own manifests with one shared React', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(
    page.locator('[id="single-spa-application:mf-home"][data-remote-version]'),
  ).toBeVisible();
  expect(manifests.some((path) => manifestOf('mf-home').test(path))).toBe(true);
  // A route loads only the remotes it shows.
  expect(manifests.some((path) => manifestOf('mf-account').test(path))).toBe(false);

  await page.goto('/casino');
  await expect(
    page.locator('[id="single-spa-application:mf-casino"][data-remote-version]'),
  ).toBeVisible();
  expect(manifests.some((path) => manifestOf('mf-casino').test(path))).toBe(true);

  const reactVersions = await page.evaluate(() => {
    type Share = Record<string, { from: string; loaded?: boolean; useIn: string[] }>;
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Share> }> };
      }
    ).__FEDERATION__;
    const seen = new Map<string, { from: string; useIn: string[] }>();
    for (const scope of Object.values(federation.__SHARE__)) {
      for (const [version, share] of Object.entries(scope.default.react ?? {})) {
        seen.set(`${version}@${share.from}`, { from: share.from, useIn: share.useIn });
      }
    }
    return [...seen.values()];
  });
  expect(reactVersions).toHaveLength(1);
  expect(reactVersions[0]!.from).toBe('shell');
  expect(reactVersions[0]!.useIn).toEqual(expect.arrayContaining(['shell', 'mf_casino']));
});

test('sport and account mount from their own manifests for a player', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'demo', 'demo1234', '/profile/dashboard');
  await expect(
    page.locator('[id="single-spa-application:mf-account"][data-remote-version]'),
  ).toBeVisible();
  expect(manifests.some((path) => manifestOf('mf-account').test(path))).toBe(true);

  await page.goto('/sport');
  await expect(
    page.locator('[id="single-spa-application:mf-sport"][data-remote-version]'),
  ).toBeVisible();
  expect(manifests.some((path) => manifestOf('mf-sport').test(path))).toBe(true);
});
