/**
 * Sic Bo, Andar Bahar and the money wheels on the shared table rounds, against the real platform:
 * bets of every shape accepted and their foreign or loose variants refused, the round's outcome
 * recomputed from the seed revealed at the result, and each player's platform balance moved by
 * exactly the stakes and the rules' returns (a money wheel's bet settled on its own table's wheel).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { connectPlayer, type Player } from '../../test/sockets';
import { startTestStudio, type TestStudio } from '../../test/studio';
import type { TableFamily } from '../catalogue/games';
import { commitmentOf } from './fair-draw';
import { ANDAR_BAHAR } from './andar-bahar/table';
import { MONEY_WHEEL } from './money-wheel/table';
import { dealRound } from './rounds/leader';
import type { TableRules } from './rounds/rules';
import { SIC_BO } from './sic-bo/table';

const MEGA_SIC_BO = 1237;
const FIRST_PERSON_ANDAR_BAHAR = 1239;
const TUNIS_MONEY_DROP = 1221;
const GOLDEN_DREAM_WHEEL = 1238;
const seedOf = (i: number) => createHash('sha256').update(`dice seed ${i}`).digest('hex');
let seeds = 0;
let studio: TestStudio;

const isRound = (phase: string, id?: number) => (m: Record<string, unknown>) =>
  m.type === 'round' &&
  (m.round as { phase: string }).phase === phase &&
  (id === undefined || (m.round as { id: number }).id === id);
async function bet(p: Player, spec: Record<string, unknown>, tag: string) {
  p.send({ type: 'bet', bet: spec, tag });
  return p.next((m) => m.type === 'bet-result' && m.tag === tag);
}
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  for (let i = 0; i < 80 && JSON.stringify(await read()) !== JSON.stringify(expected); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return read();
}

beforeAll(async () => {
  const tables = {
    timing: { bettingMs: 2_500, drawMs: 300, resultMs: 300 },
    families: ['sic-bo', 'andar-bahar', 'money-wheel'] as TableFamily[],
    nextSeed: () => seedOf(++seeds),
  };
  studio = await startTestStudio(undefined, undefined, undefined, undefined, undefined, {}, tables);
});
afterAll(async () => {
  await studio?.close();
});

/** One round at one family's tables: the players' bets, the revealed outcome, exact balances. */
async function playRound(
  rules: TableRules,
  seats: Array<{ game: number; bets: Array<{ kind: string; amount: number }> }>,
) {
  const players = await Promise.all(
    seats.map((seat) => connectPlayer(studio, 100_000, seat.game, `tables/${rules.family}`)),
  );
  studio.tableLeaders.get(rules.family)!.start();
  const betting = (await players[0]!.next(isRound('betting'))).round as {
    id: number;
    commitment: string;
  };
  const id = betting.id;
  let tag = 0;
  for (const [i, seat] of seats.entries())
    for (const spec of seat.bets)
      expect(await bet(players[i]!, spec, `t${++tag}`)).toMatchObject({ ok: true });
  const result = (await players[0]!.next(isRound('result', id))).round as {
    serverSeed: string;
    clientSeed: string;
    outcome: unknown;
  };
  expect(commitmentOf(result.serverSeed)).toBe(betting.commitment);
  const outcome = dealRound(rules, {
    server_seed: result.serverSeed,
    client_seed: result.clientSeed,
    id,
  });
  expect(result.outcome).toEqual(outcome);
  const expected = seats.map((seat) =>
    seat.bets.reduce(
      (cash, b) => cash - b.amount + rules.betReturn({ gameId: seat.game, ...b }, outcome),
      100_000,
    ),
  );
  const cash = () => Promise.all(players.map((p) => studio.platform.cash(p.id)));
  expect(await eventually(cash, expected)).toEqual(expected);
  await studio.tableLeaders.get(rules.family)!.stop();
  return players;
}

describe('dice and wheel tables on the shared rounds', () => {
  it('plays a Sic Bo round: every kind of bet, paid exactly', async () => {
    const [ana] = await playRound(SIC_BO, [
      {
        game: MEGA_SIC_BO,
        bets: [
          { kind: 'small', amount: 1_000 },
          { kind: 'big', amount: 1_000 },
          { kind: 'total-10', amount: 500 },
          { kind: 'single-3', amount: 500 },
          { kind: 'combination-2-5', amount: 500 },
          { kind: 'double-4', amount: 500 },
          { kind: 'any-triple', amount: 500 },
        ],
      },
    ]);
    expect(await bet(ana!, { kind: 'combination-5-2', amount: 500 }, 'bad1')).toMatchObject({
      status: 'bad_message',
    });
    expect(await bet(ana!, { kind: 'total-3', amount: 500 }, 'bad2')).toMatchObject({
      status: 'bad_message',
    });
    expect(await bet(ana!, { kind: 'small', amount: 10.5 }, 'bad3')).toMatchObject({
      status: 'bad_message',
    });
    expect(await bet(ana!, { kind: 'andar', amount: 500 }, 'bad4')).toMatchObject({
      status: 'bad_message',
    });
  });

  it('plays an Andar Bahar round: both sides and a side bet, Andar cut to the millime', async () => {
    await playRound(ANDAR_BAHAR, [
      {
        game: FIRST_PERSON_ANDAR_BAHAR,
        bets: [
          { kind: 'andar', amount: 1_005 },
          { kind: 'bahar', amount: 1_000 },
          { kind: 'cards-1-5', amount: 500 },
          { kind: 'cards-16-25', amount: 500 },
        ],
      },
    ]);
  });

  it('plays a money-wheel round: each table settled on its own theme’s wheel', async () => {
    const every = ['number-1', 'number-2', 'number-5', 'number-10', 'bonus'].map((kind) => ({
      kind,
      amount: 500,
    }));
    await playRound(MONEY_WHEEL, [
      { game: TUNIS_MONEY_DROP, bets: every },
      { game: GOLDEN_DREAM_WHEEL, bets: every },
    ]);
  });
});
