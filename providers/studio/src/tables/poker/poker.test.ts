/**
 * Casino Hold'em against the real platform: a hand dealt and decided over the socket, each stake
 * (ante, AA bonus, call) its own wallet bet, one win closing the hand; a replayed decision or
 * win paying nothing more; another player's session refused; bad input refused with nothing
 * moved; a stake the wallet refuses leaving no money taken; an abandoned hand folded and paid once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { GAMES } from '../../catalogue/games';
import { connectSession, type Player } from '../../../test/sockets';
import { startTestStudio, type TestStudio } from '../../../test/studio';
import { commitmentOf } from '../fair-draw';
import { deckOf, settlePoker, totalStaked, type PokerState } from './game';
import { recoverPoker } from './recovery';
import { recomputePokerRound } from './verify';

const TABLE = [...GAMES.values()].find((game) => game.engine === 'poker')!;
const ANTE = TABLE.limits!.minBet;
let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio(undefined, undefined, undefined, undefined, undefined, {});
  await studio.app.listen({ port: 0, host: '127.0.0.1' });
  studio.url = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
});
afterAll(() => studio.close());

interface RoundMessage {
  id: number;
  status: string;
  commitment: string;
  actions?: string[];
  win?: number;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  player?: number[];
  board?: number[];
  dealer?: number[];
}

async function seat(cash: number): Promise<Player> {
  const { id, session } = await studio.playerInGame(cash, TABLE.id);
  return connectSession(studio, id, session, 'poker');
}

/** Sends a message and waits for its answer (the next `round` or `refused` after it). */
async function ask(player: Player, message: unknown): Promise<Record<string, unknown>> {
  const seen = player.messages.length;
  player.send(message);
  return player.next(
    (m) => player.messages.indexOf(m) >= seen && (m.type === 'round' || m.type === 'refused'),
  );
}

const roundOf = (message: Record<string, unknown>) => message.round as RoundMessage;
const cash = (player: { id: number }) => studio.platform.cash(player.id);

