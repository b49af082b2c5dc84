/**
 * The feed: every scheduled and live event in memory with its prices, played by the simulator in
 * accelerated time. Each step recomputes the prices and is published to the listeners (the push
 * hub, settlement); goals, red cards, sets and quarters suspend the event's markets for a moment.
 * State is written to the database at every change, so a restart resumes the matches.
 */
import { randomInt } from 'node:crypto';
import type { SportsbookConfig } from '../config';
import type { Db } from '../db/database';
import { leagueById, teamName } from '../fixtures/leagues';
import type { FinalResult, Sport } from '../pricing/markets';
import { priceMarkets } from '../pricing/price';
import { missingFixtures } from './calendar';
import { FeedLock } from './feed-lock';
import { modelFor } from './model';
import {
  fairMarkets,
  finalResult,
  initialState,
  step,
  STEPS,
  type LiveState,
  type ModelParams,
  type Random,
  type SimEvent,
} from './simulator';
import type { BookEvent, EventChange, EventStatus, EventView, FeedListener } from './event-types';

// The event types were part of this module: importers still find them here.
export type * from './event-types';

export const cryptoRandom: Random = () => randomInt(2 ** 47) / 2 ** 47;

/** Only one feed plays the matches of a database: a second would schedule and play them again. */
export class FeedLockedError extends Error {}

/** Waits after failed passes in a row; the last one repeats. */
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];
const backoffMs = (failures: number) => BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;

interface Row {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  starts_at: Date;
  status: EventStatus;
  params: ModelParams;
  state: { steps: number; live: LiveState };
  result: FinalResult | null;
  abandon_at: number | null;
  ended_at: Date | null;
}

