/** The sidebar: the desktop side menu and, on mobile, the slide-in menu. */
import { reactLifecycles } from '@casino/shared/app';
import { SidebarView } from './ui/sidebar-view';

export const { bootstrap, mount, unmount } = reactLifecycles(SidebarView);