async function stored(id: number) {
  const { rows } = await studio.db.query<{ status: string; win: number; state: PokerState }>(
    'SELECT status, win::int, state FROM poker_rounds WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

async function stakes(id: number) {
  const { rows } = await studio.db.query<{ kind: string; amount: number; status: string }>(
    'SELECT kind, amount::int, status FROM poker_stakes WHERE round_id = $1 ORDER BY id',
    [id],
  );
  return rows;
}

describe("Casino Hold'em over the socket", () => {
  it('commits the seed, takes ante, bonus and call, pays one win and reveals a seed that verifies', async () => {
    const player = await seat(100_000);
    const ready = roundOf(await player.next((m) => m.type === 'round'));
    expect(ready.status).toBe('ready');
    expect(ready.serverSeed).toBeUndefined();
    const dealt = await ask(player, {
      type: 'deal',
      ante: ANTE,
      aaBonus: ANTE,
      clientSeed: 'mine-1',
    });
    const hand = roundOf(dealt);
    expect(hand).toMatchObject({ id: ready.id, status: 'playing', actions: ['call', 'fold'] });
    // Only the player's cards and the flop are sent while the player decides.
    expect(hand.player).toHaveLength(2);
    expect(hand.board).toHaveLength(3);
    expect(hand.dealer).toBeUndefined();
    expect(dealt.balance).toBe(100_000 - 2 * ANTE);
    expect(await cash(player)).toBe(100_000 - 2 * ANTE);

    const end = await ask(player, { type: 'action', round: hand.id, action: 'call' });
    const previous = end.previous as Required<RoundMessage>;
    expect(previous.id).toBe(ready.id);
    expect(commitmentOf(previous.serverSeed)).toBe(ready.commitment);
    expect(roundOf(end).status).toBe('ready');
    expect(roundOf(end).commitment).not.toBe(ready.commitment);
    const row = await stored(ready.id);
    expect(row.status).toBe('settled');
    // The cards are the revealed seed's deck, in the table's order.
    const deck = deckOf(previous.serverSeed, 'mine-1', previous.nonce);
    expect(row.state.player).toEqual(deck.slice(0, 2));
    expect(row.state.dealer).toEqual(deck.slice(2, 4));
    expect(row.state.board).toEqual(deck.slice(4, 9));
    expect(previous.win).toBe(settlePoker(row.state).total);
    expect(await stakes(ready.id)).toEqual([
      { kind: 'ante', amount: ANTE, status: 'placed' },
      { kind: 'bonus', amount: ANTE, status: 'placed' },
      { kind: 'call', amount: 2 * ANTE, status: 'placed' },
    ]);
    expect(totalStaked(row.state)).toBe(4 * ANTE);
    const after = 100_000 - 4 * ANTE + previous.win;
    expect(await cash(player)).toBe(after);
    expect(end.balance).toBe(after);

    // A guest reads the finished hand and recomputes it from its seed alone.
    const published = await studio.app.inject({
      url: `/providers/studio/api/tables/poker/rounds/${ready.id}`,
    });
    expect(published.statusCode).toBe(200);
    const body = published.json<Parameters<typeof recomputePokerRound>[0] & { returned: number }>();
    expect(recomputePokerRound(body)).toMatchObject({ ok: true, returned: previous.win });
    expect(recomputePokerRound({ ...body, serverSeed: '00'.repeat(32) })).toEqual({
      ok: false,
      reason: 'seed_does_not_match_commitment',
    });
    // The next hand, committed but not played, is not published: its seed stays secret.
    const next = await studio.app.inject({
      url: `/providers/studio/api/tables/poker/rounds/${roundOf(end).id}`,
    });
    expect(next.statusCode).toBe(404);
    expect(next.body).not.toContain('serverSeed');
    for (const bad of ['0', 'abc', '1%27%20or%201=1', '99999999999999999999'])
      expect(
        (await studio.app.inject({ url: `/providers/studio/api/tables/poker/rounds/${bad}` }))
          .statusCode,
      ).toBe(400);

    // Replays: the captured call message, the recovery job and the wallet's win sent again.
    expect(await ask(player, { type: 'action', round: hand.id, action: 'call' })).toMatchObject({
      type: 'refused',
      status: 'round_not_open',
    });
    await recoverPoker(
      { db: studio.db, wallet: studio.wallet },
      { staleSeconds: 0, abandonAfterSeconds: 0 },
    );
    const again = await studio.wallet.win({
      token: (
        await studio.db.query<{ wallet_token: string }>(
          'SELECT s.wallet_token FROM poker_rounds r JOIN sessions s ON s.id = r.session_id WHERE r.id = $1',
          [ready.id],
        )
      ).rows[0]!.wallet_token,
      round: `ph-${ready.id}`,
      reference: `ph-${ready.id}:win`,
      amount: previous.win,
    });
    expect(again.ok).toBe(true);
    expect(await cash(player)).toBe(after);
    player.socket.close();
  });

  it('folds: the ante is lost, no call is taken, the bonus still settles', async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    const hand = roundOf(
      await ask(player, { type: 'deal', ante: ANTE, aaBonus: ANTE, clientSeed: 'f1' }),
    );
    const end = await ask(player, { type: 'action', round: hand.id, action: 'fold' });
    const row = await stored(hand.id);
    expect(settlePoker(row.state).outcome).toBe('fold');
    expect((end.previous as RoundMessage).win).toBe(settlePoker(row.state).bonus);
    expect((await stakes(hand.id)).map((stake) => stake.kind)).toEqual(['ante', 'bonus']);
    expect(await cash(player)).toBe(100_000 - 2 * ANTE + row.win);
    player.socket.close();
  });

  it("refuses another player's session on this hand, and a call sent twice debits once", async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    const hand = roundOf(
      await ask(player, { type: 'deal', ante: ANTE, aaBonus: 0, clientSeed: 'o1' }),
    );
    const other = await seat(100_000);
    await other.next((m) => m.type === 'round');
    for (const action of ['call', 'fold'])
      expect(await ask(other, { type: 'action', round: hand.id, action })).toMatchObject({
        type: 'refused',
        status: 'round_not_found',
      });
    expect(await cash(other)).toBe(100_000);
    expect((await stored(hand.id)).status).toBe('playing');
    // Two calls at once, from two sockets of the same session: one is taken.
    const twin = await connectSession(studio, player.id, player.session, 'poker');
    await twin.next((m) => m.type === 'round');
    const answers = await Promise.all([
      ask(player, { type: 'action', round: hand.id, action: 'call' }),
      ask(twin, { type: 'action', round: hand.id, action: 'call' }),
    ]);
    expect(answers.filter((answer) => answer.type === 'round').length).toBeGreaterThanOrEqual(1);
    expect((await stakes(hand.id)).filter((stake) => stake.kind === 'call')).toHaveLength(1);
    const row = await stored(hand.id);
    expect(row.status).toBe('settled');
    expect(await cash(player)).toBe(100_000 - 3 * ANTE + row.win);
    for (const socket of [player, other, twin]) socket.socket.close();
  });

  it('refuses loose messages and stakes outside the limits, moving nothing', async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    for (const bad of [
      { type: 'deal', ante: String(ANTE), aaBonus: 0, clientSeed: 'x' },
      { type: 'deal', ante: ANTE + 0.5, aaBonus: 0, clientSeed: 'x' },
      { type: 'deal', ante: ANTE, aaBonus: -1, clientSeed: 'x' },
      { type: 'deal', ante: ANTE, clientSeed: 'x' },
      { type: 'deal', ante: ANTE, aaBonus: 0, clientSeed: 'x', extra: 1 },
      { type: 'deal', ante: ANTE, aaBonus: 0, clientSeed: 'not ok!' },
      { type: 'action', round: 1, action: 'raise' },
      { type: 'action', round: '1', action: 'call' },
      [1, 2],
    ])
      expect(await ask(player, bad)).toMatchObject({ type: 'refused', status: 'bad_message' });
    for (const [ante, aaBonus] of [
      [TABLE.limits!.maxBet + 1, 0],
      [ANTE - 1, 0],
      [ANTE, TABLE.limits!.maxBet + 1],
      [ANTE, ANTE - 1],
    ])
      expect(await ask(player, { type: 'deal', ante, aaBonus, clientSeed: 'x' })).toMatchObject({
        type: 'refused',
        status: 'bet_out_of_limits',
      });
    expect(await cash(player)).toBe(100_000);
    player.socket.close();
  });

  it('gives the ante back when the wallet refuses the bonus, and keeps the hand when it refuses the call', async () => {
    // Enough for the ante, not for the ante and the bonus.
    const poor = await seat(ANTE + 1);
    const ready = roundOf(await poor.next((m) => m.type === 'round'));
    expect(
      await ask(poor, { type: 'deal', ante: ANTE, aaBonus: ANTE, clientSeed: 'p1' }),
    ).toMatchObject({
      type: 'refused',
      status: 'insufficient_funds',
    });
    expect((await stored(ready.id)).status).toBe('refused');
    expect(await stakes(ready.id)).toEqual([
      { kind: 'ante', amount: ANTE, status: 'rolled_back' },
      { kind: 'bonus', amount: ANTE, status: 'refused' },
    ]);
    expect(await cash(poor)).toBe(ANTE + 1);
    // The ante alone is dealt; the call cannot be covered, so the hand waits for a fold.
    const hand = roundOf(
      await ask(poor, { type: 'deal', ante: ANTE, aaBonus: 0, clientSeed: 'p2' }),
    );
    expect(hand.status).toBe('playing');
    expect(await ask(poor, { type: 'action', round: hand.id, action: 'call' })).toMatchObject({
      type: 'refused',
      status: 'insufficient_funds',
    });
    expect((await stored(hand.id)).status).toBe('playing');
    const end = await ask(poor, { type: 'action', round: hand.id, action: 'fold' });
    expect((end.previous as RoundMessage).win).toBe(0);
    expect(await cash(poor)).toBe(1);
    poor.socket.close();
  });

  it('folds a hand left undecided, pays it once, and keeps it across a reconnect until then', async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    const hand = roundOf(
      await ask(player, { type: 'deal', ante: ANTE, aaBonus: ANTE, clientSeed: 'a1' }),
    );
    player.socket.close();
    const again = await connectSession(studio, player.id, player.session, 'poker');
    const resumed = roundOf(await again.next((m) => m.type === 'round'));
    expect(resumed).toMatchObject({
      id: hand.id,
      status: 'playing',
      player: hand.player,
      board: hand.board,
    });
    expect(
      await ask(again, { type: 'deal', ante: ANTE, aaBonus: 0, clientSeed: 'a2' }),
    ).toMatchObject({
      status: 'round_in_progress',
    });
    const deps = { db: studio.db, wallet: studio.wallet };
    await recoverPoker(deps, { abandonAfterSeconds: 0 });
    await recoverPoker(deps, { abandonAfterSeconds: 0 });
    const row = await stored(hand.id);
    expect(row.status).toBe('settled');
    expect(row.state.actions).toEqual(['fold']);
    expect(await cash(player)).toBe(100_000 - 2 * ANTE + row.win);
    again.socket.close();
  });
});
