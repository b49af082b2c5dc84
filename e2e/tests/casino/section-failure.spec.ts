/**
 * A casino widget whose API call fails shows the one shared section-failure notice (shared/ui
 * SectionFailure) with its Retry button, in the page's language; Retry brings the section back.
 */
import { desktop, expect, test } from '../../fixtures';
import { openSite, screenshot } from '../chrome/chrome-helpers';

const texts = {
  fr: { message: 'Serveur indisponible', retry: 'Réessayer' },
  ar: { message: 'الخادم غير متاح', retry: 'إعادة المحاولة' },
} as const;

test.use({ ...desktop, allowedConsole: [/status of 503 .*\/api\/top_winners/] });

for (const lang of ['fr', 'ar'] as const) {
  test(`top wins: a failed call shows the shared notice and Retry brings the list back (${lang})`, async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/api/top_winners*', (route) =>
      failing ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
    );
    await openSite(page, '/', { lang });
    const widget = page.locator('[data-widget="top-wins"]');
    const notice = widget.getByRole('alert');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('data-section-failure', '');
    await expect(notice).toContainText(texts[lang].message);
    const retry = notice.getByRole('button', { name: texts[lang].retry });
    await expect(retry).toBeVisible();
    // The button keeps its touch size (44 px) and the accent colour from the shared component.
    const box = await retry.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'desktop', lang, 'section-failure');

    failing = false;
    await retry.click();
    await expect(widget.getByRole('alert')).toHaveCount(0);
    await expect(widget.locator('table')).toBeVisible();
  });
}

test('top wins: an answer that is not the list shows Server Down, and the column stays', async ({
  page,
}) => {
  // A page some intermediary served with 200 in place of the API's list.
  await page.route('**/api/top_winners*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>x</p>' }),
  );
  await openSite(page, '/', { lang: 'fr' });
  const widget = page.locator('[data-widget="top-wins"]');
  await expect(widget.getByRole('alert')).toContainText(texts.fr.message);
  await expect(widget.getByRole('button', { name: texts.fr.retry })).toBeVisible();
  await expect(page.locator('[data-widget="jackpot-panel"]')).toBeVisible();
});
