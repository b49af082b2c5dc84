import { describe, expect, it } from '@rstest/core';
import {
  createBalanceStream,
  reconnectDelay,
  REPLACED_DELAY_MS,
  type EventSourceLike,
} from './connection';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: { work: () => void; ms: number; cleared: boolean }[] = [];
  const got = { balances: [] as unknown[], pools: [] as unknown[], states: [] as boolean[] };
  let tickets = 0;
  const stream = createBalanceStream({
    fetchTicket: async () => `t${++tickets}`,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onBalance: (b) => got.balances.push(b),
    onPools: (p) => got.pools.push(p),
    onState: (open) => got.states.push(open),
    setTimer: (work, ms) => {
      const timer = { work, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as { cleared: boolean }).cleared = true),
    random: () => 0.5,
  });
  const pendingRetries = () => timers.filter((t) => !t.cleared && t.ms !== 45_000);
  return { stream, sources, timers, got, pendingRetries };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('balance stream connection', () => {
  it('opens with a fresh ticket and passes on well-formed balances and pools only', async () => {
    const { stream, sources, got } = setup();
    stream.start();
    await flush();
    expect(sources.map((s) => s.url)).toEqual(['/api/stream?ticket=t1']);
    sources[0]!.emit('balance', { balance: 1200, bonus: 5, version: 7 });
    sources[0]!.emit('balance', { balance: 1.5, bonus: 0, version: 8 });
    sources[0]!.emit('balance', { balance: '9', bonus: 0, version: 8 });
    // A balance without its version could not be ordered against the others: not passed on.
    sources[0]!.emit('balance', { balance: 1300, bonus: 5 });
    sources[0]!.emit('jackpots', { diamond: 1, golden: 2, silver: 3, bronze: 4 });
    sources[0]!.emit('jackpots', { diamond: 1 });
    expect(got.balances).toEqual([{ balance: 1200, bonus: 5, version: 7 }]);
    expect(got.pools).toEqual([{ diamond: 1, golden: 2, silver: 3, bronze: 4 }]);
    expect(got.states).toEqual([true]);
  });

  it('reconnects after an error with a new ticket and growing delays, reset once a balance arrives', async () => {
    const { stream, sources, pendingRetries } = setup();
    stream.start();
    await flush();
    sources[0]!.onerror?.(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(pendingRetries().map((t) => t.ms)).toEqual([reconnectDelay(0, () => 0.5)]);
    pendingRetries()[0]!.work();
    await flush();
    expect(sources[1]!.url).toBe('/api/stream?ticket=t2');
    sources[1]!.onerror?.(new Event('error'));
    expect(pendingRetries().at(-1)!.ms).toBe(reconnectDelay(1, () => 0.5));
    pendingRetries().at(-1)!.work();
    await flush();
    sources[2]!.emit('balance', { balance: 1, bonus: 0, version: 1 });
    sources[2]!.emit('end', { reason: 'shutdown' });
    expect(pendingRetries().at(-1)!.ms).toBe(reconnectDelay(0, () => 0.5));
    expect(reconnectDelay(20, () => 1)).toBe(37_500);
  });

  it('leaves the slot to the tab that took it for a minute, and stops for good on stop()', async () => {
    const { stream, sources, pendingRetries } = setup();
    stream.start();
    await flush();
    sources[0]!.emit('end', { reason: 'replaced' });
    expect(pendingRetries().at(-1)!.ms).toBe(REPLACED_DELAY_MS);
    stream.stop();
    expect(pendingRetries()).toEqual([]);
    expect(sources).toHaveLength(1);
  });

  it('reconnects when nothing, not even a ping, arrives for 45 s', async () => {
    const { stream, sources, timers } = setup();
    stream.start();
    await flush();
    const watchdog = timers.filter((t) => t.ms === 45_000 && !t.cleared);
    expect(watchdog).toHaveLength(1);
    watchdog[0]!.work();
    expect(sources[0]!.closed).toBe(true);
  });
});
