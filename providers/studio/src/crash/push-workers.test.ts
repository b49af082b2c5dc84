/**
 * Crash players held by push worker processes, against the real platform: the ticks reach players
 * through the workers, bets and cash-outs still go to the studio and move money once, everyone
 * sees the same crash point, and a worker that dies loses no cash-out (its players reconnect, as
 * after a reload, and cash out on the new connection).
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { connectPlayer, connectSession, type Player } from '../../test/sockets';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { crashPointOf, generateChain } from './fairness';

const SALT = 'test-salt';
const CRASH_GAME = 1271;
const timing = { bettingMs: 3000, pauseMs: 300, tickMs: 50, chainLength: 5 };
// sha256('push-workers-253'): round 1 crashes at 1.99×.
const SECRET_ONE = 'e829d0944c66e394b18ba3b308f6cd6f3774b23cc1677596011436ce15f64cfa';
// sha256('push-workers-76'): round 1 crashes at 1.67×.
const SECRET_TWO = '39ba886d1d7f43b5f074e60d31a8da916e835c4c50ac37f2bd89c1a4b7f6f4bd';

const studios: TestStudio[] = [];
afterAll(async () => {
  for (const studio of studios) await studio.close();
});

const isRound = (phase: string, id?: number) => (m: Record<string, unknown>) =>
  m.type === 'round' &&
  (m.round as { phase: string; id: number }).phase === phase &&
  (id === undefined || (m.round as { id: number }).id === id);

async function studioWithWorkers(secret: string): Promise<TestStudio> {
  const studio = await startTestStudio(undefined, {
    timing,
    chainSecret: secret,
    salt: SALT,
    pushWorkers: 2,
  });
  studios.push(studio);
  return studio;
}

const closed = (player: Player) =>
  new Promise<number>((resolve) => player.socket.once('close', (code) => resolve(code)));

async function settledCash(studio: TestStudio, id: number, expected: number): Promise<number> {
  for (let i = 0; i < 50 && (await studio.platform.cash(id)) !== expected; i++)
    await new Promise((r) => setTimeout(r, 100));
  return studio.platform.cash(id);
}

describe('crash push workers', () => {
  it('relays the round through the workers; a cash-out through a worker is paid once', async () => {
    const studio = await studioWithWorkers(SECRET_ONE);
    expect(studio.crashHub!.workerPids).toHaveLength(2);
    expect(new Set(studio.crashHub!.workerPids).has(process.pid)).toBe(false);
    const players = await Promise.all(
      [0, 1, 2, 3].map(() => connectPlayer(studio, 10_000, CRASH_GAME, 'crash')),
    );
    for (const p of players) expect((await p.next((m) => m.type === 'hello')).balance).toBe(10_000);
    // Every player is held by a worker and gets the broadcasts through it.
    for (let i = 0; i < 50 && studio.crashHub!.size < 4; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(studio.crashHub!.size).toBe(4);
    expect(studio.crashHub!.sockets.size).toBe(0);
    studio.leader!.start();

    const [ana, ben, carl, dora] = players as [Player, Player, Player, Player];
    const betting = await ana.next(isRound('betting'));
    const roundId = (betting.round as { id: number }).id;
    ana.send({ type: 'bet', amount: 1_000 });
    ben.send({ type: 'bet', amount: 2_000 });
    expect(await ana.next((m) => m.type === 'bet-result')).toMatchObject({ ok: true });
    expect(await ben.next((m) => m.type === 'bet-result')).toMatchObject({ ok: true });
    // Others see the bets, relayed by the workers.
    await carl.next((m) => m.type === 'bet' && m.amount === 2_000);

    await dora.next(isRound('running', roundId));
    await ana.next((m) => m.type === 'tick' && (m.multiplier as number) >= 110);
    // The cash-out sent twice (a double click, a replayed frame): paid once.
    ana.send({ type: 'cashout' });
    ana.send({ type: 'cashout' });
    const cashed = await ana.next((m) => m.type === 'cashout-result');
    expect(cashed).toMatchObject({ ok: true });
    const again = await ana.next((m) => m.type === 'cashout-result' && m !== cashed);
    expect(again).toMatchObject({ ok: false, status: 'no_bet_in_play' });
    expect(cashed.win).toBe(Math.floor((1_000 * (cashed.cashout as number)) / 100));

    // Everyone sees the same crash point, the one the chain and salt give.
    const crashed = await Promise.all(players.map((p) => p.next(isRound('crashed', roundId))));
    const chain = generateChain(5, SECRET_ONE);
    for (const message of crashed) expect(message.round).toEqual(crashed[0]!.round);
    expect((crashed[0]!.round as { crash: number }).crash).toBe(crashPointOf(chain[1]!, SALT));
    expect((crashed[0]!.round as { crash: number }).crash).toBe(199);

    const expectedAna = 10_000 - 1_000 + (cashed.win as number);
    expect(await settledCash(studio, ana.id, expectedAna)).toBe(expectedAna);
    expect(await settledCash(studio, ben.id, 8_000)).toBe(8_000);
    const { rows } = await studio.db.query(
      `SELECT status, win::int AS win FROM crash_bets WHERE round_id = $1 AND player_id = $2`,
      [roundId, ana.id],
    );
    expect(rows).toEqual([{ status: 'cashed', win: cashed.win }]);
    // Still paid once after the closing calls and a moment more.
    await new Promise((r) => setTimeout(r, 500));
    expect(await studio.platform.cash(ana.id)).toBe(expectedAna);
    for (const p of players) p.socket.close();
  });

  it('loses no cash-out when a worker dies: its players reconnect and cash out', async () => {
    const studio = await studioWithWorkers(SECRET_TWO);
    const [carl, dora] = [
      await connectPlayer(studio, 10_000, CRASH_GAME, 'crash'),
      await connectPlayer(studio, 10_000, CRASH_GAME, 'crash'),
    ] as [Player, Player];
    for (const p of [carl, dora]) await p.next((m) => m.type === 'hello');
    for (let i = 0; i < 50 && studio.crashHub!.size < 2; i++)
      await new Promise((r) => setTimeout(r, 50));
    studio.leader!.start();
    const betting = await carl.next(isRound('betting'));
    const roundId = (betting.round as { id: number }).id;
    carl.send({ type: 'bet', amount: 1_000 });
    dora.send({ type: 'bet', amount: 1_000 });
    expect(await carl.next((m) => m.type === 'bet-result')).toMatchObject({ ok: true });
    expect(await dora.next((m) => m.type === 'bet-result')).toMatchObject({ ok: true });
    await carl.next(isRound('running', roundId));

    // The least loaded worker took each: one player per worker. The first worker dies.
    const [victim, survivor] = studio.crashHub!.workerPids as [number, number];
    const closes = [closed(carl), closed(dora)];
    process.kill(victim, 'SIGKILL');
    const first = await Promise.race(closes.map((p, i) => p.then(() => i)));
    const [lost, kept] = first === 0 ? [carl, dora] : [dora, carl];
    // The other player, on the other worker, still gets the ticks.
    const ticks = kept.messages.length;
    await kept.next((m) => m.type === 'tick' && kept.messages.indexOf(m) >= ticks);
    // The dead worker is replaced.
    for (let i = 0; i < 50 && studio.crashHub!.workerPids.includes(victim); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(studio.crashHub!.workerPids).toContain(survivor);
    expect(studio.crashHub!.workerPids).not.toContain(victim);

    // The player reconnects (as after a reload): the bet is there, and cashing out pays it once.
    const back = await connectSession(studio, lost.id, lost.session, 'crash');
    expect((await back.next((m) => m.type === 'hello')).bet).toMatchObject({
      amount: 1_000,
      status: 'placed',
    });
    back.send({ type: 'cashout' });
    const cashed = await back.next((m) => m.type === 'cashout-result');
    expect(cashed).toMatchObject({ ok: true });
    const crash = await kept.next(isRound('crashed', roundId));
    expect((crash.round as { crash: number }).crash).toBe(167);
    expect(await back.next(isRound('crashed', roundId))).toEqual(crash);
    const expected = 10_000 - 1_000 + (cashed.win as number);
    expect(await settledCash(studio, lost.id, expected)).toBe(expected);
    // The player who never cashed out lost the stake, and nothing more.
    expect(await settledCash(studio, kept.id, 9_000)).toBe(9_000);
    back.socket.close();
    kept.socket.close();
  });

  it('drops, rather than holds, the players a dying worker never took: they can reconnect', async () => {
    const studio = await startTestStudio(undefined, {
      timing,
      chainSecret: SECRET_ONE,
      salt: SALT,
      pushWorkers: 1,
    });
    studios.push(studio);
    const [worker] = studio.crashHub!.workerPids as [number];
    const sessions = await Promise.all(
      [0, 1, 2].map(() => studio.playerInGame(10_000, CRASH_GAME)),
    );
    // A worker that stops answering: the first connection is written to its channel, the next
    // ones wait for an acknowledgement that never comes, and then the worker dies.
    process.kill(worker, 'SIGSTOP');
    const sockets = sessions.map(
      ({ session }) =>
        new WebSocket(
          `${studio.url!.replace('http', 'ws')}/providers/studio/crash/ws?session=${session}`,
        ),
    );
    const closes = sockets.map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );
    await Promise.all(sockets.map((socket) => new Promise((r) => socket.once('open', r))));
    await new Promise((r) => setTimeout(r, 200));
    process.kill(worker, 'SIGKILL');
    // Every player is disconnected (none is left on a connection nobody reads)...
    const timeout = new Promise<string>((r) => setTimeout(() => r('still open'), 10_000));
    expect(await Promise.race([Promise.all(closes).then(() => 'closed'), timeout])).toBe('closed');
    // ... and one who comes back is greeted by the replacement worker.
    for (let i = 0; i < 50 && studio.crashHub!.workerPids.includes(worker); i++)
      await new Promise((r) => setTimeout(r, 50));
    const back = await connectSession(studio, sessions[1]!.id, sessions[1]!.session, 'crash');
    expect((await back.next((m) => m.type === 'hello')).balance).toBe(10_000);
    back.socket.close();
    // The studio still shuts down once its workers are gone (it used to wait for ever).
    studios.splice(studios.indexOf(studio), 1);
    const shutdown = new Promise<string>((r) => setTimeout(() => r('still closing'), 20_000));
    expect(await Promise.race([studio.close().then(() => 'closed'), shutdown])).toBe('closed');
  });
});
