/** The events the feed plays, as it keeps them and as viewers are sent them. */
import type { Names } from '../fixtures/leagues';
import type { FinalResult, Sport } from '../pricing/markets';
import type { PricedMarket } from '../pricing/price';
import type { LiveState, ModelParams, SimEvent } from './simulator';

export type EventStatus = 'scheduled' | 'live' | 'finished' | 'abandoned';

export interface BookEvent {
  id: number;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  startsAt: Date;
  status: EventStatus;
  params: ModelParams;
  live: LiveState;
  steps: number;
  abandonAt: number | null;
  result: FinalResult | null;
  endedAt: Date | null;
  markets: PricedMarket[];
  suspendedUntil: number;
  lastEvents: SimEvent[];
  version: number;
}

export interface EventView {
  id: number;
  sport: Sport;
  league: string;
  leagueName: Names;
  country: Names;
  home: Names;
  away: Names;
  startsAt: string;
  status: EventStatus;
  live: LiveState;
  /** Until when (ms since the epoch) its markets are suspended after an incident. */
  suspendedUntil: number;
  result: FinalResult | null;
  markets: Array<{
    key: string;
    open: boolean;
    outcomes: Array<{ key: string; odds: number | null }>;
  }>;
  last: SimEvent[];
  version: number;
}

export type FeedListener = (event: BookEvent, change: 'priced' | 'ended') => void;

/**
 * What changes during play, without the names (a viewer has them from the lists): pushed for
 * every event that changed in one pass of the feed, in one message. Markets as
 * `[key, open (1/0), odds…]` with null for an outcome not offered.
 */
export interface EventChange {
  id: number;
  status: EventStatus;
  live: LiveState;
  suspendedUntil: number;
  result: FinalResult | null;
  markets: Array<Array<string | number | null>>;
  version: number;
}
