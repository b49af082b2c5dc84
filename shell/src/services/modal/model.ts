/**
 * The global modal (open with content, close clears). One modal at a time: content a
 * remote asked for (`shell:open-modal`), or one of the shell's own (login, the choice of a menu
 * group's links such as Sport's Prematch or Live).
 */
import type { ModalContent } from '@casino/shared/events';
import { createEvent, createStore } from 'effector';
import type { MenuItem } from '../../platform/route-types';

export type ModalState =
  | { kind: 'remote'; content: ModalContent }
  | { kind: 'login' }
  | { kind: 'menu-choice'; item: MenuItem };

export const remoteModalOpened = createEvent<ModalContent>();
export const remoteModalClosed = createEvent<{ id?: string }>();
export const loginModalOpened = createEvent();
/** A menu group of the bottom navigation (Sport): the choice of its links. */
export const menuChoiceOpened = createEvent<MenuItem>();
/** The player dismissed the modal (close icon, Escape, backdrop). */
export const modalDismissed = createEvent();
export const modalClosed = createEvent();

export const $modal = createStore<ModalState | null>(null)
  .on(remoteModalOpened, (_, content) => ({ kind: 'remote', content }))
  .on(loginModalOpened, () => ({ kind: 'login' }))
  .on(menuChoiceOpened, (_, item) => ({ kind: 'menu-choice', item }))
  .on(remoteModalClosed, (state, { id }) =>
    state?.kind === 'remote' && (id === undefined || state.content.id === id) ? null : state,
  )
  .reset(modalDismissed, modalClosed);

export const $modalOpen = $modal.map(Boolean);
