/**
 * Soak: SOAK_BETTORS simulated bettors (300 by default) bet for SOAK_SECONDS (120) against the real
 * platform while the simulator plays short matches (20 s, a round every 15 s, 5 % abandoned):
 * singles and multiples of 1 to 4 legs on random markets, prematch and live, random tolerances,
 * some cash-outs. Then every bet is left to settle, and the platform's ledger is audited
 * (api/src/modules/audit: entries against balances, every transaction summing to zero, no negative
 * player balance, …) and the sportsbook's own book (stakes taken − payouts paid) is checked to equal
 * the platform's sportsbook house accounts and minus the players' result, and every settled bet is
 * in the platform's SportHistory reports with the book's status and return. Prints the figures.
 *
 *   SOAK_BETTORS=300 SOAK_SECONDS=120 pnpm --filter @casino/sportsbook soak
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { reconcileLedger } from '@casino/api/testing';
import { startTestBook, type TestBook } from '../test/book';
import { recover } from '../src/bets/service';
import { bookTotals } from '../src/bets/repository';
import type { EventView } from '../src/live/feed';

const BETTORS = Number(process.env.SOAK_BETTORS ?? 300);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CASH = 500_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[randomInt(items.length)]!;
const API = '/providers/sportsbook/api';

let book: TestBook;

async function ledger(): Promise<{ house: number; players: number }> {
  const { rows } = await book.platform.context.db.query<{ house: string; players: string }>(
    `SELECT COALESCE(sum(balance) FILTER (WHERE kind = 'house' AND code LIKE 'sportsbook:%'), 0)::text AS house,
            COALESCE(sum(balance) FILTER (WHERE kind = 'cash'), 0)::text AS players FROM accounts`,
  );
  return { house: Number(rows[0]!.house), players: Number(rows[0]!.players) };
}

beforeAll(async () => {
  book = await startTestBook({
    realTime: true,
    config: {
      matchSeconds: 20,
      roundSeconds: 15,
      roundsAhead: 2,
      suspendSeconds: 1,
      abandonRate: 0.05,
    },
  });
});
afterAll(() => book?.close());

describe('soak', () => {
  it(`${BETTORS} bettors for ${SECONDS} s: the ledger holds and the book equals the platform's sportsbook account`, async () => {
    const sessions: string[] = [];
    for (let i = 0; i < BETTORS; i++) sessions.push((await book.player(CASH)).session);
    const before = await ledger();
    const outcomes = new Map<string, number>();
    let cashOuts = 0;
    let events: EventView[] = [];
    let stop = false;
    const refresh = async () => {
      while (!stop) {
        events = (await book.app.inject({ url: `${API}/events` })).json<{ events: EventView[] }>()
          .events;
        await sleep(500);
      }
    };
    const bettor = async (session: string) => {
      await sleep(randomInt(1000));
      while (!stop) {
        const legs = [];
        const chosen = new Set<number>();
        const wanted = pick([1, 1, 1, 2, 2, 3, 4]);
        for (let tries = 0; tries < 20 && legs.length < wanted && events.length > 0; tries++) {
          const event = pick(events);
          if (chosen.has(event.id) || event.markets.length === 0) continue;
          const market = pick(event.markets);
          const outcome = market && pick(market.outcomes);
          if (!market?.open || !outcome?.odds) continue;
          chosen.add(event.id);
          legs.push({
            event: event.id,
            market: market.key,
            outcome: outcome.key,
            odds: outcome.odds,
          });
        }
        if (legs.length > 0) {
          const response = await book.app.inject({
            method: 'POST',
            url: `${API}/bets`,
            headers: { 'x-sportsbook-session': session },
            payload: {
              requestId: `s${randomInt(2 ** 47)}`,
              stake: 500 + randomInt(4_501),
              tolerance: pick(['none', 'higher', 'any']),
              legs,
            },
          });
          const status =
            response.statusCode === 200 ? 'accepted' : response.json<{ status: string }>().status;
          outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
        }
        if (randomInt(10) === 0) {
          const mine = (
            await book.app.inject({
              url: `${API}/bets`,
              headers: { 'x-sportsbook-session': session },
            })
          ).json<{ bets: Array<{ id: string; cashOut: number | null }> }>().bets;
          const offer = mine.find((b) => b.cashOut !== null);
          if (offer) {
            const cashed = await book.app.inject({
              method: 'POST',
              url: `${API}/bets/${offer.id}/cash-out`,
              headers: { 'x-sportsbook-session': session },
              payload: { value: offer.cashOut },
            });
            if (cashed.statusCode === 200) cashOuts += 1;
          }
        }
        await sleep(300 + randomInt(1200));
      }
    };
    const refreshing = refresh();
    await sleep(600);
    const betting = sessions.map((session) => bettor(session));
    await sleep(SECONDS * 1000);
    stop = true;
    await Promise.all([refreshing, ...betting]);

    // Let every match with a bet on it end and be settled.
    for (let i = 0; i < 90; i++) {
      await book.settled();
      const { rows } = await book.db.query<{ open: number }>(
        `SELECT count(*)::int AS open FROM bets WHERE status IN ('open', 'pending') OR (paid = false AND status IN ('won', 'lost', 'void', 'cashed_out'))`,
      );
      if (rows[0]!.open === 0) break;
      await recover({ db: book.db, wallet: book.wallet });
      await sleep(1000);
    }
    const after = await ledger();
    const totals = await bookTotals(book.db);
    const byStatus = (
      await book.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM bets GROUP BY status ORDER BY status`,
      )
    ).rows;
    const unsettled = (
      await book.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bets WHERE status IN ('open', 'pending') OR (paid = false AND status IN ('won', 'lost', 'void', 'cashed_out'))`,
      )
    ).rows[0]!.n;
    // SportHistory: every standing bet reported to the platform, with the book's status and return.
    await recover({ db: book.db, wallet: book.wallet });
    const standing = (
      await book.db.query<{ id: string; status: string; payout: string | null }>(
        `SELECT id, status, payout::text AS payout FROM bets WHERE status IN ('won', 'lost', 'void', 'cashed_out')`,
      )
    ).rows;
    const reported = new Map(
      (
        await book.platform.context.db.query<{ round_ref: string; status: string; payout: string }>(
          `SELECT r.round_ref, s.status, s.payout::text AS payout
             FROM sport_bet_reports s JOIN game_rounds r ON r.id = s.round_id`,
        )
      ).rows.map((row) => [row.round_ref, row]),
    );
    const differing = standing.filter((bet) => {
      const shown = reported.get(bet.id);
      return !shown || shown.status !== bet.status || shown.payout !== (bet.payout ?? '0');
    }).length;
    const report = await reconcileLedger(book.platform.context.db);
    const bookResult = totals.stakes - totals.payouts;
    console.log(
      `soak: ${BETTORS} bettors, ${SECONDS} s; placements ${JSON.stringify(Object.fromEntries(outcomes))}; ${cashOuts} cash-outs; bets by status ${JSON.stringify(Object.fromEntries(byStatus.map((r) => [r.status, r.n])))}; ` +
        `book: stakes ${totals.stakes}, payouts ${totals.payouts}, result ${bookResult} millimes; platform sportsbook house ${after.house - before.house}, players ${after.players - before.players}; ` +
        `unsettled ${unsettled}; SportHistory: ${standing.length - differing} of ${standing.length} settled bets shown as the book has them; audit ${JSON.stringify(report).slice(0, 400)}`,
    );
    expect(report.breaks).toBe(0);
    expect(unsettled).toBe(0);
    expect(differing).toBe(0);
    expect(after.house - before.house).toBe(bookResult);
    expect(after.players - before.players).toBe(-bookResult);
  });
});
