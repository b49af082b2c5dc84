/**
 * The studio outlives its database going away: every connection to it is cut (a relay in front
 * of the test PostgreSQL closed, as when the server restarts) while crash and roulette rounds
 * run. The process carries on, readiness answers 503, and once the database is back the studio is
 * ready again, the leader has re-taken its locks, the hubs listen again and players get new
 * rounds and can bet.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { TcpRelay } from '@casino/api/testing';
import { readinessOf, until } from '@casino/provider-kit/testing';
import { connectPlayer } from './sockets';
import { startTestStudio, type TestStudio } from './studio';

const CRASH_GAME = 1271;
const ROULETTE_GAME = 1224;
const SECRET = 'e452c1a82a63bae299e0f0a9aa6784a2551c3c3d0943f55c362aae707297d5f2';

let relay: TcpRelay;
let studio: TestStudio;

const roundOf = (m: Record<string, unknown>) => m.round as { id: number; phase: string };

const readiness = () => readinessOf(studio.app, '/providers/studio');

beforeAll(async () => {
  relay = new TcpRelay();
  await relay.open();
  studio = await startTestStudio(
    undefined,
    {
      timing: { bettingMs: 1_500, pauseMs: 200, tickMs: 50, chainLength: 5 },
      chainSecret: SECRET,
      salt: 'test-salt',
    },
    undefined,
    { timing: { bettingMs: 1_500, spinMs: 200, resultMs: 200 }, draw: () => 17 },
    (url) => relay.through(url),
  );
});
afterAll(async () => {
  await studio?.close();
  await relay?.cut();
});

describe('the database going away and coming back', () => {
  it('leaves the studio up; it is ready again, leads and relays new rounds, and takes bets', async () => {
    const crash = await connectPlayer(studio, 10_000, CRASH_GAME, 'crash');
    const roulette = await connectPlayer(studio, 10_000, ROULETTE_GAME, 'roulette');
    studio.leader!.start();
    studio.rouletteLeader!.start();
    await crash.next((m) => m.type === 'round' && roundOf(m).phase === 'betting');
    await roulette.next((m) => m.type === 'round' && roundOf(m).phase === 'betting');
    expect(await readiness()).toBe(200);

    await relay.cut();
    const lastRound = (p: typeof crash) =>
      Math.max(...p.messages.filter((m) => m.type === 'round').map((m) => roundOf(m).id));
    const seen = { crash: lastRound(crash), roulette: lastRound(roulette) };
    expect(await readiness()).toBe(503);
    await until(async () => !studio.leader!.leading && !studio.rouletteLeader!.leading);

    await relay.open();
    await until(async () => (await readiness()) === 200);
    // Rounds go on for the players still connected: the leaders lead again and the hubs relay.
    const newBetting = (p: typeof crash, after: number) =>
      p.next(
        (m) => m.type === 'round' && roundOf(m).phase === 'betting' && roundOf(m).id > after,
        30_000,
      );
    await newBetting(crash, seen.crash);
    await newBetting(roulette, seen.roulette);
    expect(studio.leader!.leading).toBe(true);
    expect(studio.rouletteLeader!.leading).toBe(true);

    crash.send({ type: 'bet', amount: 1_000 });
    expect(await crash.next((m) => m.type === 'bet-result')).toMatchObject({ ok: true });
    expect(await studio.platform.cash(crash.id)).toBe(9_000);
  });
});
