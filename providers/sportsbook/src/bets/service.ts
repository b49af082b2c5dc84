/**
 * Placing, settling and cashing out bets. Money moves only through the platform's seamless wallet:
 * a bet is stored `pending` before its stake is asked for (round = bet id, reference
 * `<bet>.bet`), becomes `open` when the wallet takes it and `refused` when it does not (a refused
 * bet never stands); with no answer at all it is rolled back. Settlement and cash-out move an open
 * bet once (guarded by its status) and then pay it with one win (`<bet>.win`, 0 for a loss closes
 * the round), retried under the same reference until the wallet confirms.
 */
import { randomBytes } from 'node:crypto';
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import type { SportsbookConfig } from '../config';
import type { Db } from '../db/database';
import type { BookEvent, Feed } from '../live/feed';
import type { FinalResult, Sport } from '../pricing/markets';
import * as repo from './repository';
import { cashOutValue, judgeLeg, payoutOf, settleBet } from './settlement';
import { pay } from './pay';
import { report } from './report';
import { acceptable, checkSlip, type SlipLeg, type Tolerance } from './slip';

export { pay, report };

export interface BookDeps {
  db: Db;
  wallet: WalletClient;
  feed: Feed;
  config: Pick<SportsbookConfig, 'limits' | 'cashOutMarginBp'>;
}

export type Failure = {
  ok: false;
  httpStatus: number;
  status: string;
  message?: string;
  [key: string]: unknown;
};

const fail = (
  httpStatus: number,
  status: string,
  extra: Record<string, unknown> = {},
): Failure => ({ ok: false, httpStatus, status, ...extra });

export function languageOf(value: string | undefined): 'fr' | 'en' | 'ar' {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return short === 'en' || short === 'ar' ? short : 'fr';
}

export async function openSession(
  deps: Pick<BookDeps, 'db' | 'wallet'>,
  token: string,
  lang: string | undefined,
) {
  let answer;
  try {
    answer = await deps.wallet.authenticate(token);
  } catch {
    return fail(503, 'wallet_unavailable');
  }
  if (!answer.ok) return fail(401, 'invalid_token');
  const session: repo.Session = {
    id: randomBytes(24).toString('base64url'),
    wallet_token: token,
    player_id: answer.player_id,
    username: answer.username,
    currency: answer.currency,
    lang: languageOf(lang ?? answer.lang),
    expires_at: new Date(answer.session_expires_at),
  };
  await repo.insertSession(deps.db, session);
  return {
    ok: true as const,
    session: session.id,
    username: session.username,
    currency: session.currency,
    balance: answer.balance,
    expiresAt: session.expires_at.toISOString(),
  };
}

export async function liveSession(db: Db, id: string): Promise<repo.Session | Failure> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return fail(401, 'session_not_found');
  const session = await repo.findSession(db, id);
  if (!session) return fail(401, 'session_not_found');
  if (session.expires_at.getTime() <= Date.now()) return fail(401, 'session_expired');
  return session;
}

/** The price of one selection now, or why it cannot be taken. */
function currentPrice(
  feed: Feed,
  leg: Pick<SlipLeg, 'event' | 'market' | 'outcome'>,
): { odds: number; event: BookEvent } | Failure {
  const event = feed.events.get(leg.event);
  if (!event || (event.status !== 'scheduled' && event.status !== 'live'))
    return fail(409, 'event_closed', { event: leg.event });
  if (feed.suspended(event)) return fail(409, 'suspended', { event: leg.event });
  const market = event.markets.find((m) => m.key === leg.market);
  const outcome = market?.outcomes.find((o) => o.key === leg.outcome);
  if (!market || !market.open || !outcome || outcome.odds === null)
    return fail(409, 'market_closed', { event: leg.event, market: leg.market });
  return { odds: outcome.odds, event };
}

export interface PlaceInput {
  session: string;
  requestId: string;
  stake: number;
  legs: SlipLeg[];
  tolerance: Tolerance;
}

