/**
 * The shell's state (token present, device, language, direction, user) as effector stores of one remote, so
 * its models can branch on it and tests can set it with `fork({ values })`. Fed from the bus; the
 * shell alone changes it. Each remote calls this once (its units are its own).
 */
import { bus, type Direction, type Language, type PlayerUser } from '@casino/shared/events';
import { createEvent, createStore } from 'effector';

interface Session {
  tokenPresent: boolean;
  mobile: boolean;
  language: Language;
  direction: Direction;
  user: PlayerUser | null;
}

export function createSessionStores() {
  const sessionChanged = createEvent<Session>();
  const initial = bus.getSnapshot();
  const $tokenPresent = createStore(initial.tokenPresent).on(
    sessionChanged,
    (_, { tokenPresent }) => tokenPresent,
  );
  const $isMobile = createStore(initial.device.class === 'mobile').on(
    sessionChanged,
    (_, { mobile }) => mobile,
  );
  /**
   * What the API's display texts (banners, jackpot and category names) are asked in: a model
   * that shows them asks again when it changes, so they follow a switch without a reload.
   */
  const $language = createStore<Language>(initial.language).on(
    sessionChanged,
    (_, { language }) => language,
  );
  const $direction = createStore<Direction>(initial.direction).on(
    sessionChanged,
    (_, { direction }) => direction,
  );
  const $user = createStore<PlayerUser | null>(initial.user, { skipVoid: false }).on(
    sessionChanged,
    (_, { user }) => user,
  );

  bus.subscribeSnapshot(() => {
    const snapshot = bus.getSnapshot();
    sessionChanged({
      tokenPresent: snapshot.tokenPresent,
      mobile: snapshot.device.class === 'mobile',
      language: snapshot.language,
      direction: snapshot.direction,
      user: snapshot.user,
    });
  });
  return { sessionChanged, $tokenPresent, $isMobile, $language, $direction, $user };
}
