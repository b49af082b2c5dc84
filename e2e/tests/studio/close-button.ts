/**
 * On a phone the site shows a game full page, with its close button over the frame's top
 * inline-end corner: whatever the game puts in its top bar must stay clear of it, in both
 * directions.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../../fixtures';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible item of the game's top bar (`.bar > *`) is clear of the site's close button. */
export async function expectBarClearOfClose(page: Page, game: FrameLocator): Promise<void> {
  const close = await page.getByTestId('full-page-game').locator(':scope > button').boundingBox();
  expect(close, 'the full-page close button').toBeTruthy();
  const items = game.locator('.bar > *');
  const boxes: Box[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const box = await items.nth(i).boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  expect(boxes.length, 'the top bar has items').toBeGreaterThan(0);
  const under = boxes.filter((box) => overlap(box, close!));
  expect(under, `top bar items under the close button ${JSON.stringify(close)}`).toEqual([]);
}