export async function placeBet(deps: BookDeps, input: PlaceInput) {
  const { db, wallet, feed, config } = deps;
  const session = await liveSession(db, input.session);
  if ('ok' in session) return session;
  const replay = await repo.findBetByRequest(db, session.player_id, input.requestId);
  if (replay) return replayed(replay);
  const structural = checkSlip(input.stake, input.legs, config.limits);
  if (structural && structural.status === 'invalid_slip')
    return fail(400, structural.status, { message: structural.message });
  // Prices now, against what the player saw and the tolerance they chose.
  const priced: Array<SlipLeg & { seen: number }> = [];
  let moved = false;
  for (const leg of input.legs) {
    const now = currentPrice(feed, leg);
    if ('ok' in now) return now;
    if (!acceptable(leg.odds, now.odds, input.tolerance)) moved = true;
    priced.push({ ...leg, seen: leg.odds, odds: now.odds });
  }
  if (moved) {
    return fail(409, 'price_changed', {
      legs: priced.map(({ event, market, outcome, odds }) => ({ event, market, outcome, odds })),
    });
  }
  const limits = checkSlip(input.stake, priced, config.limits);
  if (limits) return fail(400, limits.status, { ...limits });
  const id = `b${randomBytes(8).toString('hex')}`;
  const odds = priced.reduce((product, leg) => (product * leg.odds) / 100, 100);
  const potential = payoutOf(
    input.stake,
    priced.map((leg) => leg.odds),
  );
  const inserted = await repo.insertBet(
    db,
    {
      id,
      player_id: session.player_id,
      sessionId: session.id,
      wallet_token: session.wallet_token,
      request_id: input.requestId,
      kind: priced.length === 1 ? 'single' : 'multi',
      stake: input.stake,
      odds: Math.max(100, Math.floor(odds)),
      potential,
    },
    priced.map((leg, idx) => ({
      idx,
      event_id: leg.event,
      market: leg.market,
      outcome: leg.outcome,
      odds: leg.odds,
    })),
  );
  if (!inserted)
    return replayed((await repo.findBetByRequest(db, session.player_id, input.requestId))!);
  try {
    const answer = await wallet.bet({
      token: session.wallet_token,
      round: id,
      reference: `${id}.bet`,
      amount: input.stake,
    });
    if (!answer.ok) {
      await repo.moveBet(db, id, ['pending'], 'refused', null, true);
      return fail(
        answer.httpStatus === 402 ? 402 : answer.httpStatus === 401 ? 401 : 409,
        answer.status,
        { balance: answer.balance },
      );
    }
    await repo.moveBet(db, id, ['pending'], 'open');
    // Told to the platform's SportHistory on the side; the recovery job sends it if this fails.
    void report(deps, id);
    return {
      ok: true as const,
      bet: await betView(deps, (await repo.findBet(db, id))!),
      balance: answer.balance,
    };
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    await rollBack(deps, id, session.wallet_token);
    return fail(503, 'wallet_unavailable');
  }
}

async function replayed(bet: repo.BetRow) {
  if (bet.status === 'pending') return fail(409, 'bet_in_progress');
  if (bet.status === 'refused' || bet.status === 'rolled_back')
    return fail(409, 'bet_refused', { bet: bet.id });
  return {
    ok: true as const,
    replayed: true,
    bet: {
      id: bet.id,
      status: bet.status,
      stake: bet.stake,
      odds: bet.odds,
      potential: bet.potential,
    },
  };
}

async function rollBack(
  deps: Pick<BookDeps, 'db' | 'wallet'>,
  id: string,
  token: string,
): Promise<void> {
  try {
    const answer = await deps.wallet.rollback({ token, reference: `${id}.bet` });
    // An unknown reference is recorded as cancelled by the platform, so a refusal here means the
    // round was settled: the bet stays pending for an operator to look at.
    if (answer.ok) await repo.moveBet(deps.db, id, ['pending'], 'rolled_back', null, true);
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    // Still pending: the recovery job rolls it back later.
  }
}

function resultOf(event: { status: string; result: unknown }): FinalResult | null {
  return event.status === 'abandoned' ? null : (event.result as FinalResult);
}

/** Judges every open leg on an ended event, then settles and pays the bets that are decided. */
export async function settleEvent(
  deps: Pick<BookDeps, 'db' | 'wallet'>,
  event: { id: number; sport: string; status: string; result: unknown },
): Promise<number> {
  const { db } = deps;
  const legs = await repo.openLegsOfEvent(db, event.id);
  for (const leg of legs)
    await repo.setLegResult(
      db,
      leg.bet_id,
      leg.idx,
      judgeLeg(event.sport as Sport, leg.market, leg.outcome, resultOf(event)),
    );
  let settled = 0;
  const betIds = [...new Set(legs.map((leg) => leg.bet_id))];
  const allLegs = await repo.legsOf(db, betIds);
  for (const id of betIds) {
    const bet = await repo.findBet(db, id);
    if (!bet || bet.status !== 'open') continue;
    const outcome = settleBet(
      bet.stake,
      allLegs.filter((leg) => leg.bet_id === id),
    );
    if (outcome.status === 'open') continue;
    if (await repo.moveBet(db, id, ['open'], outcome.status, outcome.payout)) {
      settled += 1;
      await pay(deps, (await repo.findBet(db, id))!);
    }
  }
  // A leg judged on a bet still open (a multiple) or already cashed out changes what it shows.
  for (const id of betIds) {
    const bet = await repo.findBet(db, id);
    if (bet && (bet.status === 'open' || bet.status === 'cashed_out')) await report(deps, id);
  }
  await repo.markEventSettled(db, event.id);
  return settled;
}