export class Feed {
  readonly events = new Map<number, BookEvent>();
  private readonly recent: BookEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly listeners: FeedListener[] = [];
  private readonly batchListeners: Array<(events: BookEvent[]) => void> = [];
  private changed: BookEvent[] = [];
  private lastCalendar = 0;
  private readonly lock: FeedLock;
  /** Passes failed in a row (the database away): the next attempts wait longer. */
  private failures = 0;
  private retryAt = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<
      SportsbookConfig,
      'margin' | 'matchSeconds' | 'roundSeconds' | 'roundsAhead' | 'suspendSeconds' | 'abandonRate'
    >,
    private readonly random: Random = cryptoRandom,
    private readonly clock: () => number = Date.now,
    /** A pass that failed or a lost lock (the feed carries on once the database is back). */
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.lock = new FeedLock(db, onError);
  }

  /** Whether this instance plays the matches now (readiness). */
  get playing(): boolean {
    return this.lock.held;
  }

  onChange(listener: FeedListener): void {
    this.listeners.push(listener);
  }

  /** Every event that changed in one pass, once the pass is done. */
  onBatch(listener: (events: BookEvent[]) => void): void {
    this.batchListeners.push(listener);
  }

  /** The change pushed for an event; a new one (just scheduled) carries its whole view. */
  change(event: BookEvent): EventChange & { view?: EventView } {
    if (event.version <= 1 && event.status === 'scheduled')
      return { ...this.compact(event), view: this.view(event) };
    return this.compact(event);
  }

  private compact(event: BookEvent): EventChange {
    return {
      id: event.id,
      status: event.status,
      live: event.live,
      suspendedUntil: event.suspendedUntil,
      result: event.result,
      markets: event.markets.map((m) => [m.key, m.open ? 1 : 0, ...m.outcomes.map((o) => o.odds)]),
      version: event.version,
    };
  }

  async start(intervalMs = 100): Promise<void> {
    if (!(await this.lock.take()))
      throw new FeedLockedError('another sportsbook instance plays the matches of this database');
    const { rows } = await this.db.query<Row>(
      `SELECT * FROM events WHERE status IN ('scheduled', 'live') OR (ended_at > now() - interval '6 hours') ORDER BY starts_at, id`,
    );
    for (const row of rows) this.remember(this.fromRow(row));
    await this.tick();
    this.timer = setInterval(() => void this.tick(), intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.lock.release();
  }

  /** One pass: calendar, kick-offs, due steps. Never two at once. */
  tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.advance().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  view(event: BookEvent): EventView {
    const league = leagueById(event.league)!;
    return {
      id: event.id,
      sport: event.sport,
      league: event.league,
      leagueName: league.name,
      country: league.country,
      home: teamName(league, event.home),
      away: teamName(league, event.away),
      startsAt: event.startsAt.toISOString(),
      status: event.status,
      live: event.live,
      suspendedUntil: event.suspendedUntil,
      result: event.result,
      markets: event.markets.map((m) => ({
        key: m.key,
        open: m.open,
        outcomes: m.outcomes.map((o) => ({ key: o.key, odds: o.odds })),
      })),
      last: event.lastEvents,
      version: event.version,
    };
  }

  suspended(event: BookEvent): boolean {
    return event.status === 'live' && this.clock() < event.suspendedUntil;
  }

  /** Finished and abandoned events, newest first. */
  results(limit = 100): BookEvent[] {
    return this.recent.slice(0, limit);
  }

  private remember(event: BookEvent): void {
    if (event.status === 'scheduled' || event.status === 'live') this.events.set(event.id, event);
    else this.recent.push(event);
  }

  private fromRow(row: Row): BookEvent {
    const event: BookEvent = {
      id: Number(row.id),
      sport: row.sport,
      league: row.league,
      home: row.home,
      away: row.away,
      startsAt: row.starts_at,
      status: row.status,
      params: row.params,
      live: row.state.live,
      steps: row.state.steps,
      abandonAt: row.abandon_at,
      result: row.result,
      endedAt: row.ended_at,
      markets: [],
      suspendedUntil: 0,
      lastEvents: [],
      version: 0,
    };
    if (event.status === 'scheduled' || event.status === 'live') this.reprice(event);
    return event;
  }

  private reprice(event: BookEvent): void {
    event.markets = priceMarkets(fairMarkets(event.params, event.live), this.config.margin);
    event.version += 1;
  }

  private emit(event: BookEvent, change: 'priced' | 'ended'): void {
    this.changed.push(event);
    for (const listener of this.listeners) listener(event, change);
  }

  private stepMs(sport: Sport): number {
    return (this.config.matchSeconds * 1000) / STEPS[sport];
  }

  /**
   * A pass whose database write fails is reported, never thrown (the timer would end the process),
   * and the next one waits with backoff; without the lock (its connection lost) nothing is played
   * until it is taken again. (A feed the tests drive pass by pass, never started, takes no lock.)
   */
  private async advance(): Promise<void> {
    if (this.clock() < this.retryAt) return;
    try {
      if (this.timer && !(await this.lock.take()))
        throw new FeedLockedError('the feed lock is held elsewhere');
      await this.play();
      this.failures = 0;
    } catch (error) {
      this.onError(error);
      this.retryAt = this.clock() + backoffMs(this.failures++);
    } finally {
      const changed = this.changed;
      this.changed = [];
      if (changed.length > 0) for (const listener of this.batchListeners) listener(changed);
    }
  }

  private async play(): Promise<void> {
    const now = this.clock();
    if (now - this.lastCalendar > 1000) {
      this.lastCalendar = now;
      await this.fillCalendar(now);
    }
    for (const event of [...this.events.values()]) {
      // What the database holds stays what this process holds: a step whose write failed is
      // undone, and played again on a later pass.
      const before = { ...event };
      try {
        await this.playEvent(event, now);
      } catch (error) {
        Object.assign(event, before);
        throw error;
      }
    }
  }

  private async playEvent(event: BookEvent, now: number): Promise<void> {
    let kickedOff = false;
    if (event.status === 'scheduled') {
      if (event.startsAt.getTime() > now) return;
      event.status = 'live';
      kickedOff = true;
      await this.db.query(`UPDATE events SET status = 'live' WHERE id = $1`, [event.id]);
    }
    const due = Math.floor((now - event.startsAt.getTime()) / this.stepMs(event.sport));
    if (due <= event.steps && !kickedOff) return;
    const happened: SimEvent[] = [];
    let finished = false;
    let abandoned = false;
    while (event.steps < due && !finished && !abandoned) {
      const next = step(event.live, event.params, this.random);
      event.live = next.state;
      event.steps += 1;
      happened.push(...next.events);
      finished = next.finished;
      abandoned = event.abandonAt !== null && event.steps >= event.abandonAt && !finished;
    }
    if (happened.some((e) => e.suspend))
      event.suspendedUntil = now + this.config.suspendSeconds * 1000;
    event.lastEvents = happened;
    if (finished || abandoned) {
      event.status = finished ? 'finished' : 'abandoned';
      event.result = finished ? finalResult(event.live) : null;
      event.endedAt = new Date(now);
      event.markets = [];
      event.version += 1;
      await this.db.query(
        `UPDATE events SET status = $2, state = $3, result = $4, ended_at = $5 WHERE id = $1`,
        [
          event.id,
          event.status,
          { steps: event.steps, live: event.live },
          event.result,
          event.endedAt,
        ],
      );
      this.events.delete(event.id);
      this.recent.unshift(event);
      if (this.recent.length > 500) this.recent.length = 500;
      this.emit(event, 'ended');
      return;
    }
    this.reprice(event);
    await this.db.query(`UPDATE events SET state = $2 WHERE id = $1`, [
      event.id,
      { steps: event.steps, live: event.live },
    ]);
    this.emit(event, 'priced');
  }

  private async fillCalendar(now: number): Promise<void> {
    const scheduled = new Set(
      [...this.events.values()].map((e) => `${e.league}@${e.startsAt.getTime()}`),
    );
    for (const fixture of missingFixtures(
      now,
      this.config.roundSeconds,
      this.config.roundsAhead,
      scheduled,
      this.random,
    )) {
      const params = modelFor(fixture.league, fixture.home, fixture.away);
      const sport = fixture.league.sport;
      const live = initialState(sport);
      const abandonAt =
        this.random() < this.config.abandonRate
          ? 1 + Math.floor(this.random() * (STEPS[sport] - 1))
          : null;
      const { rows } = await this.db.query<Row>(
        `INSERT INTO events (sport, league, home, away, starts_at, params, state, abandon_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          sport,
          fixture.league.id,
          fixture.home,
          fixture.away,
          fixture.startsAt,
          params,
          { steps: 0, live },
          abandonAt,
        ],
      );
      const event = this.fromRow(rows[0]!);
      this.remember(event);
      this.emit(event, 'priced');
    }
  }
}
