/**
 * Ticks spread over the phases of the period (hub.ts TICK_PHASES), on the real studio and platform:
 * each player still gets one tick a period, stamped with its own due time, and the players are
 * spread over the phases instead of all being written at the same instant; with and without push
 * workers.
 */
import { afterAll, describe, expect, it } from '@rstest/core';
import { connectPlayer, type Player } from '../../test/sockets';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { TICK_PHASES } from './hub';

const SALT = 'test-salt';
const CRASH_GAME = 1271;
const TICK_MS = 50;
const timing = { bettingMs: 1500, pauseMs: 300, tickMs: TICK_MS, chainLength: 5 };
// sha256('push-workers-13'): round 1 crashes at 1.99× (about 11 s of flight).
const SECRET = '5dd59847c7ea0bcc727b49361d085ab27ee3cbc2e0203eeedb512a301d89a4a5';

const studios: TestStudio[] = [];
afterAll(async () => {
  for (const studio of studios) await studio.close();
});

/** The due times of a player's ticks once the round runs. */
async function ticksOf(player: Player, count: number): Promise<number[]> {
  const due = () => player.messages.filter((m) => m.type === 'tick').map((m) => m.t as number);
  for (let i = 0; i < 100 && due().length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return due().slice(0, count);
}

describe('tick phases', () => {
  for (const pushWorkers of [0, 1]) {
    it(`gives each player one tick a period, the players spread over the phases (${pushWorkers} push workers)`, async () => {
      const studio = await startTestStudio(undefined, {
        timing,
        chainSecret: SECRET,
        salt: SALT,
        pushWorkers,
      });
      studios.push(studio);
      const players = await Promise.all(
        Array.from({ length: TICK_PHASES }, () =>
          connectPlayer(studio, 10_000, CRASH_GAME, 'crash'),
        ),
      );
      for (const p of players) await p.next((m) => m.type === 'hello');
      for (let i = 0; i < 50 && studio.crashHub!.size < TICK_PHASES; i++)
        await new Promise((r) => setTimeout(r, 50));
      studio.leader!.start();
      const ticks = await Promise.all(players.map((p) => ticksOf(p, 6)));
      // The round's start (epoch ms), from the running round message every player got first.
      const running = players[0]!.messages.find(
        (m) => m.type === 'round' && (m.round as { phase: string }).phase === 'running',
      )!;
      const startedAt = (running.t as number) - (running.round as { elapsed: number }).elapsed;
      const reference = ticks[0]![0]!;
      const phases = new Set<number>();
      for (const dues of ticks) {
        expect(dues).toHaveLength(6);
        // No tick in the round's first period (the round message is the start); 1 ms for the two
        // clock readings of that message.
        expect(dues[0]! - startedAt).toBeGreaterThanOrEqual(TICK_MS - 1);
        // At most one tick a period, on the player's own grid: a whole number of periods apart
        // (a tick that a loaded machine could not send in time is dropped, never sent late).
        for (let i = 1; i < dues.length; i++) {
          const gap = dues[i]! - dues[i - 1]!;
          expect(gap).toBeGreaterThanOrEqual(TICK_MS);
          expect(gap % TICK_MS).toBe(0);
        }
        phases.add((((dues[0]! - reference) % TICK_MS) + TICK_MS) % TICK_MS);
      }
      // Five players, five phases: each in a phase of its own, a fifth of the period apart.
      expect([...phases].sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40]);
      for (const p of players) p.socket.close();
    });
  }
});
