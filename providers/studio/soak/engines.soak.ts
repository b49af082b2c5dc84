/**
 * Soak: SOAK_PLAYERS simulated players (300 by default) play every engine at once for
 * SOAK_SECONDS (120) against the real platform — slots over HTTP; crash, roulette, blackjack,
 * Casino Hold'em, Sic Bo, Andar Bahar and the money wheels over WebSocket, on two studio
 * instances sharing one database — then every unfinished round is settled and the platform's
 * ledger is audited: entries sum to balances, every transaction sums to zero, no negative player
 * balance (api/src/modules/audit), and the house's result equals minus the players'. Prints the figures.
 *
 *   SOAK_PLAYERS=300 SOAK_SECONDS=120 pnpm --filter @casino/studio soak
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { reconcileLedger } from '@casino/api/testing';
import { connectSession, type Player } from '../test/sockets';
import { startTestStudio, type TestStudio } from '../test/studio';
import { GAMES } from '../src/catalogue/games';
import { settleUnfinishedBets } from '../src/crash/service';
import { settleRoulette } from '../src/roulette/service';
import { recoverBlackjack } from '../src/tables/blackjack/recovery';
import { recoverPoker } from '../src/tables/poker/recovery';
import type { TableFamily } from '../src/catalogue/games';
import { TABLE_ENGINES, TABLE_FAMILIES } from '../src/tables/engines';
import { settleTables } from '../src/tables/rounds/service';
import { modelById } from '../src/slots/models';
import { settleUnfinishedRounds } from '../src/slots/service';

const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 300);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CASH = 500_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
/** The table families on the shared rounds played by the soak's table players. */
const TABLE_SOAK: readonly TableFamily[] = TABLE_FAMILIES;

let one: TestStudio;
let two: TestStudio;
const games = [...GAMES.values()];
const byEngine = (engine: string) => games.filter((game) => game.engine === engine);

async function houseAndPlayers(studio: TestStudio): Promise<{ house: number; players: number }> {
  const { rows } = await studio.platform.context.db.query<{ house: string; players: string }>(
    // The casino's accounts and the jackpot's (a pool hit is paid from the jackpot house account).
    `SELECT COALESCE(sum(balance) FILTER (WHERE kind = 'house' AND (code LIKE 'casino:%' OR code LIKE 'jackpot:%')), 0)::text AS house,
            COALESCE(sum(balance) FILTER (WHERE kind = 'cash'), 0)::text AS players FROM accounts`,
  );
  return { house: Number(rows[0]!.house), players: Number(rows[0]!.players) };
}

