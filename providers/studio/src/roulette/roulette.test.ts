/**
 * Auto-roulette on two studio instances over one database, against the real platform: shared
 * timed rounds pushed to every viewer, several bets per player, the standard payouts paid as one
 * win per player, losses closed with 0, late and illegal bets refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { connectPlayer, type Player } from '../../test/sockets';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { gameById } from '../catalogue/games';

const ROULETTE_GAME = 1224;
const RESULT = 17; // black, odd, low, second dozen, second column
let one: TestStudio;
let two: TestStudio;
const player = (studio: TestStudio, cash: number): Promise<Player> =>
  connectPlayer(studio, cash, ROULETTE_GAME, 'roulette');
const isRound = (phase: string, id?: number) => (m: Record<string, unknown>) =>
  m.type === 'round' &&
  (m.round as { phase: string; id: number }).phase === phase &&
  (id === undefined || (m.round as { id: number }).id === id);

async function bet(p: Player, spec: Record<string, unknown>, tag: string) {
  p.send({ type: 'bet', bet: spec, tag });
  return p.next((m) => m.type === 'bet-result' && m.tag === tag);
}

beforeAll(async () => {
  const roulette = { timing: { bettingMs: 4_000, spinMs: 300, resultMs: 300 }, draw: () => RESULT };
  one = await startTestStudio(undefined, undefined, undefined, roulette);
  two = await one.another();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('auto-roulette rounds', () => {
  it('takes several bets per player on both instances and pays each player their result', async () => {
    expect(gameById(ROULETTE_GAME)?.engine).toBe('roulette');
    const limits = gameById(ROULETTE_GAME)!.limits!;
    const [ana, ben, cyd] = await Promise.all([
      player(one, 50_000),
      player(two, 50_000),
      player(two, 50_000),
    ]);
    one.rouletteLeader!.start();
    two.rouletteLeader!.start();
    const betting = await ana.next(isRound('betting'));
    const id = (betting.round as { id: number }).id;

    expect(await bet(ana, { kind: 'straight', numbers: [17], amount: 1_000 }, 'a1')).toMatchObject({
      ok: true,
      balance: 49_000,
    });
    expect(await bet(ana, { kind: 'red', amount: 1_000 }, 'a2')).toMatchObject({
      ok: true,
      balance: 48_000,
    });
    expect(await bet(ben, { kind: 'dozen', index: 2, amount: 2_000 }, 'b1')).toMatchObject({
      ok: true,
    });
    expect(await bet(ben, { kind: 'split', numbers: [3, 4], amount: 1_000 }, 'b2')).toMatchObject({
      ok: false,
      status: 'bad_bet',
    });
    expect(await bet(ben, { kind: 'red', amount: limits.maxBet + 1 }, 'b3')).toMatchObject({
      ok: false,
      status: 'bet_out_of_limits',
    });
    expect(await bet(cyd, { kind: 'even', amount: 1_000 }, 'c1')).toMatchObject({ ok: true });

    await cyd.next(isRound('spinning', id));
    expect(await bet(cyd, { kind: 'odd', amount: 1_000 }, 'c2')).toMatchObject({
      ok: false,
      status: 'betting_closed',
    });

    const [resultOne, resultTwo] = await Promise.all([
      ana.next(isRound('result', id)),
      ben.next(isRound('result', id)),
    ]);
    expect(resultOne.round).toMatchObject({ id, result: RESULT });
    expect(resultTwo.round).toEqual(resultOne.round);

    // Each table is told once the wallet has paid the round, and reads its new balance then.
    const balanceOf = async (p: Player) =>
      (
        (await (await fetch(`${one.url}/providers/studio/api/session/${p.session}`)).json()) as {
          balance: number;
        }
      ).balance;
    await ana.next((m) => m.type === 'settled' && m.round === id);
    await ben.next((m) => m.type === 'settled' && m.round === id);
    expect(await balanceOf(ana)).toBe(50_000 - 2_000 + 36_000);
    expect(await balanceOf(ben)).toBe(50_000 - 2_000 + 6_000);

    const expected = [50_000 - 2_000 + 36_000, 50_000 - 2_000 + 6_000, 49_000];
    const cash = () => Promise.all([ana, ben, cyd].map((p) => one.platform.cash(p.id)));
    for (let i = 0; i < 50 && JSON.stringify(await cash()) !== JSON.stringify(expected); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await cash()).toEqual(expected);
    const settlements = async () => {
      const { rows } = await one.db.query(
        'SELECT player_id::int AS player, win::int AS win, settled FROM roulette_settlements WHERE round_id = $1',
        [id],
      );
      return Object.fromEntries(rows.map((row) => [row.player, [row.win, row.settled]]));
    };
    const paid = { [ana.id]: [36_000, true], [ben.id]: [6_000, true], [cyd.id]: [0, true] };
    for (let i = 0; i < 50 && JSON.stringify(await settlements()) !== JSON.stringify(paid); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await settlements()).toEqual(paid);
    for (const p of [ana, ben, cyd]) p.socket.close();
  });

  it('pays a player at most the table’s maximum win in a round, and the wallet reconciles', async () => {
    const { maxBet, maxWin } = gameById(ROULETTE_GAME)!.limits!;
    const bets = Math.ceil(maxWin / (maxBet * 36)) + 1; // their returns pass the cap
    const staked = bets * maxBet;
    const start = staked;
    const dee = await player(one, start);
    const betting = await dee.next(isRound('betting'));
    const id = (betting.round as { id: number }).id;
    for (let i = 0; i < bets; i++)
      expect(
        await bet(dee, { kind: 'straight', numbers: [RESULT], amount: maxBet }, `d${i}`),
      ).toMatchObject({ ok: true, balance: start - (i + 1) * maxBet });
    expect(bets * maxBet * 36).toBeGreaterThan(maxWin);

    await dee.next((m) => m.type === 'settled' && m.round === id);
    const { rows } = await one.db.query(
      'SELECT win::int AS win, settled FROM roulette_settlements WHERE round_id = $1 AND player_id = $2',
      [id, dee.id],
    );
    expect(rows).toEqual([{ win: maxWin, settled: true }]);
    // The platform's cash moved by exactly the stakes and the capped win: nothing more, nothing lost.
    for (let i = 0; i < 50 && (await one.platform.cash(dee.id)) !== start - staked + maxWin; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await one.platform.cash(dee.id)).toBe(start - staked + maxWin);
    dee.socket.close();
  });
});
