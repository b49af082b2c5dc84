/**
 * The desktop sidebar toggle: a labelled header button, reachable by keyboard, collapses the side
 * menu to an icon rail (names kept as accessible names and tooltips) and the content column
 * grows; expands it again; in Arabic the rail sits on the right.
 */
import { desktop, expect, test } from '../../fixtures';
import { openSite, screenshot, seriousViolations, type Lang } from './chrome-helpers';

const texts = {
  fr: { toggle: 'Afficher ou masquer le menu latéral', home: 'Accueil', casino: 'Casino' },
  ar: { toggle: 'إظهار القائمة الجانبية أو إخفاؤها', home: 'الرئيسية', casino: 'الكازينو' },
} as const;

test.use(desktop);

for (const lang of ['fr', 'ar'] as Lang[]) {
  const text = texts[lang as 'fr' | 'ar'];

  test(`the header toggle collapses the sidebar to an icon rail and expands it (${lang})`, async ({
    page,
  }) => {
    await openSite(page, '/', { lang });
    const html = page.locator('html');
    const sidebar = page.locator('.layout__sidebar');
    const main = page.locator('.layout__main');
    const toggle = page.getByRole('button', { name: text.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(html).toHaveAttribute('data-sidebar', 'open');
    const homeLink = sidebar.getByRole('link', { name: text.home, exact: true });
    await expect(homeLink.getByText(text.home)).toBeVisible();
    const wide = { sidebar: (await sidebar.boundingBox())!, main: (await main.boundingBox())! };

    // Keyboard: Tab reaches the toggle (after the skip link), Enter collapses.
    for (
      let i = 0;
      i < 4 && !(await toggle.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(html).toHaveAttribute('data-sidebar', 'closed');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(80);
    const rail = { sidebar: (await sidebar.boundingBox())!, main: (await main.boundingBox())! };
    // The content column takes the width the sidebar gave up.
    expect(rail.main.width).toBeGreaterThan(wide.main.width + 150);
    // Icons only: the names are hidden from view but stay the links' names, with tooltips.
    await expect(homeLink).toBeVisible();
    await expect(homeLink).toHaveAttribute('title', text.home);
    expect((await homeLink.getByText(text.home).boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    // The rail is at the start edge: left in French, right in Arabic.
    if (lang === 'ar') expect(Math.round(rail.sidebar.x + rail.sidebar.width)).toBe(1366);
    else expect(rail.sidebar.x).toBe(0);
    await screenshot(page, 'desktop', lang, 'sidebar-rail');
    expect(await seriousViolations(page, ['.layout__header', '.layout__sidebar'])).toEqual([]);

    // The rail is the player's choice: it stays while navigating with it.
    await sidebar.getByRole('link', { name: text.casino, exact: true }).click();
    await expect(page).toHaveURL(/\/casino$/);
    await expect(html).toHaveAttribute('data-sidebar', 'closed');

    // Space expands it again; the labels come back.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(homeLink.getByText(text.home)).toBeVisible();
    await expect
      .poll(async () => (await sidebar.boundingBox())!.width)
      .toBeCloseTo(wide.sidebar.width, 0);
  });
}

test('in the rail, opening a group expands the sidebar to show its links (fr)', async ({
  page,
}) => {
  await openSite(page, '/', { lang: 'fr' });
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'closed');
  const group = page.locator('#side-menu button[aria-controls*="menu-information"]');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'open');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#menu-group-menu-information a').first()).toBeVisible();
});
