/**
 * The shell's state as remotes see it, derived from the state events of the contract. No runtime
 * schema here: this module ships in production bundles, the schemas only in development.
 */
import type { Device, Direction, EventMap, EventName, Language, PlayerUser } from './contract';

/** Shell state as remotes see it; derived from the state events above, never set directly. */
export interface ShellSnapshot {
  tokenPresent: boolean;
  user: PlayerUser | null;
  language: Language;
  direction: Direction;
  device: Device;
}

export const initialSnapshot: ShellSnapshot = {
  tokenPresent: false,
  user: null,
  language: 'fr',
  direction: 'ltr',
  device: { class: 'desktop', orientation: 'landscape' },
};

/** How each state event changes the snapshot; events not listed leave it as it is. */
export function reduceSnapshot<K extends EventName>(
  snapshot: ShellSnapshot,
  name: K,
  payload: EventMap[K],
): ShellSnapshot {
  switch (name) {
    case 'auth:changed': {
      const { tokenPresent, user } = payload as EventMap['auth:changed'];
      return { ...snapshot, tokenPresent, user };
    }
    case 'user:updated':
      return { ...snapshot, user: (payload as EventMap['user:updated']).user };
    case 'language:changed': {
      const { language, direction } = payload as EventMap['language:changed'];
      return { ...snapshot, language, direction };
    }
    case 'device:changed':
      return { ...snapshot, device: payload as EventMap['device:changed'] };
    default:
      return snapshot;
  }
}
