/**
 * Limits hold per player, not per socket or session: one player racing 50 roulette bets over 10
 * sockets of 10 sessions into a round capped at 30 gets exactly 30; five sessions of one player
 * get one crash bet in a round. Loosely typed bets (a number as a string or null) are refused with
 * `bad_message` and move no money. The sockets are capped per player and per address, and a
 * socket sending too fast is closed (1008).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { gameById } from '../src/catalogue/games';
import { MAX_BETS_PER_ROUND } from '../src/roulette/service';
import { connectSession, type Player } from './sockets';
import { startTestStudio, type TestStudio } from './studio';

const CRASH_GAME = 1271;
const ROULETTE_GAME = 1224;
const SECRET = 'e452c1a82a63bae299e0f0a9aa6784a2551c3c3d0943f55c362aae707297d5f2';
const roulette = { timing: { bettingMs: 60_000, spinMs: 200, resultMs: 200 }, draw: () => 17 };
const crash = {
  timing: { bettingMs: 60_000, pauseMs: 200, tickMs: 50, chainLength: 5 },
  chainSecret: SECRET,
  salt: 'test-salt',
};

let studio: TestStudio;
let capped: TestStudio;

const isBetting = (m: Record<string, unknown>) =>
  (m.type === 'round' || m.type === 'hello') &&
  (m.round as { phase: string } | undefined)?.phase === 'betting';

/** Another session of the same player (a second tab or device), launched through the platform. */
async function session(on: TestStudio, bearer: string, gameId: number): Promise<string> {
  const launch = await on.platform.launch(bearer, gameId);
  const response = await on.app.inject({ url: `${launch.pathname}${launch.search}` });
  return /\/game\/([A-Za-z0-9_-]+)$/.exec(String(response.headers.location))![1]!;
}

async function sockets(
  on: TestStudio,
  player: { id: number; bearer: string },
  gameId: number,
  count: number,
): Promise<Player[]> {
  const path = gameId === CRASH_GAME ? 'crash' : 'roulette';
  return Promise.all(
    Array.from({ length: count }, async () =>
      connectSession(on, player.id, await session(on, player.bearer, gameId), path),
    ),
  );
}

const closeCode = (p: Player) =>
  new Promise<number>((resolve) => p.socket.once('close', (code) => resolve(code)));

beforeAll(async () => {
  studio = await startTestStudio(undefined, crash, undefined, roulette);
  studio.leader!.start();
  studio.rouletteLeader!.start();
});
afterAll(async () => {
  await capped?.close();
  await studio?.close();
});

describe('per-player limits', () => {
  it('50 roulette bets raced over 10 sockets of one player into a cap of 30: exactly 30 taken', async () => {
    const amount = gameById(ROULETTE_GAME)!.limits!.minBet;
    const player = await studio.platform.player(1_000_000);
    const players = await sockets(studio, player, ROULETTE_GAME, 10);
    await Promise.all(players.map((p) => p.next(isBetting)));
    for (const [i, p] of players.entries())
      for (let j = 0; j < 5; j++)
        p.send({ type: 'bet', tag: `${i}-${j}`, bet: { kind: 'red', amount } });
    const answers = (
      await Promise.all(
        players.map(async (p) => {
          for (let j = 0; j < 5; j++)
            await p.next((m) => m.type === 'bet-result' && m.tag === `${players.indexOf(p)}-${j}`);
          return p.messages.filter((m) => m.type === 'bet-result');
        }),
      )
    ).flat();
    expect(MAX_BETS_PER_ROUND).toBe(30);
    expect(answers.filter((a) => a.ok)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 'too_many_bets')).toHaveLength(20);
    expect(await studio.platform.cash(player.id)).toBe(1_000_000 - 30 * amount);
  });

  it('refuses loosely typed roulette bets with bad_message, moving no money', async () => {
    const player = await studio.platform.player(100_000);
    const [p] = await sockets(studio, player, ROULETTE_GAME, 1);
    await p!.next(isBetting);
    const bets = [
      { kind: 'straight', numbers: [null], amount: 1_000 },
      { kind: 'straight', numbers: ['5'], amount: 1_000 },
      { kind: 'straight', numbers: [5], amount: '1000' },
    ];
    for (const [i, bet] of bets.entries()) p!.send({ type: 'bet', tag: `loose-${i}`, bet });
    for (let i = 0; i < bets.length; i++)
      expect(await p!.next((m) => m.type === 'bet-result' && m.tag === `loose-${i}`)).toMatchObject(
        { ok: false, status: 'bad_message' },
      );
    expect(await studio.platform.cash(player.id)).toBe(100_000);
  });

  it('five sessions of one player get one crash bet in a round', async () => {
    const amount = gameById(CRASH_GAME)!.limits!.maxBet;
    const player = await studio.platform.player(10 * amount);
    const players = await sockets(studio, player, CRASH_GAME, 5);
    await Promise.all(players.map((p) => p.next(isBetting)));
    for (const p of players) p.send({ type: 'bet', amount });
    const answers = await Promise.all(players.map((p) => p.next((m) => m.type === 'bet-result')));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'one_bet_per_round')).toHaveLength(4);
    expect(await studio.platform.cash(player.id)).toBe(9 * amount);
  });
});

describe('socket caps', () => {
  beforeAll(async () => {
    capped = await startTestStudio(undefined, undefined, undefined, roulette, undefined, {
      maxPerPlayer: 2,
      maxPerAddress: 3,
      messagesPer10s: 5,
    });
    capped.rouletteLeader!.start();
  });

  const greeting = (p: Player) =>
    p.next((m) => m.type === 'hello' || m.status === 'too_many_connections');

  it('a player past their sockets, or an address past its, is refused; a closed one frees a place', async () => {
    const ana = await capped.platform.player(10_000);
    const anas = await sockets(capped, ana, ROULETTE_GAME, 3);
    const codes = anas.map(closeCode);
    const greetings = await Promise.all(anas.map(greeting));
    expect(greetings.filter((m) => m.type === 'hello')).toHaveLength(2);
    const over = greetings.findIndex((m) => m.status === 'too_many_connections');
    expect(await codes[over]).toBe(1008);

    // Ana holds 2 of the address's 3: Ben gets the third, not a fourth.
    const ben = await capped.platform.player(10_000);
    const bens = await sockets(capped, ben, ROULETTE_GAME, 2);
    const benGreetings = await Promise.all(bens.map(greeting));
    expect(benGreetings.filter((m) => m.type === 'hello')).toHaveLength(1);

    // Ana closes one: Ben may open his second.
    const open = anas.find((_, i) => i !== over)!;
    open.socket.close();
    await codes[anas.indexOf(open)];
    const [again] = await sockets(capped, ben, ROULETTE_GAME, 1);
    expect(await greeting(again!)).toMatchObject({ type: 'hello' });
    for (const p of [...anas, ...bens, again!]) p.socket.close();
  });

  it('closes a socket that sends more messages than its rate (1008)', async () => {
    const cyd = await capped.platform.player(10_000);
    const [p] = await sockets(capped, cyd, ROULETTE_GAME, 1);
    const code = closeCode(p!);
    expect(await greeting(p!)).toMatchObject({ type: 'hello' });
    for (let i = 0; i < 6; i++)
      p!.send({ type: 'bet', tag: `r${i}`, bet: { kind: 'red', amount: 1 } });
    expect(await code).toBe(1008);
  });
});
