/**
 * Helpers of the chrome specs: open the site in a language (the detector's cookie), as a guest or
 * a player (the token where the shell keeps it), screenshots under e2e/screenshots, and axe.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  painted,
  seedSession,
  TOKEN_STORAGE_KEY,
  useLanguage,
  type Lang,
} from '../../fixtures';

export type { Lang } from '../../fixtures';
export type ViewportName = 'desktop' | 'mobile';

export const TOKEN_KEY = TOKEN_STORAGE_KEY;
const screenshotsDir = join(import.meta.dirname, '..', '..', 'screenshots');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export { useLanguage };

/** Opens `path` in `lang`, logged in as `player` when given (through the API, then the shell's storage). */
export async function openSite(
  page: Page,
  path: string,
  { lang = 'fr', player }: { lang?: Lang; player?: { username: string; password: string } } = {},
): Promise<void> {
  await useLanguage(page, lang);
  // Game and sportsbook provider frames are not the chrome's business (and not always served here).
  await page.route('**/providers/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>provider</title>' }),
  );
  if (player) await seedSession(page, player.username, player.password);
  await page.goto(path);
  // The splash goes at the latest 10 s after the shell starts, which a busy machine delays.
  await expect(page.locator('#splash')).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

export async function screenshot(
  page: Page,
  viewport: ViewportName,
  lang: Lang,
  screen: string,
): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  // The screenshot is for people to look at: the fonts and the pictures on screen first.
  await painted(page);
  await page.screenshot({ path: join(screenshotsDir, `${viewport}-${lang}-${screen}.png`) });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core on the page (or a part of it); returns the serious and critical violations. */
export async function seriousViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  // evaluate is not subject to the site's Content-Security-Policy (a script tag would be).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map((node) => ({ target: node.target as string[] })),
    }));
  }, include ?? null);
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
