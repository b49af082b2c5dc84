/**
 * What the sportsbook tells the platform of each bet for its sport history: the bet as it stands
 * now, sent until the platform has answered (the recovery job resends what did not get through).
 */
import type { BookDeps } from './service';
import * as repo from './repository';
import { eventNames, eventTitle, marketTitle, selectionName } from './labels';

/** Whether the bet stands as the platform sees it: open, or settled with its win confirmed. */
const reportable = (bet: repo.BetRow) =>
  bet.status === 'open' || (['won', 'lost', 'void', 'cashed_out'].includes(bet.status) && bet.paid);

/**
 * Tells the platform what the bet looks like now (selections, odds, status, stake, return) for its
 * SportHistory; true once the platform answered. A refusal (the platform's figures disagree, or a
 * newer state is already settled there) is an answer too: logged by the platform, not resent.
 */
export async function report(deps: Pick<BookDeps, 'db' | 'wallet'>, id: string): Promise<boolean> {
  try {
    const bet = await repo.findBet(deps.db, id);
    if (!bet || !reportable(bet)) return false;
    const version = bet.state_version;
    const open = bet.status === 'open';
    const legs = await repo.legsOf(deps.db, [bet.id]);
    const eventRows = await repo.eventsOf(
      deps.db,
      legs.map((leg) => leg.event_id),
    );
    const events = new Map(eventRows.map((event) => [event.id, eventNames(event)]));
    // The platform refunds an open bet whose events have not started if the player excludes
    // themselves; it knows the starts only from here.
    const starts = new Map(eventRows.map((event) => [event.id, event.starts_at.toISOString()]));
    const answer = await deps.wallet.reportBet({
      token: bet.wallet_token,
      bet: bet.id,
      version,
      status: bet.status as 'open' | 'won' | 'lost' | 'void' | 'cashed_out',
      betKind: bet.kind,
      stake: bet.stake,
      odds: bet.odds,
      potential: bet.potential,
      payout: open ? null : (bet.payout ?? 0),
      placedAt: bet.placed_at.toISOString(),
      settledAt: open ? null : (bet.settled_at ?? bet.placed_at).toISOString(),
      legs: legs.map((leg) => {
        const names = events.get(leg.event_id) ?? eventNames({ league: '', home: '?', away: '?' });
        return {
          event: eventTitle(names),
          market: marketTitle(leg.market),
          selection: selectionName(names, leg.market, leg.outcome),
          odds: leg.odds,
          result: leg.result,
          starts_at: starts.get(leg.event_id),
        };
      }),
    });
    if (answer.ok || answer.httpStatus === 404 || answer.httpStatus === 409) {
      await repo.markReported(deps.db, bet.id, version);
      return true;
    }
    return false;
  } catch {
    // No answer (or the database went away): the recovery job sends it again.
    return false;
  }
}
