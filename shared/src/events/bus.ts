import type { EventMap, EventName } from './contract';
import { initialSnapshot, reduceSnapshot, type ShellSnapshot } from './snapshot';
import { checkPayload } from './validation';
import { BUS_CONTRACT_VERSION } from './version';

type Handler<K extends EventName> = (payload: EventMap[K]) => void;

export interface EventBus {
  readonly contractVersion: string;
  emit<K extends EventName>(name: K, payload: EventMap[K]): void;
  on<K extends EventName>(name: K, handler: Handler<K>): () => void;
  getSnapshot(): ShellSnapshot;
  /** Compatible with React's useSyncExternalStore. */
  subscribeSnapshot(listener: () => void): () => void;
  /** The bearer token, for the API client only; the shell provides the reader. */
  readToken(): string | null;
  provideTokenReader(reader: () => string | null): void;
}

export interface BusOptions {
  /**
   * Check every payload against the contract (development and tests). Production builds leave
   * the check and its schemas out of the bundle whatever this says.
   */
  validate: boolean;
}

export function createEventBus({ validate }: BusOptions): EventBus {
  const handlers = new Map<EventName, Set<Handler<EventName>>>();
  const snapshotListeners = new Set<() => void>();
  let snapshot: ShellSnapshot = initialSnapshot;
  let tokenReader: () => string | null = () => null;

  function notifySnapshot(next: ShellSnapshot) {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...snapshotListeners]) listener();
  }

  return {
    contractVersion: BUS_CONTRACT_VERSION,
    emit(name, payload) {
      if (process.env.NODE_ENV !== 'production' && validate) checkPayload(name, payload);
      notifySnapshot(reduceSnapshot(snapshot, name, payload));
      for (const handler of [...(handlers.get(name) ?? [])]) {
        // One failing listener must not keep the event from the others.
        try {
          handler(payload);
        } catch (error) {
          console.error(`A listener of "${name}" failed`, error);
        }
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<EventName>);
      handlers.set(name, set);
      return () => set.delete(handler as Handler<EventName>);
    },
    getSnapshot: () => snapshot,
    subscribeSnapshot(listener) {
      snapshotListeners.add(listener);
      return () => snapshotListeners.delete(listener);
    },
    readToken: () => tokenReader(),
    provideTokenReader(reader) {
      tokenReader = reader;
    },
  };
}

const globalKey = Symbol.for('@casino/shared/events#bus');
type BusHolder = { [globalKey]?: EventBus };

/**
 * The page's one bus. Module Federation shares this module as a singleton; the global slot
 * additionally keeps a single bus should a second copy of the module ever be evaluated.
 */
export const bus: EventBus = ((globalThis as BusHolder)[globalKey] ??= createEventBus({
  validate: process.env.NODE_ENV !== 'production',
}));
