/**
 * The studio against the real platform: launching from a StartGame URL, the game page, slot
 * rounds paid through the signed wallet, refusals, and rounds left unconfirmed finished later.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestStudio, type TestStudio } from '../test/studio';
import { gameById, tableFamilyOf } from './catalogue/games';
import { modelById } from './slots/models';
import { settleUnfinishedRounds } from './slots/service';
import { shownRtp } from './slots/shown-rtp';

let studio: TestStudio;
const SLOT = 1001;
const slotModel = modelById(gameById(SLOT)!.model!);
const lineBet = slotModel.lineBets[0]!;
const totalBet = lineBet * slotModel.lines.length;

const spin = (session: string, bet = lineBet) =>
  studio.app.inject({
    method: 'POST',
    url: '/providers/studio/api/slots/spin',
    payload: { session, lineBet: bet },
  });

async function roundRow(id: string) {
  const { rows } = await studio.db.query<{ status: string; bet: number; win: number }>(
    'SELECT status, bet::int AS bet, win::int AS win FROM slot_rounds WHERE id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  studio = await startTestStudio();
});
afterAll(() => studio.close());

describe('launch', () => {
  it('redeems the launch token once and opens the game page of the session', async () => {
    const player = await studio.platform.player(30_000);
    const launch = await studio.platform.launch(player.bearer, SLOT);
    expect(launch.pathname).toBe('/providers/studio/play');
    const first = await studio.app.inject({
      method: 'GET',
      url: `${launch.pathname}${launch.search}`,
    });
    expect(first.statusCode).toBe(303);
    const page = await studio.app.inject({ method: 'GET', url: String(first.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const boot = JSON.parse(
      /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(boot).toMatchObject({
      balance: 30_000,
      currency: 'TND',
      game: { id: SLOT, name: 'Mega Reels' },
      model: { id: slotModel.id, rtp: shownRtp(slotModel) },
    });

    // The launch URL is spent: opening it again is refused, in the player's language.
    const again = await studio.app.inject({
      method: 'GET',
      url: `${launch.pathname}${launch.search.replace(/lang=\w+/, 'lang=ar')}`,
    });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('dir="rtl"');
    expect(again.body).toContain('انتهت صلاحية رابط اللعبة');
    // A reload of the game page resumes the session.
    expect(
      (await studio.app.inject({ method: 'GET', url: String(first.headers.location) })).statusCode,
    ).toBe(200);
  });

  it('refuses a made-up token and an unknown session', async () => {
    expect(
      (
        await studio.app.inject({
          method: 'GET',
          url: '/providers/studio/play?token=aaaaaaaaaaaaaaaaaaaaaaaa&lang=en',
        })
      ).statusCode,
    ).toBe(401);
    const page = await studio.app.inject({
      method: 'GET',
      url: '/providers/studio/game/nosuchsessionnosuchsession',
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('slot rounds through the wallet', () => {
  it('debits the bet and credits the win: the platform balance moves by exactly the round result', async () => {
    const player = await studio.playerInGame(100_000, SLOT);
    let expected = 100_000;
    for (let i = 0; i < 15; i++) {
      const response = await spin(player.session);
      expect(response.statusCode).toBe(200);
      const round = response.json();
      expect(round.bet).toBe(totalBet);
      const spins = [round.base, ...round.free];
      expect(round.win).toBe(spins.reduce((sum: number, s: { win: number }) => sum + s.win, 0));
      expected += round.win - totalBet;
      expect(round.balance).toBe(expected);
      expect(await roundRow(round.round)).toEqual({
        status: 'settled',
        bet: totalBet,
        win: round.win,
      });
    }
    expect(await studio.platform.cash(player.id)).toBe(expected);
  });

  it('never plays a bet the platform refuses', async () => {
    const player = await studio.playerInGame(totalBet - 1, SLOT);
    const response = await spin(player.session);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      ok: false,
      status: 'insufficient_funds',
      balance: totalBet - 1,
    });
    expect(response.json().base).toBeUndefined();
    const { rows } = await studio.db.query(
      'SELECT status, refusal FROM slot_rounds WHERE session_id = $1',
      [player.session],
    );
    expect(rows).toEqual([{ status: 'refused', refusal: 'insufficient_funds' }]);
    expect(await studio.platform.cash(player.id)).toBe(totalBet - 1);
  });

  it("shows the player's loss-limit refusal and plays nothing", async () => {
    const player = await studio.playerInGame(100_000, SLOT);
    const limit = await fetch(`${studio.platform.baseUrl}/api/responsible-gambling/limits`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${player.bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'loss', period: 'day', amount: totalBet - 1 }),
    });
    expect(limit.status).toBe(200);
    const response = await spin(player.session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, status: 'limit_reached' });
    expect(response.json().base).toBeUndefined();
    const { rows } = await studio.db.query(
      'SELECT status, refusal FROM slot_rounds WHERE session_id = $1',
      [player.session],
    );
    expect(rows).toEqual([{ status: 'refused', refusal: 'limit_reached' }]);
    expect(await studio.platform.cash(player.id)).toBe(100_000);
  });

  it('refuses a bet level the game does not offer, and a bad body, moving nothing', async () => {
    const player = await studio.playerInGame(50_000, SLOT);
    expect((await spin(player.session, lineBet + 1)).statusCode).toBe(400);
    const bad = await studio.app.inject({
      method: 'POST',
      url: '/providers/studio/api/slots/spin',
      payload: { session: player.session, lineBet: '10' + 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await studio.platform.cash(player.id)).toBe(50_000);
  });
});

describe('rounds left unconfirmed', () => {
  it('pays a win whose answer never came, and rolls back a bet whose answer never came', async () => {
    let failWins = true;
    let failBets = false;
    const down = (action: 'bet' | 'win' | 'rollback') =>
      Promise.reject(new WalletUnavailableError(action, 3, 'test: no answer'));
    const flaky = await startTestStudio((real): WalletClient => ({
      ...real,
      bet: (input) => (failBets ? down('bet') : real.bet(input)),
      win: (input) => (failWins ? down('win') : real.win(input)),
      rollback: (input) => (failBets ? down('rollback') : real.rollback(input)),
    }));
    try {
      const player = await flaky.playerInGame(60_000, SLOT);
      const round = (
        await flaky.app.inject({
          method: 'POST',
          url: '/providers/studio/api/slots/spin',
          payload: { session: player.session, lineBet },
        })
      ).json();
      expect(round.balance).toBeNull();
      expect(await flaky.platform.cash(player.id)).toBe(60_000 - totalBet);
      failWins = false;
      expect(await settleUnfinishedRounds(flaky.db, flaky.wallet, 0)).toBe(1);
      expect(await flaky.platform.cash(player.id)).toBe(60_000 - totalBet + round.win);

      failBets = true;
      const lost = await flaky.app.inject({
        method: 'POST',
        url: '/providers/studio/api/slots/spin',
        payload: { session: player.session, lineBet },
      });
      expect(lost.statusCode).toBe(503);
      failBets = false;
      expect(await settleUnfinishedRounds(flaky.db, flaky.wallet, 0)).toBe(1);
      const { rows } = await flaky.db.query(
        `SELECT status FROM slot_rounds WHERE session_id = $1 ORDER BY created_at`,
        [player.session],
      );
      expect(rows.map((row) => row.status)).toEqual(['settled', 'rolled_back']);
      expect(await flaky.platform.cash(player.id)).toBe(60_000 - totalBet + round.win);
    } finally {
      await flaky.close();
    }
  });
});

describe('catalogue', () => {
  it('maps every game the platform lists to an engine, and every slot to one math model', async () => {
    const listed: Array<{ game_id: number; type: number }> = [];
    for (let page = 1; ; page++) {
      const response = await studio.platform.context.app.inject({
        method: 'GET',
        url: `/api/get_slot_game?page_index=${page}&page_size=100`,
      });
      const body = response.json();
      listed.push(...body.data);
      if (!body.paginationInfo.hasNextPage) break;
    }
    expect(listed.length).toBe(310);
    const engines = { 1: 'slots', 3: 'crash' } as Record<number, string>;
    for (const entry of listed) {
      const game = gameById(entry.game_id);
      // A live table is played by the engine of the game its name names.
      const expected = entry.type === 2 ? tableFamilyOf(game!.name) : engines[entry.type];
      expect({ id: entry.game_id, engine: game?.engine }).toEqual({
        id: entry.game_id,
        engine: expected,
      });
      if (entry.type === 1) expect(() => modelById(game!.model!)).not.toThrow();
    }
    const slots = listed
      .filter((entry) => entry.type === 1)
      .map((entry) => gameById(entry.game_id)!);
    expect(new Set(slots.map((game) => game.model)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('tile artwork', () => {
  it("draws every game's tile from its theme, without its name in the picture", async () => {
    for (const id of [1001, 1071, 1211, 1271]) {
      const response = await studio.app.inject({
        method: 'GET',
        url: `/providers/studio/tiles/${id}.svg`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      const game = gameById(id)!;
      expect(response.body).toContain(game.theme.colors[2]);
      expect(response.body).not.toContain(game.name);
      expect(response.body).not.toMatch(/<text/);
    }
    expect(
      (await studio.app.inject({ method: 'GET', url: '/providers/studio/tiles/99.svg' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await studio.app.inject({ method: 'GET', url: '/providers/studio/tiles/..%2Fx.svg' }))
        .statusCode,
    ).toBe(404);
  });
});
