/**
 * Sport bet reports against the real API and PostgreSQL: every status reaches SportHistory with the
 * wallet's figures and the bet's legs; a report is refused when forged, replayed, of the wrong kind,
 * from another provider, for another player's bet, for a bet that never debited, or when its stake
 * or return disagrees with the wallet; a late older version changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  signedPost,
  signedRequest,
  type TestContext,
} from '../../test/harness';

let t: TestContext;
const players: Record<'ana' | 'ben', { id: number; session: string; token: string }> = {} as never;

const names = (text: string) => ({ fr: `${text} fr`, en: `${text} en`, ar: `${text} ar` });
const leg = (odds: number, result: 'win' | 'lose' | 'push' | 'void' | null = null) => ({
  event: names('Espérance – Club Africain'),
  market: names('1X2'),
  selection: names('Espérance'),
  odds,
  result,
});

async function sportToken(session: string): Promise<string> {
  const token = (await t.app.inject({ url: '/api/sport?lang=fr', headers: bearer(session) })).json()
    .token as string;
  expect(
    (await signedPost(t.app, t.config, 'sportsbook', 'authenticate', { token })).statusCode,
  ).toBe(200);
  return token;
}

/** A bet as the sportsbook debits it, then its win (undefined: still open). */
async function wallet(token: string, bet: string, stake: number, win?: number) {
  const debit = { token, round: bet, reference: `${bet}.bet`, amount: stake };
  expect((await signedPost(t.app, t.config, 'sportsbook', 'bet', debit)).statusCode).toBe(200);
  if (win === undefined) return;
  const credit = { token, round: bet, reference: `${bet}.win`, amount: win };
  expect((await signedPost(t.app, t.config, 'sportsbook', 'win', credit)).statusCode).toBe(200);
}

function report(
  token: string,
  bet: string,
  fields: Partial<{
    version: number;
    status: string;
    bet_kind: string;
    stake: number;
    odds: number;
    potential: number;
    payout: number | null;
    settled_at: string | null;
    legs: unknown[];
  }>,
) {
  const settled = fields.status !== undefined && fields.status !== 'open';
  return {
    token,
    bet,
    version: settled ? 2 : 1,
    status: 'open',
    bet_kind: 'single',
    stake: 1_000,
    odds: 250,
    potential: 2_500,
    payout: null,
    placed_at: '2026-11-20T10:00:00.000Z',
    settled_at: settled ? '2026-11-20T12:00:00.000Z' : null,
    legs: [leg(250, settled ? 'win' : null)],
    ...fields,
  };
}

const send = (body: unknown, provider = 'sportsbook') =>
  signedPost(t.app, t.config, provider, 'bet-report', body);

