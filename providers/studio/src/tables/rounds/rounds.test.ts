/**
 * The shared table rounds on two studio instances over one database, against the real platform
 * (played here by Dragon Tiger): one leader, the commitment shown at betting and the seed at the
 * result, the outcome recomputed from that seed, several bets per player closed by one win,
 * late, foreign and malformed bets refused, the table's maximum win, and another instance leading
 * when the leader stops.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { connectPlayer, type Player } from '../../../test/sockets';
import { startTestStudio, type TestStudio } from '../../../test/studio';
import { gameById } from '../../catalogue/games';
import { DRAGON_TIGER, dragonTigerReturn, type DragonTigerOutcome } from '../dragon-tiger/rules';
import { commitmentOf } from '../fair-draw';
import { dealRound } from './leader';

const DRAGON_TIGER_GAME = 1262;
const ROULETTE_GAME = 1224;
const seedOf = (i: number) => createHash('sha256').update(`table seed ${i}`).digest('hex');
let seeds = 0;
let one: TestStudio;
let two: TestStudio;

const player = (studio: TestStudio, cash: number): Promise<Player> =>
  connectPlayer(studio, cash, DRAGON_TIGER_GAME, 'tables/dragon-tiger');
const isRound = (phase: string, id?: number) => (m: Record<string, unknown>) =>
  m.type === 'round' &&
  (m.round as { phase: string }).phase === phase &&
  (id === undefined || (m.round as { id: number }).id === id);
async function bet(p: Player, spec: Record<string, unknown>, tag: string) {
  p.send({ type: 'bet', bet: spec, tag });
  return p.next((m) => m.type === 'bet-result' && m.tag === tag);
}
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  for (let i = 0; i < 50 && JSON.stringify(await read()) !== JSON.stringify(expected); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return read();
}

beforeAll(async () => {
  const tables = {
    timing: { bettingMs: 3_000, drawMs: 300, resultMs: 300 },
    families: ['dragon-tiger' as const],
    nextSeed: () => seedOf(++seeds),
  };
  one = await startTestStudio(undefined, undefined, undefined, undefined, undefined, {}, tables);
  two = await one.another();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('shared table rounds', () => {
  it('commits, takes bets on both instances, reveals, and pays each player once', async () => {
    const limits = gameById(DRAGON_TIGER_GAME)!.limits!;
    const [ana, ben] = await Promise.all([player(one, 50_000), player(two, 50_000)]);
    one.tableLeaders.get('dragon-tiger')!.start();
    two.tableLeaders.get('dragon-tiger')!.start();
    const betting = (await ana.next(isRound('betting'))).round as {
      id: number;
      commitment: string;
      serverSeed?: string;
    };
    expect(betting.serverSeed).toBeUndefined();
    const id = betting.id;

    expect(await bet(ana, { kind: 'dragon', amount: 1_000 }, 'a1')).toMatchObject({
      ok: true,
      balance: 49_000,
    });
    expect(await bet(ana, { kind: 'tie', amount: 500 }, 'a2')).toMatchObject({ ok: true });
    expect(await bet(ben, { kind: 'tiger', amount: 2_000 }, 'b1')).toMatchObject({ ok: true });
    expect(await bet(ben, { kind: 'suited-tie', amount: 1_000 }, 'b2')).toMatchObject({ ok: true });
    expect(await bet(ben, { kind: 'tiger', amount: limits.maxBet + 1 }, 'b3')).toMatchObject({
      ok: false,
      status: 'bet_out_of_limits',
    });
    expect(await bet(ben, { kind: 'banker', amount: 1_000 }, 'b4')).toMatchObject({
      ok: false,
      status: 'bad_message',
    });
    expect(await bet(ben, { kind: 'tiger', amount: '1000' }, 'b5')).toMatchObject({
      ok: false,
      status: 'bad_message',
    });
    // Before the result the record shows the commitment, never the seed.
    const open = await (await fetch(`${one.url}/providers/studio/api/tables/rounds/${id}`)).json();
    expect(open).toMatchObject({ id, commitment: betting.commitment, serverSeed: null });

    await ben.next(isRound('drawing', id));
    expect(await bet(ben, { kind: 'dragon', amount: 1_000 }, 'b6')).toMatchObject({
      ok: false,
      status: 'betting_closed',
    });
    const [resultOne, resultTwo] = await Promise.all([
      ana.next(isRound('result', id)),
      ben.next(isRound('result', id)),
    ]);
    expect(resultTwo.round).toEqual(resultOne.round);
    const shown = resultOne.round as {
      serverSeed: string;
      clientSeed: string;
      outcome: DragonTigerOutcome;
    };
    // The seed shown now is the one committed to before betting, and it gives the cards shown.
    expect(commitmentOf(shown.serverSeed)).toBe(betting.commitment);
    const outcome = dealRound(DRAGON_TIGER, {
      ...shown,
      server_seed: shown.serverSeed,
      client_seed: shown.clientSeed,
      id,
    });
    expect(shown.outcome).toEqual(outcome);

    const back = (kind: 'dragon' | 'tiger' | 'tie' | 'suited-tie', amount: number) =>
      dragonTigerReturn({ kind, amount }, outcome);
    const anaWin = back('dragon', 1_000) + back('tie', 500);
    const benWin = back('tiger', 2_000) + back('suited-tie', 1_000);
    await ana.next((m) => m.type === 'settled' && m.round === id);
    const cash = () => Promise.all([ana, ben].map((p) => one.platform.cash(p.id)));
    expect(await eventually(cash, [48_500 + anaWin, 47_000 + benWin])).toEqual([
      48_500 + anaWin,
      47_000 + benWin,
    ]);
    const { rows } = await one.db.query(
      'SELECT player_id::int AS player, win::int AS win, settled FROM table_settlements WHERE round_id = $1 ORDER BY player_id',
      [id],
    );
    expect(rows).toEqual(
      [
        { player: ana.id, win: anaWin, settled: true },
        { player: ben.id, win: benWin, settled: true },
      ].sort((a, b) => a.player - b.player),
    );
    // The public record (no login) now gives the seed.
    const record = await (
      await fetch(`${one.url}/providers/studio/api/tables/rounds/${id}`)
    ).json();
    expect(record).toMatchObject({
      id,
      family: 'dragon-tiger',
      serverSeed: shown.serverSeed,
      nonce: id,
    });
    ana.socket.close();
    ben.socket.close();
  });

  it('refuses a session of another game on a table socket', async () => {
    const { session } = await one.playerInGame(10_000, ROULETTE_GAME);
    const socket = new WebSocket(
      `${one.url!.replace('http', 'ws')}/providers/studio/tables/dragon-tiger/ws?session=${session}`,
    );
    const first = await new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(String(data))),
    );
    expect(JSON.parse(first)).toEqual({ type: 'error', status: 'wrong_game' });
    socket.close();
  });

  it('pays a player at most the table’s maximum win in a round', async () => {
    const { maxBet, maxWin } = gameById(DRAGON_TIGER_GAME)!.limits!;
    const bets = Math.ceil(maxWin / (maxBet * 51)) + 1;
    const dee = await player(one, bets * maxBet * 3);
    const id = ((await dee.next(isRound('betting'))).round as { id: number }).id;
    // Enough suited-tie, tie, dragon and tiger stakes that some pass the cap whatever the cards.
    for (let i = 0; i < bets; i++)
      for (const kind of ['dragon', 'tiger', 'suited-tie'])
        expect(await bet(dee, { kind, amount: maxBet }, `d${kind}${i}`)).toMatchObject({
          ok: true,
        });
    const result = (await dee.next(isRound('result', id))).round as { outcome: DragonTigerOutcome };
    const returned = ['dragon', 'tiger', 'suited-tie']
      .map(
        (kind) =>
          bets * dragonTigerReturn({ kind: kind as 'dragon', amount: maxBet }, result.outcome),
      )
      .reduce((a, b) => a + b, 0);
    await dee.next((m) => m.type === 'settled' && m.round === id);
    const start = bets * maxBet * 3;
    expect(await one.platform.cash(dee.id)).toBe(
      start - bets * maxBet * 3 + Math.min(returned, maxWin),
    );
    dee.socket.close();
  });

  it('carries on with the other instance when the leader stops', async () => {
    const leaders = [one, two].map((studio) => studio.tableLeaders.get('dragon-tiger')!);
    const leading = leaders.find((leader) => leader.leading)!;
    const other = leaders.find((leader) => leader !== leading)!;
    const eve = await player(two, 10_000);
    await leading.stop();
    const after = await eve.next((m) => isRound('betting')(m) && other.leading, 15_000);
    expect((after.round as { id: number }).id).toBeGreaterThan(0);
    expect(await bet(eve, { kind: 'dragon', amount: 1_000 }, 'e1')).toMatchObject({ ok: true });
    eve.socket.close();
  });
});