beforeAll(async () => {
  one = await startTestStudio(
    undefined,
    {
      timing: { bettingMs: 3000, pauseMs: 1000, tickMs: 100, chainLength: 1000 },
      chainSecret: randomBytes(32).toString('hex'),
      salt: 'soak-salt',
    },
    undefined,
    { timing: { bettingMs: 4000, spinMs: 1000, resultMs: 1000 }, draw: randomInt },
    undefined,
    {},
    { timing: { bettingMs: 3000, drawMs: 500, resultMs: 500 }, families: [...TABLE_SOAK] },
  );
  two = await one.another();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('soak', () => {
  it('keeps the ledger whole with players on every engine at once', async () => {
    const started = Date.now();
    const counts = {
      slotRounds: 0,
      slotRefused: 0,
      crashBets: 0,
      cashouts: 0,
      rouletteBets: 0,
      blackjackRounds: 0,
      pokerHands: 0,
      tableBets: 0,
      refusals: 0,
    };
    const refusals = new Map<string, number>();
    const players: Array<{
      engine: 'slots' | 'crash' | 'roulette' | TableFamily;
      id: number;
      session: string;
      studio: TestStudio;
      lineBet?: number;
    }> = [];
    for (let i = 0; i < PLAYERS; i++) {
      // A fifth of the players at the shared tables, a fifth at the per-player ones (blackjack
      // and poker in turn).
      const engine =
        i % 5 === 4
          ? pick(TABLE_SOAK)
          : i % 5 === 3
            ? i % 10 === 3
              ? 'blackjack'
              : 'poker'
            : (['slots', 'crash', 'roulette'] as const)[i % 5]!;
      const studio = i % 2 ? two : one;
      const game = pick(byEngine(engine));
      const { id, session } = await studio.playerInGame(CASH, game.id);
      players.push({
        engine,
        id,
        session,
        studio,
        lineBet: game.model ? pick(modelById(game.model).lineBets) : undefined,
      });
    }
    console.log(
      `soak: ${PLAYERS} players ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const before = await houseAndPlayers(one);
    one.leader!.start();
    two.leader!.start();
    one.rouletteLeader!.start();
    two.rouletteLeader!.start();
    for (const studio of [one, two])
      for (const leader of studio.tableLeaders.values()) leader.start();
    const deadline = Date.now() + SECONDS * 1000;

    const slotPlayer = async (p: (typeof players)[number]) => {
      while (Date.now() < deadline) {
        const response = await p.studio.app.inject({
          method: 'POST',
          url: '/providers/studio/api/slots/spin',
          payload: { session: p.session, lineBet: p.lineBet },
        });
        if (response.statusCode === 200) counts.slotRounds++;
        else counts.slotRefused++;
        await sleep(200 + randomInt(800));
      }
    };
    const socketPlayer = async (p: (typeof players)[number]) => {
      const socket: Player = await connectSession(
        p.studio,
        p.id,
        p.session,
        p.engine === 'crash' || p.engine === 'roulette' ? p.engine : `tables/${p.engine}`,
      );
      socket.socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          type: string;
          ok?: boolean;
          status?: string;
          round?: { phase: string };
          multiplier?: number;
        };
        if (message.type === 'bet-result' && !message.ok) {
          counts.refusals++;
          refusals.set(
            `${p.engine}:${message.status}`,
            (refusals.get(`${p.engine}:${message.status}`) ?? 0) + 1,
          );
        }
        if (message.type === 'cashout-result' && message.ok) counts.cashouts++;
        if (
          message.type === 'round' &&
          message.round?.phase === 'betting' &&
          Date.now() < deadline
        ) {
          if (p.engine === 'crash') {
            counts.crashBets++;
            socket.send({
              type: 'bet',
              amount: 500 * (1 + randomInt(10)),
              autoCashout: randomInt(2) ? 101 + randomInt(400) : null,
            });
          } else if (p.engine !== 'roulette') {
            const kinds = TABLE_ENGINES.get(p.engine as TableFamily)!.kinds;
            for (let b = 0; b < 1 + randomInt(3); b++) {
              counts.tableBets++;
              socket.send({ type: 'bet', tag: String(b), bet: { kind: pick(kinds), amount: 500 } });
            }
          } else {
            for (let b = 0; b < 1 + randomInt(3); b++) {
              counts.rouletteBets++;
              socket.send({
                type: 'bet',
                tag: String(b),
                bet: {
                  ...pick<object>([
                    { kind: 'red' },
                    { kind: 'odd' },
                    { kind: 'dozen', index: 1 + randomInt(3) },
                    { kind: 'straight', numbers: [randomInt(37)] },
                  ]),
                  amount: 500,
                },
              });
            }
          }
        }
        if (
          p.engine === 'crash' &&
          message.type === 'tick' &&
          (message.multiplier ?? 0) > 100 + randomInt(300) &&
          randomInt(10) === 0
        )
          socket.send({ type: 'cashout' });
      });
      while (Date.now() < deadline) await sleep(500);
      socket.socket.close();
    };
    // Blackjack and poker: deal, then a random open decision each time, until the deadline.
    const perPlayerTable = async (p: (typeof players)[number], engine: 'blackjack' | 'poker') => {
      const socket = await connectSession(p.studio, p.id, p.session, engine);
      socket.socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          type: string;
          status?: string;
          round?: { id: number; status: string; actions?: string[] };
        };
        if (message.type === 'refused') {
          counts.refusals++;
          const key = `${engine}:${message.status}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
        }
        const round = message.round;
        if (message.type !== 'round' || !round || Date.now() >= deadline) return;
        if (round.status === 'ready') {
          const amount = 500 * (1 + randomInt(4));
          const clientSeed = `soak${p.id}`;
          if (engine === 'blackjack') {
            counts.blackjackRounds++;
            socket.send({ type: 'deal', amount, clientSeed });
          } else {
            counts.pokerHands++;
            const aaBonus = randomInt(2) ? 500 : 0;
            socket.send({ type: 'deal', ante: amount, aaBonus, clientSeed });
          }
        } else if (round.status === 'playing' && round.actions?.length)
          socket.send({ type: 'action', round: round.id, action: pick(round.actions) });
      });
      while (Date.now() < deadline) await sleep(500);
      socket.socket.close();
    };
    await Promise.all(
      players.map((p) =>
        p.engine === 'slots'
          ? slotPlayer(p)
          : p.engine === 'blackjack' || p.engine === 'poker'
            ? perPlayerTable(p, p.engine)
            : socketPlayer(p),
      ),
    );

    // Let the rounds in flight end, then stop the leaders and finish whatever is left.
    await sleep(8_000);
    for (const studio of [one, two]) {
      await studio.leader!.stop();
      await studio.rouletteLeader!.stop();
      for (const leader of studio.tableLeaders.values()) await leader.stop();
    }
    const deps = { db: one.db, wallet: one.wallet, stream: 'main' };
    for (let i = 0; i < 5; i++) {
      await settleUnfinishedRounds(one.db, one.wallet, 0);
      await settleUnfinishedBets(deps, 0);
      await settleRoulette(deps, undefined, 0);
      await recoverBlackjack(deps, { staleSeconds: 0, abandonAfterSeconds: 0 });
      await recoverPoker(deps, { staleSeconds: 0, abandonAfterSeconds: 0 });
      await settleTables({ db: one.db, wallet: one.wallet }, undefined, 0);
    }
    // Crash bets still in play when the leaders stopped were never decided: that round crashes
    // when a leader next runs; here the soak decides them as lost, as the crash would.
    await one.db.query(
      `UPDATE crash_rounds SET phase = 'crashed', crashed_at = now() WHERE phase <> 'crashed'`,
    );
    await one.db.query(`UPDATE crash_bets SET status = 'lost', win = 0 WHERE status = 'placed'`);
    await settleUnfinishedBets(deps, 0);

    const unsettled = await one.db.query(`SELECT
        (SELECT count(*) FROM slot_rounds WHERE status IN ('pending', 'bet_placed'))::int AS slots,
        (SELECT count(*) FROM crash_bets WHERE NOT settled AND status IN ('pending', 'placed', 'cashed', 'lost'))::int AS crash,
        (SELECT count(*) FROM roulette_settlements WHERE NOT settled)::int AS roulette,
        (SELECT count(*) FROM blackjack_rounds WHERE status IN ('betting', 'playing', 'finished'))::int AS blackjack,
        (SELECT count(*) FROM poker_rounds WHERE status IN ('betting', 'playing', 'finished'))::int AS poker,
        (SELECT count(*) FROM table_settlements WHERE NOT settled)::int AS tables`);
    const after = await houseAndPlayers(one);
    const report = await reconcileLedger(one.platform.context.db);
    const playersResult = after.players - before.players;
    const houseResult = after.house - before.house;
    console.log(
      `soak: ${SECONDS} s, ${counts.slotRounds} slot rounds (${counts.slotRefused} refused), ${counts.crashBets} crash bets (${counts.cashouts} manual cash-outs), ` +
        `${counts.rouletteBets} roulette bets, ${counts.blackjackRounds} blackjack deals, ${counts.pokerHands} poker hands, ${counts.tableBets} shared-round table bets, ${counts.refusals} refusals ${JSON.stringify(Object.fromEntries(refusals))}; players ${playersResult} millimes, house ${houseResult} millimes; ` +
        `ledger audit: ${report.checks.length} checks, ${report.examined} rows, ${report.breaks} breaks; unsettled ${JSON.stringify(unsettled.rows[0])}`,
    );
    expect(report.breaks).toBe(0);
    expect(unsettled.rows[0]).toEqual({
      slots: 0,
      crash: 0,
      roulette: 0,
      blackjack: 0,
      poker: 0,
      tables: 0,
    });
    expect(houseResult).toBe(-playersResult);
  });
});