/**
 * The recovery job (every 10 s, and by the tests): ended events not yet settled, settled bets whose
 * win the wallet has not confirmed (same reference), bets left pending for 30 s (rolled back), bets
 * whose state the platform's SportHistory has not confirmed (reported again).
 */
export async function recover(
  deps: Pick<BookDeps, 'db' | 'wallet'>,
): Promise<{ settled: number; paid: number; rolledBack: number; reported: number }> {
  let settled = 0;
  for (const event of await repo.unsettledEvents(deps.db))
    settled += await settleEvent(deps, event);
  let paid = 0;
  for (const bet of await repo.unpaidBets(deps.db)) if (await pay(deps, bet)) paid += 1;
  let rolledBack = 0;
  for (const bet of await repo.stalePendingBets(deps.db, 30)) {
    await rollBack(deps, bet.id, bet.wallet_token);
    rolledBack += 1;
  }
  let reported = 0;
  for (const bet of await repo.unreportedBets(deps.db))
    if (await report(deps, bet.id)) reported += 1;
  return { settled, paid, rolledBack, reported };
}

function cashOutOffer(deps: BookDeps, bet: repo.BetRow, legs: repo.LegRow[]): number | null {
  if (bet.status !== 'open' || bet.kind !== 'single' || legs.length !== 1) return null;
  const now = currentPrice(deps.feed, {
    event: legs[0]!.event_id,
    market: legs[0]!.market,
    outcome: legs[0]!.outcome,
  });
  if ('ok' in now) return null;
  return cashOutValue(bet.stake, bet.odds, now.odds, deps.config.cashOutMarginBp);
}

export async function cashOut(
  deps: BookDeps,
  input: { session: string; bet: string; value: number },
) {
  const session = await liveSession(deps.db, input.session);
  if ('ok' in session) return session;
  const bet = await repo.findBet(deps.db, input.bet);
  if (!bet || bet.player_id !== session.player_id) return fail(404, 'bet_not_found');
  const offer = cashOutOffer(deps, bet, await repo.legsOf(deps.db, [bet.id]));
  if (offer === null) return fail(409, 'cash_out_unavailable');
  if (offer < input.value) return fail(409, 'price_changed', { value: offer });
  if (!(await repo.moveBet(deps.db, bet.id, ['open'], 'cashed_out', offer)))
    return fail(409, 'cash_out_unavailable');
  const paidBet = (await repo.findBet(deps.db, bet.id))!;
  await pay(deps, paidBet);
  const balance = await deps.wallet.balance(session.wallet_token).catch(() => undefined);
  return { ok: true as const, value: offer, balance: balance?.ok ? balance.balance : null };
}

export async function betView(deps: BookDeps, bet: repo.BetRow, legs?: repo.LegRow[]) {
  const own = legs ?? (await repo.legsOf(deps.db, [bet.id]));
  return {
    id: bet.id,
    kind: bet.kind,
    status: bet.status,
    stake: bet.stake,
    odds: bet.odds,
    potential: bet.potential,
    payout: bet.payout,
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    cashOut: cashOutOffer(deps, bet, own),
    legs: own.map((leg) => ({
      event: leg.event_id,
      market: leg.market,
      outcome: leg.outcome,
      odds: leg.odds,
      result: leg.result,
    })),
  };
}

export async function myBets(deps: BookDeps, sessionId: string) {
  const session = await liveSession(deps.db, sessionId);
  if ('ok' in session) return session;
  const bets = await repo.betsOfPlayer(deps.db, session.player_id, 50);
  const legs = await repo.legsOf(
    deps.db,
    bets.map((b) => b.id),
  );
  return {
    ok: true as const,
    bets: await Promise.all(
      bets.map((bet) =>
        betView(
          deps,
          bet,
          legs.filter((leg) => leg.bet_id === bet.id),
        ),
      ),
    ),
  };
}
