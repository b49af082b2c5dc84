/** single-spa lifecycles of the home remote (all its routes). */
import { reactLifecycles } from '@casino/shared/app';
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import { NAMESPACE } from './i18n';
import { HomeRoutes } from './routes';

export const contractVersion = BUS_CONTRACT_VERSION;
/** Built in by the release command; the shell stamps it on the application's container. */
export const remoteVersion = process.env.REMOTE_VERSION;
export const namespaces = [NAMESPACE];

export const { bootstrap, mount, unmount } = reactLifecycles(HomeRoutes);
