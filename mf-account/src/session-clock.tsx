/**
 * single-spa lifecycles of the session clock: an application of the account remote the shell's
 * layout places in its session region on every page while a player is logged in. It shares this
 * remote's module instances with `./app` (the interval saved on the account page reaches it).
 */
import { reactLifecycles } from '@casino/shared/app';
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import { SessionClock } from './features/session-clock';
import { NAMESPACE } from './i18n';

export const contractVersion = BUS_CONTRACT_VERSION;
export const remoteVersion = process.env.REMOTE_VERSION;
export const namespaces = [NAMESPACE];

export const { bootstrap, mount, unmount } = reactLifecycles(SessionClock);
