/** Casino history filters: All is not sent; a chosen provider, status and game type are. */
import { desktop, expect, test } from '../../fixtures';
import { accountApp, logIn, useLanguage } from './session';

test.use(desktop);

test('filters by game type, provider and bet status', async ({ page }) => {
  await useLanguage(page, 'en');
  await logIn(page);
  const first = page.waitForRequest((request) => request.url().includes('/api/CasinoHistory'));
  await page.goto('/profile/games_history');
  const firstQuery = new URL((await first).url()).searchParams;
  for (const filter of ['provider', 'status', 'gameType'])
    expect(firstQuery.has(filter)).toBe(false);

  const app = page.locator(accountApp);
  const rows = app.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const headers = await app.locator('thead th').allTextContents();
  expect(headers).toEqual(['Date', 'Game', 'Provider', 'Bet', 'Won', 'Result']);

  await app.getByLabel('Game type').selectOption({ label: 'Machines à sous' });
  await app.getByLabel('Provider').selectOption('PRAGMATIC');
  await app.getByLabel('Bet status').selectOption({ label: 'Lost' });
  const filtered = page.waitForRequest((request) => request.url().includes('/api/CasinoHistory'));
  await app.getByRole('button', { name: 'Show' }).click();
  const query = new URL((await filtered).url()).searchParams;
  expect(query.get('gameType')).toBe('1');
  expect(query.get('provider')).toBe('PRAGMATIC');
  expect(query.get('status')).toBe('Lost');
  expect(query.get('pageIndex')).toBe('1');

  // Back to All for the status: every row is named by what it paid and styled as such.
  await app.getByLabel('Bet status').selectOption({ label: 'All' });
  await app.getByLabel('Provider').selectOption({ label: 'All' });
  await app.getByLabel('Game type').selectOption({ label: 'All' });
  const reloaded = page.waitForResponse((response) =>
    response.url().includes('/api/CasinoHistory'),
  );
  await app.getByRole('button', { name: 'Show' }).click();
  await reloaded;
  await expect(rows.first()).toBeVisible();
  const results = await rows
    .locator('td:last-child span')
    .evaluateAll((spans) =>
      spans.map((span) => ({ text: span.textContent, colour: getComputedStyle(span).color })),
    );
  expect(results.length).toBeGreaterThan(0);
  for (const { text } of results)
    expect(['Won', 'Stake returned', 'Partial return', 'Lost']).toContain(text);
  const colours = new Map(results.map(({ text, colour }) => [text, colour]));
  if (colours.has('Won') && colours.has('Lost'))
    expect(colours.get('Won')).not.toBe(colours.get('Lost'));
});
