import { useEffect, useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { EventMap, EventName } from './contract';
import type { ShellSnapshot } from './snapshot';

/** The shell's state as this component should render it. */
export function useShellSnapshot(): ShellSnapshot {
  return useSyncExternalStore(bus.subscribeSnapshot, bus.getSnapshot, bus.getSnapshot);
}

/** Listen to one bus event while the component is mounted. */
export function useBusEvent<K extends EventName>(
  name: K,
  handler: (payload: EventMap[K]) => void,
): void {
  useEffect(() => bus.on(name, handler), [name, handler]);
}
