/**
 * The shell's state (token present, device, user) as effector stores, so models can branch on it
 * and tests can set it with `fork({ values })`. Fed from the bus; the shell alone changes it.
 */
import { bus, type Direction, type PlayerUser } from '@casino/shared/events';
import { createEvent, createStore } from 'effector';

interface Session {
  tokenPresent: boolean;
  mobile: boolean;
  user: PlayerUser | null;
  direction: Direction;
}

export const sessionChanged = createEvent<Session>();

const initial = bus.getSnapshot();
export const $tokenPresent = createStore(initial.tokenPresent).on(sessionChanged, (_, { tokenPresent }) => tokenPresent);
export const $isMobile = createStore(initial.device.class === 'mobile').on(sessionChanged, (_, { mobile }) => mobile);
export const $direction = createStore<Direction>(initial.direction).on(sessionChanged, (_, { direction }) => direction);
export const $user = createStore<PlayerUser | null>(initial.user, { skipVoid: false }).on(sessionChanged, (_, { user }) => user);

bus.subscribeSnapshot(() => {
  const snapshot = bus.getSnapshot();
  sessionChanged({ tokenPresent: snapshot.tokenPresent, mobile: snapshot.device.class === 'mobile', user: snapshot.user, direction: snapshot.direction });
});
