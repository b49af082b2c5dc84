/**
 * Blackjack against the real platform: a round dealt and decided over the socket, every stake its
 * own wallet bet, one win closing the round; a round surviving a reconnect; another player's
 * round refused; an abandoned round resolved by the rule; bad messages refused with nothing moved.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { GAMES } from '../../catalogue/games';
import { connectSession, type Player } from '../../../test/sockets';
import { startTestStudio, type TestStudio } from '../../../test/studio';
import { commitmentOf } from '../fair-draw';
import { recoverBlackjack } from './recovery';
import { recomputeBlackjackRound } from './verify';
import { shoeOf } from './service';
import { settle, totalStaked, type BlackjackState } from './rules';

const TABLE = [...GAMES.values()].find((game) => game.engine === 'blackjack')!;
let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio(undefined, undefined, undefined, undefined, undefined, {});
  await studio.app.listen({ port: 0, host: '127.0.0.1' });
  studio.url = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
});
afterAll(() => studio.close());

async function seat(cash: number): Promise<Player> {
  const { id, session } = await studio.playerInGame(cash, TABLE.id);
  return connectSession(studio, id, session, 'blackjack');
}

const roundOf = (message: Record<string, unknown>) =>
  message.round as {
    id: number;
    status: string;
    commitment: string;
    actions?: string[];
    win?: number;
    serverSeed?: string;
    clientSeed?: string;
    nonce?: number;
    hands?: unknown[];
  };

const balanceOf = (player: { id: number }) => studio.platform.cash(player.id);

/** Plays a dealt round to its end by standing (or declining insurance). */
async function playOut(player: Player, first: Record<string, unknown>) {
  let message = first;
  let round = roundOf(message);
  while (round.status === 'playing') {
    const action = round.actions!.includes('decline') ? 'decline' : 'stand';
    const seen = player.messages.length;
    player.send({ type: 'action', round: round.id, action });
    message = await player.next(
      (m) => player.messages.indexOf(m) >= seen && (m.type === 'round' || m.type === 'refused'),
    );
    if (message.type === 'refused') throw new Error(JSON.stringify(message));
    round = roundOf(message);
  }
  return message;
}