async function history(session: string, query = '') {
  const response = await t.app.inject({
    url: `/api/SportHistory?pageIndex=1&pageSize=20${query}`,
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<Record<string, unknown>>;
}
const rowOf = async (session: string, bet: string) =>
  (await history(session)).find((row) => row.event_id === bet);
const reportCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sport_bet_reports')).rows[0]!.n;

beforeAll(async () => {
  t = await createTestContext();
  for (const name of ['ana', 'ben'] as const) {
    const id = await addPlayer(t.db, name, 100_000);
    const session = await loginToken(t.app, name);
    players[name] = { id, session, token: await sportToken(session) };
  }
});
afterAll(() => t.close());

describe('sport bet reports: every status in SportHistory', () => {
  it('shows an open bet with its legs and potential return, nothing paid', async () => {
    const { token, session } = players.ana;
    await wallet(token, 'b-open', 2_000);
    const answer = await send(report(token, 'b-open', { stake: 2_000, potential: 5_000 }));
    expect(answer.json()).toMatchObject({ status: 'ok', kept: true });
    expect(await rowOf(session, 'b-open')).toMatchObject({
      status: 'Open',
      amount: 2_000,
      win_amount: 0,
      potential: 5_000,
      odds: 250,
      bet_kind: 'single',
      legs: [{ selection: names('Espérance'), odds: 250, result: null }],
    });
  });

  it('shows won, lost, void and cashed-out bets with the wallet’s return', async () => {
    const { token, session } = players.ana;
    const cases = [
      ['b-won', 1_000, 2_500, 'won', 'Win', 'win'],
      ['b-lost', 1_000, 0, 'lost', 'Lost', 'lose'],
      ['b-void', 1_500, 1_500, 'void', 'Void', 'void'],
      ['b-cash', 3_000, 2_100, 'cashed_out', 'CashedOut', null],
    ] as const;
    for (const [bet, stake, win, status, shown, result] of cases) {
      await wallet(token, bet, stake, win);
      const body = report(token, bet, { status, stake, payout: win, legs: [leg(250, result)] });
      expect((await send(body)).json()).toMatchObject({ status: 'ok', kept: true });
      expect(await rowOf(session, bet)).toMatchObject({
        status: shown,
        amount: stake,
        win_amount: win,
        direction: win > 0 ? 'credit' : 'debit',
        legs: [{ result }],
      });
    }
    expect((await history(session, '&status=CashedOut')).map((r) => r.event_id)).toEqual([
      'b-cash',
    ]);
    expect((await history(session, '&status=Void')).map((r) => r.event_id)).toEqual(['b-void']);
  });

  it('shows a multiple with its legs, a push leg counting 1.00', async () => {
    const { token, session } = players.ana;
    await wallet(token, 'b-multi', 1_000, 1_800);
    const legs = [leg(180, 'win'), leg(210, 'push')];
    const body = report(token, 'b-multi', {
      status: 'won',
      bet_kind: 'multi',
      odds: 378,
      potential: 3_780,
      payout: 1_800,
      legs,
    });
    expect((await send(body)).json()).toMatchObject({ status: 'ok', kept: true });
    const row = await rowOf(session, 'b-multi');
    expect(row).toMatchObject({ status: 'Win', bet_kind: 'multi', win_amount: 1_800 });
    expect((row!.legs as unknown[]).map((l) => (l as { result: string }).result)).toEqual([
      'win',
      'push',
    ]);
  });

  it('moves an open bet to settled, and a late older report changes nothing', async () => {
    const { token, session } = players.ana;
    await wallet(token, 'b-late', 1_000);
    expect((await send(report(token, 'b-late', {}))).json().kept).toBe(true);
    const credit = { token, round: 'b-late', reference: 'b-late.win', amount: 0 };
    expect((await signedPost(t.app, t.config, 'sportsbook', 'win', credit)).statusCode).toBe(200);
    const lost = report(token, 'b-late', { status: 'lost', payout: 0, legs: [leg(250, 'lose')] });
    expect((await send(lost)).json().kept).toBe(true);
    expect((await rowOf(session, 'b-late'))!.status).toBe('Lost');
    // The same version again (a retry) and an older one: answered, not kept.
    expect((await send(lost)).json()).toMatchObject({ status: 'ok', kept: false });
    const olderClosed = report(token, 'b-late', {
      version: 1,
      status: 'lost',
      payout: 0,
      legs: [leg(250, 'lose')],
    });
    expect((await send(olderClosed)).json()).toMatchObject({ status: 'ok', kept: false });
    // An open report once the wallet settled the bet disagrees with the wallet.
    expect((await send(report(token, 'b-late', { version: 9 }))).statusCode).toBe(409);
    expect((await rowOf(session, 'b-late'))!.status).toBe('Lost');
  });

  it('shows a settled bet the sportsbook has not reported yet as the wallet sees it', async () => {
    const { token, session } = players.ana;
    await wallet(token, 'b-unreported', 1_000, 3_000);
    expect(await rowOf(session, 'b-unreported')).toMatchObject({
      status: 'Win',
      win_amount: 3_000,
      legs: [],
      bet_kind: null,
    });
  });
});

describe('sport bet reports: attacks change nothing', () => {
  it('refuses a forged, replayed, mis-kinded or other provider’s report', async () => {
    const { token } = players.ben;
    await wallet(token, 'b-ben', 1_000);
    const before = await reportCount();
    const body = report(token, 'b-ben', {});
    const forged = await signedPost(t.app, t.config, 'sportsbook', 'bet-report', body, {
      secret: 'not-the-secret',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().status).toBe('invalid_signature');
    const captured = signedRequest(t.config, 'sportsbook', 'bet-report', body);
    expect((await t.app.inject(captured)).statusCode).toBe(200);
    const replay = await t.app.inject(captured);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().status).toBe('signature_replayed');
    const kind = await send({ ...body, kind: 'win' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().status).toBe('kind_mismatch');
    const studio = await send(body, 'studio');
    expect(studio.statusCode).toBe(403);
    expect(await reportCount()).toBe(before + 1);
  });

  it('refuses a report naming another player’s bet, or a bet that never debited', async () => {
    const before = await reportCount();
    // Ben's token on Ana's bet: not his round.
    const other = await send(report(players.ben.token, 'b-won', { status: 'won', payout: 2_500 }));
    expect(other.statusCode).toBe(404);
    const never = await send(report(players.ben.token, 'b-never', {}));
    expect(never.statusCode).toBe(404);
    expect(never.json().status).toBe('round_not_found');
    const unknown = await send(report('x'.repeat(32), 'b-ben', {}));
    expect(unknown.statusCode).toBe(401);
    expect(await reportCount()).toBe(before);
    expect(await rowOf(players.ben.session, 'b-won')).toBeUndefined();
  });

  it('refuses a stake or a return that disagrees with the wallet', async () => {
    const { token, session } = players.ben;
    await wallet(token, 'b-ben-won', 1_000, 2_500);
    const before = await reportCount();
    const won = { status: 'won', payout: 2_500, legs: [leg(250, 'win')] };
    for (const bad of [
      { ...won, stake: 900 },
      { ...won, payout: 25_000, potential: 25_000 },
      { ...won, status: 'lost', payout: 0 },
      { ...won, status: 'void', payout: 1_000 },
      { ...won, status: 'cashed_out', payout: 2_000 },
      { ...won, bet_kind: 'multi' },
      { ...won, payout: null },
      {},
    ]) {
      const answer = await send(report(token, 'b-ben-won', bad));
      expect([answer.statusCode, answer.json().status]).toEqual([409, 'report_mismatch']);
    }
    expect(await reportCount()).toBe(before);
    // The wallet's figures stand with no report.
    expect(await rowOf(session, 'b-ben-won')).toMatchObject({ status: 'Win', win_amount: 2_500 });
    // A settled report for a bet the wallet has not settled yet.
    await wallet(token, 'b-ben-open', 1_000);
    const early = await send(report(token, 'b-ben-open', won));
    expect(early.statusCode).toBe(409);
  });

  it('refuses a malformed report with a 400', async () => {
    const { token } = players.ben;
    const before = await reportCount();
    for (const bad of [
      { stake: -5 },
      { odds: 99 },
      { status: 'paid' },
      { legs: [] },
      { placed_at: 'yesterday' },
      { settled_at: '2026-13-99' },
      { placed_at: '2026-13-45T00:00:00Z' },
      { version: 0 },
      { legs: [{ ...leg(200), selection: { fr: 'x' } }] },
    ]) {
      expect((await send({ ...report(token, 'b-ben', {}), ...bad })).statusCode).toBe(400);
    }
    // A stated player is no part of a report (stripped): the player is the token's.
    await send({ ...report(token, 'b-ben', { version: 5 }), player_id: players.ana.id });
    expect(await rowOf(players.ana.session, 'b-ben')).toBeUndefined();
    expect(await reportCount()).toBe(before);
  });
});
