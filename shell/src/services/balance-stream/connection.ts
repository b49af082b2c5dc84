/**
 * The balance stream's connection (API `GET /api/stream?ticket=`, Server-Sent Events): a fresh
 * one-use ticket for every connection (the session token never goes in a URL), reconnection with
 * growing, jittered delays when the stream fails or the API restarts, and a watchdog that
 * reconnects when not even the API's 20 s ping arrives. Everything it needs is injected, so the
 * logic is tested without a network.
 */
import type { Millimes } from '@casino/shared/format';

export interface PushedBalance {
  balance: Millimes;
  bonus: Millimes;
  /** The balances' version from the ledger, as `/UserDetails`'s `balance_version`. */
  version: number;
}

export interface PushedPools {
  diamond: Millimes;
  golden: Millimes;
  silver: Millimes;
  bronze: Millimes;
}

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface StreamDeps {
  /** A one-use ticket from `POST /api/stream/ticket`. */
  fetchTicket(): Promise<string>;
  open(url: string): EventSourceLike;
  onBalance(balance: PushedBalance): void;
  onPools(pools: PushedPools): void;
  onState(open: boolean): void;
  setTimer?(work: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
  random?(): number;
}

/** Delay before reconnection attempt n (0-based): 0.5 s doubling up to 30 s, jittered by ±25 %. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const base = Math.min(30_000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** After another tab or device took this player's stream slot, wait this long before taking it back. */
export const REPLACED_DELAY_MS = 60_000;
/** No event (not even the 20 s ping) for this long: the connection is dead. */
export const SILENCE_MS = 45_000;

/** The stream's amounts are the API's integer millimes: checked here, where they arrive. */
function isNumber(value: unknown): value is Millimes {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function createBalanceStream(deps: StreamDeps) {
  const setTimer = deps.setTimer ?? ((work, ms) => setTimeout(work, ms));
  const clearTimer =
    deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const random = deps.random ?? Math.random;
  let source: EventSourceLike | null = null;
  let running = false;
  let attempt = 0;
  let retryTimer: unknown = null;
  let watchdog: unknown = null;
  // Each connection gets a generation: events of a connection already given up are ignored.
  let generation = 0;

  function teardown() {
    generation += 1;
    source?.close();
    source = null;
    if (watchdog !== null) clearTimer(watchdog);
    watchdog = null;
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
  }

  function retry(delay = reconnectDelay(attempt, random)) {
    teardown();
    deps.onState(false);
    if (!running) return;
    attempt += 1;
    retryTimer = setTimer(() => {
      retryTimer = null;
      void connect();
    }, delay);
  }

  function alive(mine: number) {
    if (mine !== generation) return false;
    if (watchdog !== null) clearTimer(watchdog);
    watchdog = setTimer(() => mine === generation && retry(), SILENCE_MS);
    return true;
  }

  async function connect() {
    const mine = ++generation;
    let ticket: string;
    try {
      ticket = await deps.fetchTicket();
    } catch {
      if (mine === generation) retry();
      return;
    }
    if (mine !== generation || !running) return;
    const opened = deps.open(`/api/stream?ticket=${encodeURIComponent(ticket)}`);
    source = opened;
    alive(mine);
    const parse = (event: MessageEvent<string>): Record<string, unknown> | null => {
      try {
        const data: unknown = JSON.parse(event.data);
        return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    };
    opened.addEventListener('balance', (event) => {
      if (!alive(mine)) return;
      const data = parse(event);
      if (!data || !isNumber(data.balance) || !isNumber(data.bonus) || !isNumber(data.version))
        return;
      // A first balance means the stream works: the next failure starts the delays over.
      attempt = 0;
      deps.onState(true);
      deps.onBalance({ balance: data.balance, bonus: data.bonus, version: data.version });
    });
    opened.addEventListener('jackpots', (event) => {
      if (!alive(mine)) return;
      const data = parse(event);
      if (
        data &&
        isNumber(data.diamond) &&
        isNumber(data.golden) &&
        isNumber(data.silver) &&
        isNumber(data.bronze)
      ) {
        deps.onPools({
          diamond: data.diamond,
          golden: data.golden,
          silver: data.silver,
          bronze: data.bronze,
        });
      }
    });
    opened.addEventListener('ping', () => void alive(mine));
    opened.addEventListener('end', (event) => {
      if (mine !== generation) return;
      const reason = parse(event)?.reason;
      retry(reason === 'replaced' ? REPLACED_DELAY_MS : undefined);
    });
    // EventSource would retry the same URL by itself, with a ticket already spent: we retry.
    opened.onerror = () => {
      if (mine === generation) retry();
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      void connect();
    },
    stop() {
      running = false;
      teardown();
      deps.onState(false);
    },
    /** A new token (another login): the stream must be the new session's. */
    restart() {
      this.stop();
      this.start();
    },
  };
}