describe('blackjack over the socket', () => {
  it('commits the seed before the bet, deals, settles once and reveals a seed that matches', async () => {
    const player = await seat(100_000);
    const hello = await player.next((m) => m.type === 'round');
    const ready = roundOf(hello);
    expect(ready.status).toBe('ready');
    expect(ready.serverSeed).toBeUndefined();
    const seen = player.messages.length;
    player.send({ type: 'deal', amount: TABLE.limits!.minBet, clientSeed: 'mine-1' });
    const dealt = await player.next(
      (m) => player.messages.indexOf(m) >= seen && m.type === 'round',
    );
    const end =
      roundOf(dealt).id === ready.id && roundOf(dealt).status === 'playing'
        ? await playOut(player, dealt)
        : dealt;
    const previous = end.previous as {
      id: number;
      win: number;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
    };
    expect(previous.id).toBe(ready.id);
    expect(commitmentOf(previous.serverSeed)).toBe(ready.commitment);
    expect(previous.clientSeed).toBe('mine-1');
    // The next round is committed already, with a new seed.
    expect(roundOf(end).status).toBe('ready');
    expect(roundOf(end).commitment).not.toBe(ready.commitment);
    const { rows } = await studio.db.query<{ state: BlackjackState; win: number }>(
      'SELECT state, win::int FROM blackjack_rounds WHERE id = $1',
      [ready.id],
    );
    const state = rows[0]!.state;
    // The cards come from the revealed seed's shoe, in order.
    const cards = shoeOf(previous.serverSeed, 'mine-1', previous.nonce);
    expect(state.hands[0]!.cards.slice(0, 2)).toEqual([cards[0], cards[2]]);
    expect(previous.win).toBe(settle(state).total);
    expect(await balanceOf(player)).toBe(100_000 - totalStaked(state) + previous.win);
    expect(end.balance).toBe(100_000 - totalStaked(state) + previous.win);
    // A guest reads the finished round and recomputes it from its seed alone.
    const published = await studio.app.inject({
      method: 'GET',
      url: `/providers/studio/api/tables/blackjack/rounds/${ready.id}`,
    });
    expect(published.statusCode).toBe(200);
    const body = published.json<{ actions: never[]; bet: number; returned: number }>();
    const again = recomputeBlackjackRound({
      ...body,
      commitment: ready.commitment,
      serverSeed: previous.serverSeed,
      clientSeed: 'mine-1',
      nonce: ready.id,
    });
    expect(again).toMatchObject({ ok: true, returned: previous.win });
    expect(
      recomputeBlackjackRound({
        ...body,
        commitment: ready.commitment,
        serverSeed: '00'.repeat(32),
        clientSeed: 'mine-1',
        nonce: ready.id,
      }),
    ).toEqual({ ok: false, reason: 'seed_does_not_match_commitment' });
    // The next round, committed but not played, is not published: its seed stays secret.
    const next = await studio.app.inject({
      method: 'GET',
      url: `/providers/studio/api/tables/blackjack/rounds/${roundOf(end).id}`,
    });
    expect(next.statusCode).toBe(404);
    expect(next.body).not.toContain('serverSeed');
    const hostile = await studio.app.inject({
      method: 'GET',
      url: '/providers/studio/api/tables/blackjack/rounds/1%27%20or%201=1',
    });
    expect(hostile.statusCode).toBe(400);
    player.socket.close();
  });

  it('keeps a round across a reconnect and refuses a second deal beside it', async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    // Deal until a round needs a decision (a blackjack dealt ends at once).
    let round;
    for (let i = 0; i < 20; i++) {
      const seen = player.messages.length;
      player.send({ type: 'deal', amount: TABLE.limits!.minBet, clientSeed: `r${i}` });
      round = roundOf(
        await player.next((m) => player.messages.indexOf(m) >= seen && m.type === 'round'),
      );
      if (round.status === 'playing') break;
    }
    expect(round!.status).toBe('playing');
    const seen = player.messages.length;
    player.send({ type: 'deal', amount: TABLE.limits!.minBet, clientSeed: 'again' });
    expect(
      await player.next((m) => player.messages.indexOf(m) >= seen && m.type === 'refused'),
    ).toMatchObject({ status: 'round_in_progress' });
    player.socket.close();
    const again = await connectSession(studio, player.id, player.session, 'blackjack');
    const resumed = roundOf(await again.next((m) => m.type === 'round'));
    expect(resumed.id).toBe(round!.id);
    expect(resumed.status).toBe('playing');
    expect(resumed.hands).toEqual(round!.hands);
    // Another player naming this round gets nothing of it.
    const other = await seat(100_000);
    await other.next((m) => m.type === 'round');
    other.send({ type: 'action', round: round!.id, action: 'stand' });
    expect(await other.next((m) => m.type === 'refused')).toMatchObject({
      status: 'round_not_found',
    });
    // Left undecided, the round is finished by the rule and paid once.
    const before = await balanceOf(player);
    await recoverBlackjack({ db: studio.db, wallet: studio.wallet }, { abandonAfterSeconds: 0 });
    await recoverBlackjack({ db: studio.db, wallet: studio.wallet }, { abandonAfterSeconds: 0 });
    const { rows } = await studio.db.query<{ status: string; win: number; state: BlackjackState }>(
      'SELECT status, win::int, state FROM blackjack_rounds WHERE id = $1',
      [round!.id],
    );
    expect(rows[0]!.status).toBe('settled');
    expect(rows[0]!.state.actions.at(-1)).toBe('stand');
    expect(await balanceOf(player)).toBe(before + rows[0]!.win);
    again.socket.close();
    other.socket.close();
  });

  it('takes a double as its own wallet bet in the same round', async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    const bet = TABLE.limits!.minBet;
    let round;
    for (let i = 0; i < 20; i++) {
      const seen = player.messages.length;
      player.send({ type: 'deal', amount: bet, clientSeed: `d${i}` });
      let dealt = await player.next(
        (m) => player.messages.indexOf(m) >= seen && m.type === 'round',
      );
      round = roundOf(dealt);
      // A dealer's ace offers insurance first: declined, the hand may then double.
      if (round.status === 'playing' && round.actions!.includes('decline')) {
        const asked = player.messages.length;
        player.send({ type: 'action', round: round.id, action: 'decline' });
        dealt = await player.next((m) => player.messages.indexOf(m) >= asked && m.type === 'round');
        round = roundOf(dealt);
      }
      if (round.status === 'playing' && round.actions!.includes('double')) break;
      // A round that may not double is played out, so the next deal is not refused beside it.
      if (round.status === 'playing') await playOut(player, dealt);
    }
    const seen = player.messages.length;
    player.send({ type: 'action', round: round!.id, action: 'double' });
    const end = await player.next((m) => player.messages.indexOf(m) >= seen && m.type === 'round');
    const previous = end.previous as { id: number; win: number };
    expect(previous.id).toBe(round!.id);
    const { rows } = await studio.db.query<{ kind: string; amount: number; status: string }>(
      'SELECT kind, amount::int, status FROM blackjack_stakes WHERE round_id = $1 ORDER BY id',
      [round!.id],
    );
    expect(rows).toEqual([
      { kind: 'bet', amount: bet, status: 'placed' },
      { kind: 'double', amount: bet, status: 'placed' },
    ]);
    const before =
      100_000 -
      (
        await studio.db.query<{ s: number }>(
          `SELECT coalesce(sum(k.amount), 0)::int AS s FROM blackjack_stakes k JOIN blackjack_rounds r ON r.id = k.round_id
        WHERE r.player_id = $1 AND k.status = 'placed'`,
          [player.id],
        )
      ).rows[0]!.s;
    const wins = (
      await studio.db.query<{ s: number }>(
        `SELECT coalesce(sum(win), 0)::int AS s FROM blackjack_rounds WHERE player_id = $1 AND status = 'settled'`,
        [player.id],
      )
    ).rows[0]!.s;
    expect(await balanceOf(player)).toBe(before + wins);
    player.socket.close();
  });

  it('refuses loose messages and bets outside the limits, moving nothing', async () => {
    const player = await seat(100_000);
    await player.next((m) => m.type === 'round');
    for (const bad of [
      { type: 'deal', amount: '1000', clientSeed: 'x' },
      { type: 'deal', amount: 1000.5, clientSeed: 'x' },
      { type: 'deal', amount: 1000, clientSeed: 'x', extra: 1 },
      { type: 'deal', amount: 1000, clientSeed: 'not ok!' },
      { type: 'action', round: 1, action: 'surrender' },
    ]) {
      const seen = player.messages.length;
      player.send(bad);
      expect(
        await player.next((m) => player.messages.indexOf(m) >= seen && m.type === 'refused'),
      ).toMatchObject({ status: 'bad_message' });
    }
    const seen = player.messages.length;
    player.send({ type: 'deal', amount: TABLE.limits!.maxBet + 1, clientSeed: 'x' });
    expect(
      await player.next((m) => player.messages.indexOf(m) >= seen && m.type === 'refused'),
    ).toMatchObject({ status: 'bet_out_of_limits' });
    expect(await balanceOf(player)).toBe(100_000);
    player.socket.close();
  });

  it('refuses a deal the wallet cannot cover and commits a fresh seed', async () => {
    const player = await seat(50);
    const ready = roundOf(await player.next((m) => m.type === 'round'));
    player.send({ type: 'deal', amount: TABLE.limits!.minBet, clientSeed: 'poor' });
    expect(await player.next((m) => m.type === 'refused')).toMatchObject({
      status: 'insufficient_funds',
    });
    const { rows } = await studio.db.query<{ status: string }>(
      'SELECT status FROM blackjack_rounds WHERE id = $1',
      [ready.id],
    );
    expect(rows[0]!.status).toBe('refused');
    expect(await balanceOf(player)).toBe(50);
    player.socket.close();
  });

  it('gives the bet back when the studio stopped between the wallet taking it and the deal', async () => {
    const player = await seat(100_000);
    const ready = roundOf(await player.next((m) => m.type === 'round'));
    player.socket.close();
    const amount = TABLE.limits!.minBet;
    // The state a crash leaves: the round betting for minutes, its bet placed, no card dealt.
    const { rows } = await studio.db.query<{ wallet_token: string }>(
      `WITH round AS (
         UPDATE blackjack_rounds SET status = 'betting', bet = $2, client_seed = 'crash',
           updated_at = now() - interval '5 minutes' WHERE id = $1 RETURNING session_id)
       SELECT s.wallet_token FROM round JOIN sessions s ON s.id = round.session_id`,
      [ready.id, amount],
    );
    const stake = await studio.db.query<{ id: number }>(
      `INSERT INTO blackjack_stakes (round_id, kind, amount, status) VALUES ($1, 'bet', $2, 'placed')
       RETURNING id::int`,
      [ready.id, amount],
    );
    const bet = await studio.wallet.bet({
      token: rows[0]!.wallet_token,
      round: `bj-${ready.id}`,
      reference: `bj-${ready.id}:s${stake.rows[0]!.id}`,
      amount,
    });
    expect(bet.ok).toBe(true);
    expect(await balanceOf(player)).toBe(100_000 - amount);

    const deps = { db: studio.db, wallet: studio.wallet };
    await recoverBlackjack(deps);
    await recoverBlackjack(deps);
    const after = await studio.db.query<{ round: string; stake: string }>(
      `SELECT r.status AS round, k.status AS stake FROM blackjack_rounds r
         JOIN blackjack_stakes k ON k.round_id = r.id WHERE r.id = $1`,
      [ready.id],
    );
    expect(after.rows).toEqual([{ round: 'void', stake: 'rolled_back' }]);
    expect(await balanceOf(player)).toBe(100_000);
  });
});
