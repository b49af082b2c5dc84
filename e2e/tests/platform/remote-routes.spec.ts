/**
 * A remote ships a new route alone: a new mf-casino version (built from its own checkout) adds
 * a route and a menu entry in its routes.json; releasing and promoting it puts both on the very
 * next page load, with no shell release; rolling back takes them away again.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, sitePort } from '../../environment';
import { expect, test } from '../../fixtures';
import { hashTree, startSiteCopy, type SiteCopy } from './site-copy';

const NEXT_VERSION = `1.1.${Date.now() % 100000}-routes`;
// A sibling of the packages (same depth, so pnpm's relative links resolve); `.scratch*` is ignored by git.
const checkout = join(repoRoot, `.scratch-e2e-mf-casino-${NEXT_VERSION}`);
const casinoContainer = '[id="single-spa-application:mf-casino"]';
const homeContainer = '[id="single-spa-application:mf-home"]';

test.describe.configure({ mode: 'serial' });

let site: SiteCopy;
test.beforeAll(async () => {
  site = await startSiteCopy(sitePort + 14);
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(checkout, { recursive: true, force: true });
});

/** The casino team's change: one new page and its menu entry, in their package only. */
function prepareCheckout(): void {
  cpSync(join(repoRoot, 'mf-casino'), checkout, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !/[/\\](dist|\.cache)$/.test(source),
  });
  const routesFile = join(checkout, 'routes.json');
  const published = JSON.parse(readFileSync(routesFile, 'utf8')) as {
    routes: object[];
    menu: object[];
  };
  published.routes.push({ path: '/new_games' });
  published.menu.push({
    id: 'new-games',
    order: 65,
    label: { fr: 'Nouveautés', en: 'New games', ar: 'ألعاب جديدة' },
    path: '/new_games',
    icon: 'star',
  });
  writeFileSync(routesFile, JSON.stringify(published, null, 2));
  const routerFile = join(checkout, 'src', 'routes.tsx');
  const router = readFileSync(routerFile, 'utf8');
  const anchor = '<Route path="*"';
  expect(router, 'the casino router has a catch-all route to insert before').toContain(anchor);
  writeFileSync(
    routerFile,
    router.replace(
      anchor,
      '<Route path="/new_games" element={<GameListPage type={1} titleKey="title.topGames" />} />\n          ' +
        anchor,
    ),
  );
}

test('a promoted mf-casino version brings its new route and menu entry, with no shell release', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const menuLink = page.getByTestId('sidebar').getByRole('link', { name: 'Nouveautés' });
  const shellFiles = () =>
    Object.fromEntries(
      Object.entries(hashTree(site.dir)).filter(([path]) => path.startsWith('shell/')),
    );
  const shellBefore = shellFiles();

  // Before: the path is nobody's, so it shows home; the menu has no such entry.
  await page.goto(`${site.url}/new_games`);
  await expect(page.locator(homeContainer)).toHaveAttribute('data-remote-version', /.+/);
  await expect(
    page.getByTestId('sidebar').getByRole('link', { name: 'Casino', exact: true }),
  ).toBeVisible();
  await expect(menuLink).toHaveCount(0);

  prepareCheckout();
  site.ops('release', 'mf-casino', '--version', NEXT_VERSION, '--source', checkout);
  site.ops('promote', 'mf-casino', NEXT_VERSION);

  await page.goto(`${site.url}/`);
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(page).toHaveURL(/\/new_games$/);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', NEXT_VERSION);
  await expect(page.locator(casinoContainer).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(homeContainer)).toHaveCount(0);
  // A fresh load of the new path goes straight to the casino remote.
  await page.goto(`${site.url}/new_games`);
  await expect(page.locator(casinoContainer)).toHaveAttribute('data-remote-version', NEXT_VERSION);
  expect(shellFiles(), 'the shell was not rebuilt or redeployed').toEqual(shellBefore);

  site.ops('rollback', 'mf-casino');
  await page.goto(`${site.url}/new_games`);
  await expect(page.locator(homeContainer)).toHaveAttribute('data-remote-version', /.+/);
  await expect(menuLink).toHaveCount(0);
});
