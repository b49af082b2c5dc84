/**
 * Shared provider rounds (crash, roulette): several players bet in one round, each player's part
 * is settled on its own, and no player's token reaches another player's part.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  signedPost,
  type TestContext,
} from '../../test/harness';

let t: TestContext;
const players: Record<'ana' | 'ben' | 'cyd', { id: number; token: string }> = {} as never;

async function launchToken(username: string): Promise<string> {
  const session = await loginToken(t.app, username);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(session),
    payload: { game_id: 1001, provider: 37 },
  });
  const token = new URL(started.json().url, 'http://x').searchParams.get('token')!;
  expect((await signedPost(t.app, t.config, 'studio', 'authenticate', { token })).statusCode).toBe(
    200,
  );
  return token;
}

const as = (name: keyof typeof players, action: string, body: Record<string, unknown>) =>
  signedPost(t.app, t.config, 'studio', action, { token: players[name].token, ...body });

async function parts(round: string) {
  const { rows } = await t.db.query<{
    username: string;
    bet_total: number;
    win_total: number;
    status: string;
  }>(
    `SELECT p.username, r.bet_total, r.win_total, r.status
       FROM game_rounds r JOIN players p ON p.id = r.player_id
      WHERE r.source = 'studio' AND r.round_ref = $1 ORDER BY p.username`,
    [round],
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestContext();
  for (const name of ['ana', 'ben', 'cyd'] as const) {
    const id = await addPlayer(t.db, name, 100_000);
    players[name] = { id, token: await launchToken(name) };
  }
});
afterAll(() => t.close());

describe('shared rounds', () => {
  it('lets several players bet in one round, each settling their own part', async () => {
    expect(
      (await as('ana', 'bet', { round: 'crash-1', reference: 'ana-b1', amount: 10_000 }))
        .statusCode,
    ).toBe(200);
    const ben = await as('ben', 'bet', { round: 'crash-1', reference: 'ben-b1', amount: 4_000 });
    expect(ben.statusCode).toBe(200);
    expect(ben.json()).toMatchObject({ status: 'ok', balance: 96_000 });
    expect(
      (await as('ben', 'bet', { round: 'crash-1', reference: 'ben-b2', amount: 1_000 })).statusCode,
    ).toBe(200);

    // Ana cashes out: her part closes, Ben's stays open.
    expect(
      (await as('ana', 'win', { round: 'crash-1', reference: 'ana-w1', amount: 25_000 })).json(),
    ).toMatchObject({ status: 'ok', balance: 115_000 });
    expect(await parts('crash-1')).toEqual([
      { username: 'ana', bet_total: 10_000, win_total: 25_000, status: 'closed' },
      { username: 'ben', bet_total: 5_000, win_total: 0, status: 'open' },
    ]);
    expect(
      (await as('ana', 'bet', { round: 'crash-1', reference: 'ana-b2', amount: 1_000 })).json()
        .status,
    ).toBe('round_closed');

    // Ben can still bet, roll back and win on his part.
    expect(
      (await as('ben', 'bet', { round: 'crash-1', reference: 'ben-b3', amount: 2_000 })).statusCode,
    ).toBe(200);
    expect((await as('ben', 'rollback', { reference: 'ben-b2' })).json()).toMatchObject({
      status: 'ok',
      rolled_back: 1_000,
    });
    expect(
      (await as('ben', 'win', { round: 'crash-1', reference: 'ben-w1', amount: 0 })).statusCode,
    ).toBe(200);
    expect(await parts('crash-1')).toEqual([
      { username: 'ana', bet_total: 10_000, win_total: 25_000, status: 'closed' },
      { username: 'ben', bet_total: 6_000, win_total: 0, status: 'closed' },
    ]);
    expect(await cashOf(t.db, players.ana.id)).toBe(115_000);
    expect(await cashOf(t.db, players.ben.id)).toBe(94_000);
  });

  it("never lets one player's token settle or roll back another player's part", async () => {
    await as('ana', 'bet', { round: 'crash-2', reference: 'ana-c2', amount: 3_000 });
    await as('ben', 'bet', { round: 'crash-2', reference: 'ben-c2', amount: 3_000 });
    const cash = {
      ana: await cashOf(t.db, players.ana.id),
      ben: await cashOf(t.db, players.ben.id),
      cyd: await cashOf(t.db, players.cyd.id),
    };
    // Cyd has no part in the round: a win with his token finds nothing to settle.
    const cydWin = await as('cyd', 'win', { round: 'crash-2', reference: 'cyd-w', amount: 50_000 });
    expect(cydWin.statusCode).toBe(404);
    expect(cydWin.json().status).toBe('round_not_found');
    // Ana's token cannot roll back Ben's bet.
    const steal = await as('ana', 'rollback', { reference: 'ben-c2' });
    expect(steal.statusCode).toBe(409);
    // Ana closing her part does not close Ben's.
    expect(
      (await as('ana', 'win', { round: 'crash-2', reference: 'ana-c2-w', amount: 0 })).statusCode,
    ).toBe(200);
    expect(
      (await as('ana', 'win', { round: 'crash-2', reference: 'ana-c2-w2', amount: 9_000 })).json()
        .status,
    ).toBe('round_closed');
    expect(await cashOf(t.db, players.ana.id)).toBe(cash.ana);
    expect(await cashOf(t.db, players.ben.id)).toBe(cash.ben);
    expect(await cashOf(t.db, players.cyd.id)).toBe(cash.cyd);
    expect(await parts('crash-2')).toEqual([
      { username: 'ana', bet_total: 3_000, win_total: 0, status: 'closed' },
      { username: 'ben', bet_total: 3_000, win_total: 0, status: 'open' },
    ]);
    expect(
      (await as('ben', 'win', { round: 'crash-2', reference: 'ben-c2-w', amount: 6_000 })).json(),
    ).toMatchObject({ status: 'ok', balance: cash.ben + 6_000 });
  });

  it('shows each player their own part in the round history', async () => {
    await as('ana', 'bet', { round: 'roulette-1', reference: 'ana-r1', amount: 2_000 });
    await as('ben', 'bet', { round: 'roulette-1', reference: 'ben-r1', amount: 7_000 });
    await as('ana', 'win', { round: 'roulette-1', reference: 'ana-r1-w', amount: 0 });
    await as('ben', 'win', { round: 'roulette-1', reference: 'ben-r1-w', amount: 21_000 });
    for (const [name, bet, win, status] of [
      ['ana', 2_000, 0, 'Lost'],
      ['ben', 7_000, 21_000, 'Win'],
    ] as const) {
      const history = (
        await t.app.inject({
          url: '/api/CasinoHistory?pageSize=50',
          headers: bearer(await loginToken(t.app, name)),
        })
      ).json();
      const rows = history.data.filter((r: { event_id: string }) => r.event_id === 'roulette-1');
      expect(rows).toEqual([expect.objectContaining({ amount: bet, win_amount: win, status })]);
    }
  });
});
