/** The header (desktop and mobile variants), a shell-local single-spa application. */
import { reactLifecycles } from '@casino/shared/app';
import { HeaderView } from './ui/header-view';

export const { bootstrap, mount, unmount } = reactLifecycles(HeaderView);
