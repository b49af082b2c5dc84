/**
 * Shared crash rounds on two studio instances over one database, against the real platform: one
 * instance leads, both relay the same rounds and crash points to their players; auto and manual
 * cash-outs are paid, a late cash-out or bet is refused, a lost bet closes its part with 0; the
 * verifier data recomputes the round.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { connectPlayer, connectSession, type Player } from '../../test/sockets';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { crashPointOf, generateChain } from './fairness';

// sha256('crash-16543'), a chain of 5, salt 'test-salt': round 1 crashes at 1.29×, round 2 at 1.03×.
const SECRET = 'e452c1a82a63bae299e0f0a9aa6784a2551c3c3d0943f55c362aae707297d5f2';
const SALT = 'test-salt';
const CRASH_GAME = 1271;
const timing = { bettingMs: 3000, pauseMs: 300, tickMs: 50, chainLength: 5 };

let one: TestStudio;
let two: TestStudio;

const isRound = (phase: string, id?: number) => (m: Record<string, unknown>) =>
  m.type === 'round' &&
  (m.round as { phase: string; id: number }).phase === phase &&
  (id === undefined || (m.round as { id: number }).id === id);

const player = (studio: TestStudio, cash: number): Promise<Player> =>
  connectPlayer(studio, cash, CRASH_GAME, 'crash');

beforeAll(async () => {
  one = await startTestStudio(undefined, { timing, chainSecret: SECRET, salt: SALT });
  two = await one.another();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('crash rounds shared by two instances', () => {
  it('plays one round for players on both instances, paying cash-outs and closing losses', async () => {
    // eslint-disable-next-line prefer-const
    let [ana, ben, dan, eve] = await Promise.all([
      player(one, 10_000),
      player(two, 10_000),
      player(two, 10_000),
      player(one, 10_000),
    ]);
    const hello = await ana.next((m) => m.type === 'hello');
    expect(hello.balance).toBe(10_000);
    one.leader!.start();
    two.leader!.start();

    const betting = await ana.next(isRound('betting'));
    const roundId = (betting.round as { id: number }).id;
    expect([one.leader!.leading, two.leader!.leading].filter(Boolean)).toHaveLength(1);
    ana.send({ type: 'bet', amount: 1_000, autoCashout: 110 });
    ben.send({ type: 'bet', amount: 2_000 });
    dan.send({ type: 'bet', amount: 1_000 });
    const placed = await Promise.all(
      [ana, ben, dan].map((p) => p.next((m) => m.type === 'bet-result')),
    );
    for (const answer of placed) expect(answer).toMatchObject({ ok: true });
    const anaBet = placed[0]!.bet as number;
    expect(anaBet).toEqual(expect.any(Number));
    expect(await one.platform.cash(ben.id)).toBe(8_000);

    // Ana reloads before her auto cash-out: the greeting names her bet, and once the studio has
    // paid it her new page is told (her bet by its id) and reads the balance the wallet holds.
    ana.socket.close();
    ana = await connectSession(two, ana.id, ana.session, 'crash');
    expect((await ana.next((m) => m.type === 'hello')).bet).toMatchObject({
      id: anaBet,
      status: 'placed',
      autoCashout: 110,
    });

    // Dan reloads the page mid-round: his bet is in the greeting, and he cashes out on the new socket.
    dan.socket.close();
    dan = await connectSession(two, dan.id, dan.session, 'crash');
    expect((await dan.next((m) => m.type === 'hello')).bet).toMatchObject({
      amount: 1_000,
      status: 'placed',
    });
    await ana.next(isRound('running', roundId));
    eve.send({ type: 'bet', amount: 1_000 });
    expect(await eve.next((m) => m.type === 'bet-result')).toMatchObject({
      ok: false,
      status: 'betting_closed',
    });

    expect(await ana.next((m) => m.type === 'cashed' && m.bet === anaBet)).toMatchObject({
      cashout: 110,
      win: 1_100,
    });
    await ana.next((m) => m.type === 'paid' && m.bet === anaBet);
    const session = (await (
      await fetch(`${two.url}/providers/studio/api/session/${ana.session}`)
    ).json()) as { balance: number };
    expect(session.balance).toBe(10_000 - 1_000 + 1_100);

    await dan.next((m) => m.type === 'tick' && (m.multiplier as number) >= 105);
    dan.send({ type: 'cashout' });
    const cashed = await dan.next((m) => m.type === 'cashout-result');
    expect(cashed).toMatchObject({ ok: true });
    const danMultiplier = cashed.cashout as number;
    expect(danMultiplier).toBeGreaterThanOrEqual(105);
    expect(danMultiplier).toBeLessThan(129);
    expect(cashed.win).toBe(Math.floor((1_000 * danMultiplier) / 100));

    const [crashedOne, crashedTwo] = await Promise.all([
      ana.next(isRound('crashed', roundId)),
      ben.next(isRound('crashed', roundId)),
    ]);
    const chain = generateChain(5, SECRET);
    expect((crashedOne.round as { crash: number }).crash).toBe(129);
    expect(crashedTwo.round).toEqual(crashedOne.round);
    expect((crashedOne.round as { hash: string }).hash).toBe(chain[1]);
    expect(crashPointOf(chain[1]!, SALT)).toBe(129);

    // Ben never cashed out: after the crash his cash-out loses.
    ben.send({ type: 'cashout' });
    expect(await ben.next((m) => m.type === 'cashout-result')).toMatchObject({ ok: false });

    const settled = async () => [
      await one.platform.cash(ana.id),
      await one.platform.cash(ben.id),
      await one.platform.cash(dan.id),
      await one.platform.cash(eve.id),
    ];
    const expected = [
      10_000 - 1_000 + 1_100,
      8_000,
      10_000 - 1_000 + (cashed.win as number),
      10_000,
    ];
    for (let i = 0; i < 50 && JSON.stringify(await settled()) !== JSON.stringify(expected); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await settled()).toEqual(expected);
    // A loss moves no money: its closing win of 0 is sent just after the crash.
    const bets = async () => {
      const { rows } = await one.db.query(
        `SELECT player_id::int AS player, status, settled FROM crash_bets WHERE round_id = $1`,
        [roundId],
      );
      return Object.fromEntries(rows.map((row) => [row.player, [row.status, row.settled]]));
    };
    const decided = {
      [ana.id]: ['cashed', true],
      [ben.id]: ['lost', true],
      [dan.id]: ['cashed', true],
    };
    for (let i = 0; i < 50 && JSON.stringify(await bets()) !== JSON.stringify(decided); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await bets()).toEqual(decided);
    for (const p of [ana, ben, dan, eve]) p.socket.close();
  });

  it('publishes each finished round so anyone can recompute it without logging in', async () => {
    const list = await one.app.inject({ method: 'GET', url: '/providers/studio/api/crash/rounds' });
    expect(list.statusCode).toBe(200);
    const { rounds, chains } = list.json();
    expect(chains[0]).toMatchObject({
      terminal_hash: generateChain(5, SECRET)[0],
      salt: SALT,
      length: 5,
    });
    const first = rounds.at(-1);
    const detail = (
      await two.app.inject({ method: 'GET', url: `/providers/studio/api/crash/rounds/${first.id}` })
    ).json();
    expect(detail).toMatchObject({ index: 1, crash: 129, recomputed: { crash: 129, index: 1 } });
    expect(
      (await one.app.inject({ method: 'GET', url: '/providers/studio/api/crash/rounds/999999' }))
        .statusCode,
    ).toBe(404);
  });

  it('goes on when the leading instance stops: the other takes the lock and runs the next rounds', async () => {
    const [leading, other] = one.leader!.leading ? [one, two] : [two, one];
    const watcher = await player(other, 1_000);
    await leading.leader!.stop();
    const before = (
      (await other.db.query('SELECT max(id)::int AS id FROM crash_rounds')).rows[0] as {
        id: number;
      }
    ).id;
    const next = await watcher.next(
      (m) => m.type === 'round' && (m.round as { id: number }).id > before,
      20_000,
    );
    expect(next.type).toBe('round');
    expect(other.leader!.leading).toBe(true);
    watcher.socket.close();
  });
});
