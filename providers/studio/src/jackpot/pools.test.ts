/**
 * Jackpot pools: the share of every bet, the secret hit level in (seed, must-hit-by], a hit paid
 * with the slot round through the real wallet, and the room the jackpot games' RTP leaves for it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { gameById, GAMES, JACKPOT_PROVIDER } from '../catalogue/games';
import { analyticRtp } from '../slots/math';
import { modelById } from '../slots/models';
import { RTP_CEILING } from '../slots/rtp-bounds';
import { WalletUnavailableError } from '@casino/wallet-client';
import { payUnpaidJackpots } from './payments';
import { contribute, drawHitLevel, JACKPOT_SHARE_PERCENT, poolAmounts, POOLS } from './pools';
import { PoolReporter } from './reporter';

let studio: TestStudio;
const pools = async () => {
  const { rows } = await studio.db.query<{
    tier: string;
    amount: string;
    hit: string;
    seed: string;
    must: string;
  }>(
    'SELECT tier, amount_units::text AS amount, hit_at_units::text AS hit, seed::text AS seed, must_hit_by::text AS must FROM jackpot_pools',
  );
  return Object.fromEntries(rows.map((row) => [row.tier, row]));
};

beforeAll(async () => {
  studio = await startTestStudio();
});
afterAll(() => studio.close());

describe('jackpot pools', () => {
  it('draws the hit level uniformly in (seed, must-hit-by]', () => {
    const pool = { seed: 1_000, mustHitBy: 2_500 };
    expect(drawHitLevel(pool, () => 0)).toBe(1_001 * 1_000_000);
    expect(drawHitLevel(pool, (n) => n - 1)).toBe(2_500 * 1_000_000);
  });

  it("adds each pool's share of a bet exactly, and pays the pool whose hit level a share crosses", async () => {
    const before = await pools();
    expect(
      await contribute(studio.db, {
        amount: 1_000,
        playerId: 1,
        username: 'someone',
        gameId: 1071,
        roundRef: 'r1',
      }),
    ).toEqual([]);
    const after = await pools();
    for (const pool of POOLS)
      expect(BigInt(after[pool.tier]!.amount) - BigInt(before[pool.tier]!.amount)).toBe(
        BigInt(1_000 * pool.sharePpm),
      );

    // Bronze is one unit below its level: the next share crosses it.
    await studio.db.query(
      `UPDATE jackpot_pools SET hit_at_units = amount_units + 1 WHERE tier = 'Bronze'`,
    );
    const bronze = BigInt(after.Bronze!.amount);
    const hits = await contribute(studio.db, {
      amount: 250,
      playerId: 7,
      username: 'winner',
      gameId: 1071,
      roundRef: 'r2',
    });
    const total = bronze + 250n * 4_000n;
    expect(hits).toEqual([{ tier: 'Bronze', amount: Number(total / 1_000_000n) }]);
    const reseeded = (await pools()).Bronze!;
    expect(BigInt(reseeded.amount)).toBe(1_000_000n * 1_000_000n + (total % 1_000_000n));
    expect(BigInt(reseeded.hit)).toBeGreaterThan(1_000_000n * 1_000_000n);
    expect(BigInt(reseeded.hit)).toBeLessThanOrEqual(2_500_000n * 1_000_000n);
    const { rows } = await studio.db.query(
      'SELECT tier, amount::int AS amount, username FROM jackpot_wins',
    );
    expect(rows).toEqual([
      { tier: 'Bronze', amount: Number(total / 1_000_000n), username: 'winner' },
    ]);
    expect((await poolAmounts(studio.db)).bronze).toBe(1_000_000);
  });

  it('pays a hit with the slot round that made it through the wallet, which tells the platform (popup, LatestJackpot)', async () => {
    const game = gameById(1071)!;
    expect(game.providerId).toBe(JACKPOT_PROVIDER);
    const model = modelById(game.model!);
    const lineBet = model.lineBets[0]!;
    const bet = lineBet * model.lines.length;
    const player = await studio.playerInGame(100_000, game.id);
    await studio.db.query(
      `UPDATE jackpot_pools SET hit_at_units = amount_units + 1 WHERE tier = 'Silver'`,
    );
    const silver = Number(BigInt((await pools()).Silver!.amount) / 1_000_000n);
    const round = (
      await studio.app.inject({
        method: 'POST',
        url: '/providers/studio/api/slots/spin',
        payload: { session: player.session, lineBet },
      })
    ).json();
    expect(round.jackpots).toHaveLength(1);
    expect(round.jackpots[0].tier).toBe('Silver');
    expect(round.jackpots[0].amount).toBeGreaterThanOrEqual(silver);
    const lineWins = [round.base, ...round.free].reduce(
      (sum: number, spin: { win: number }) => sum + spin.win,
      0,
    );
    expect(round.win).toBe(lineWins + round.jackpots[0].amount);
    expect(await studio.platform.cash(player.id)).toBe(100_000 - bet + round.win);
    expect(round.balance).toBe(100_000 - bet + round.win);
    const listed = (
      await studio.app.inject({ method: 'GET', url: '/providers/studio/api/jackpots' })
    ).json();
    expect(listed.latest[0]).toMatchObject({ name: 'Silver', amount: round.jackpots[0].amount });
    const { rows } = await studio.db.query(
      `SELECT paid_at IS NOT NULL AS paid, refusal FROM jackpot_wins WHERE round_ref = $1`,
      [round.round],
    );
    expect(rows).toEqual([{ paid: true, refusal: null }]);

    // The platform: the popup once, with the tier and amount, and the win in LatestJackpot.
    const details = await (
      await fetch(`${studio.platform.baseUrl}/api/UserDetails`, {
        headers: { authorization: `Bearer ${player.bearer}` },
      })
    ).json();
    expect(details).toMatchObject({
      jackpot_state: true,
      jackpot_name: 'Silver_Prize',
      jackpot_amount: round.jackpots[0].amount,
    });
    const latest = await (await fetch(`${studio.platform.baseUrl}/api/LatestJackpot`)).json();
    expect(latest.latest_jackpots[0]).toMatchObject({ amount: round.jackpots[0].amount });
  });

  it('sends a hit the wallet did not answer again, under the same reference, and the platform pays it once', async () => {
    const game = gameById(1071)!;
    const model = modelById(game.model!);
    const lineBet = model.lineBets[0]!;
    const bet = lineBet * model.lines.length;
    let lose = true;
    const flaky = await startTestStudio((real) => ({
      ...real,
      jackpot: async (input) => {
        const answer = await real.jackpot(input);
        if (lose) throw new WalletUnavailableError('jackpot', 3, 'answer lost');
        return answer;
      },
    }));
    try {
      const player = await flaky.playerInGame(50_000, game.id);
      await flaky.db.query(
        `UPDATE jackpot_pools SET hit_at_units = amount_units + 1 WHERE tier = 'Bronze'`,
      );
      const round = (
        await flaky.app.inject({
          method: 'POST',
          url: '/providers/studio/api/slots/spin',
          payload: { session: player.session, lineBet },
        })
      ).json();
      expect(round.jackpots.map((hit: { tier: string }) => hit.tier)).toEqual(['Bronze']);
      // Paid at the platform, but the studio never heard: it stays unpaid until the recovery job.
      expect(await flaky.platform.cash(player.id)).toBe(50_000 - bet + round.win);
      lose = false;
      expect(await payUnpaidJackpots(flaky.db, flaky.wallet, 0)).toBe(1);
      expect(await payUnpaidJackpots(flaky.db, flaky.wallet, 0)).toBe(0);
      expect(await flaky.platform.cash(player.id)).toBe(50_000 - bet + round.win);
    } finally {
      await flaky.close();
    }
  });

  it('reports the live pools to the platform, which keeps the newest', async () => {
    const reporter = new PoolReporter(studio.db, studio.wallet, 60_000);
    await reporter.flush();
    const mine = await poolAmounts(studio.db);
    const shown = async () =>
      (await (await fetch(`${studio.platform.baseUrl}/api/jackpots`)).json()) as Record<
        string,
        number
      >;
    expect(await shown()).toMatchObject(mine);
    await contribute(studio.db, {
      amount: 500_000,
      playerId: 1,
      username: 'someone',
      gameId: 1071,
      roundRef: 'r-report',
    });
    await reporter.flush();
    const moved = await poolAmounts(studio.db);
    expect(moved.diamond).toBe(mine.diamond + 500);
    expect(await shown()).toMatchObject(moved);
  });

  it("takes 1 % of the bets, which every jackpot game's RTP leaves room for", () => {
    expect(JACKPOT_SHARE_PERCENT).toBe(1);
    for (const game of GAMES.values()) {
      if (game.providerId !== JACKPOT_PROVIDER || !game.model) continue;
      expect(
        analyticRtp(modelById(game.model)).rtp * 100 + JACKPOT_SHARE_PERCENT,
      ).toBeLessThanOrEqual(RTP_CEILING);
    }
  });
});
