/**
 * The table pages: a Dragon Tiger table opens its own client with every bet's exact RTP, a poker
 * table its own client with its limits, a table of a family not built yet still opens the
 * coming-soon page, and the verifier and the rounds' record are public while refusing malformed
 * ids.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { gameById } from '../catalogue/games';

const DRAGON_TIGER_GAME = 1262;
const SIC_BO_GAME = 1212;
const GOLDEN_POKER_GAME = 1223;
let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio(
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    {},
    {
      timing: { bettingMs: 60_000, drawMs: 100, resultMs: 100 },
      families: ['dragon-tiger', 'baccarat'],
    },
  );
});
afterAll(() => studio?.close());

const bootOf = (html: string) =>
  JSON.parse(/<script[^>]*id="boot"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as {
    table?: { rtp: Record<string, string> };
  };

describe('table pages', () => {
  it('opens a dragon tiger table with its client and every bet’s RTP cut to two decimals', async () => {
    expect(gameById(DRAGON_TIGER_GAME)?.engine).toBe('dragon-tiger');
    const { session } = await studio.playerInGame(10_000, DRAGON_TIGER_GAME);
    const page = await studio.app.inject({ url: `/providers/studio/game/${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/dragon-tiger.js');
    expect(bootOf(page.body).table?.rtp).toEqual({
      dragon: '96.26',
      tiger: '96.26',
      tie: '89.63',
      'suited-tie': '86.02',
    });
  });

  it('opens a baccarat table with both banker figures for its variant', async () => {
    const { session } = await studio.playerInGame(10_000, 1255);
    const page = await studio.app.inject({ url: `/providers/studio/game/${session}` });
    expect(page.body).toContain('/assets/baccarat.js');
    expect(bootOf(page.body).table?.rtp).toMatchObject({
      player: '98.76',
      banker: '98.94',
      'banker (no commission)': '98.54',
      tie: '85.64',
      'player-pair': '89.63',
    });
  });

  it('opens a poker table with its own client and the table limits in its boot data', async () => {
    expect(gameById(GOLDEN_POKER_GAME)?.engine).toBe('poker');
    const { session } = await studio.playerInGame(10_000, GOLDEN_POKER_GAME);
    const page = await studio.app.inject({ url: `/providers/studio/game/${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/poker.js');
    expect(page.body).not.toContain('data-testid="studio-message"');
    const boot = bootOf(page.body) as { game?: { limits?: unknown } };
    expect(boot.game?.limits).toEqual(gameById(GOLDEN_POKER_GAME)?.limits);
  });

  it('keeps the coming-soon page for a family not built yet', async () => {
    const { session } = await studio.playerInGame(10_000, SIC_BO_GAME);
    const page = await studio.app.inject({ url: `/providers/studio/game/${session}` });
    expect(page.body).not.toContain('/assets/dragon-tiger.js');
    expect(page.body).toContain('data-testid="studio-message"');
  });

  it('serves the verifier and the rounds’ record to anyone, refusing bad ids', async () => {
    const verifier = await studio.app.inject({
      url: '/providers/studio/tables/verify?lang=ar&round=5',
    });
    expect(verifier.statusCode).toBe(200);
    expect(verifier.body).toContain('dir="rtl"');
    expect(verifier.body).toContain('tables-verify.js');
    // A blackjack or poker round is looked up in its game's own numbering; no other game.
    const poker = await studio.app.inject({
      url: '/providers/studio/tables/verify?lang=fr&game=poker&round=5',
    });
    expect(poker.statusCode).toBe(200);
    expect(poker.body).toContain('"game":"poker"');
    for (const game of ['roulette', '%3Cscript%3E', ''])
      expect(
        (await studio.app.inject({ url: `/providers/studio/tables/verify?game=${game}&round=5` }))
          .statusCode,
      ).toBe(400);
    const list = await studio.app.inject({ url: '/providers/studio/api/tables/rounds?limit=5' });
    expect(list.json()).toEqual({ rounds: [] });
    for (const bad of ['0', '-1', 'abc', '1e400', '99999999999999999999'])
      expect(
        (await studio.app.inject({ url: `/providers/studio/api/tables/rounds/${bad}` })).statusCode,
      ).toBe(400);
    expect(
      (await studio.app.inject({ url: '/providers/studio/api/tables/rounds/777' })).statusCode,
    ).toBe(404);
    expect(
      (await studio.app.inject({ url: '/providers/studio/api/tables/rounds?limit=1000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await studio.app.inject({ url: '/providers/studio/api/tables/rounds?family=%27%3B' }))
        .statusCode,
    ).toBe(400);
  });
});
