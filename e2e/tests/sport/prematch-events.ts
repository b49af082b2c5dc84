/**
 * Picks prematch events a spec can still bet on when its slip is placed: a round kicks off every
 * 45 s, and on a loaded machine picking, staking and placing took longer than 20 s, so events that
 * started sooner went live and left the slip before the bet was placed.
 */
import type { FrameLocator } from '@playwright/test';
import { expect } from '../../fixtures';

const MARGIN_MS = 45_000;

interface Row {
  id: string;
  starts: number;
  league: string;
}

/**
 * Two scheduled events starting at least 45 s from now, of different leagues when two such kick
 * off together. Waits for the line to list them: it renders after the route changes.
 */
export async function twoLaterEvents(frame: FrameLocator): Promise<[string, string]> {
  let later: Row[] = [];
  await expect
    .poll(
      async () => {
        const rows = await frame
          .locator('article.event[data-status="scheduled"]')
          .evaluateAll((articles) =>
            articles.map((a) => ({
              id: (a as HTMLElement).dataset.event!,
              starts: Number((a as HTMLElement).dataset.starts),
              league: a.closest('section')?.querySelector('h2')?.textContent ?? '',
            })),
          );
        later = rows
          .filter((r) => r.starts > Date.now() + MARGIN_MS)
          .sort((a, b) => a.starts - b.starts);
        return later.length;
      },
      { message: 'two scheduled events starting 45 s from now or later' },
    )
    .toBeGreaterThanOrEqual(2);
  const first = later[0]!;
  const second =
    later.find((r) => r.league !== first.league && r.starts === first.starts) ??
    later.find((r) => r.id !== first.id)!;
  return [first.id, second.id];
}
