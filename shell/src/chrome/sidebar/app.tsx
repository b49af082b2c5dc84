/** The sidebar: the desktop side menu and, on mobile, the slide-in menu. */
import { chromeApp } from '../lib/create-app';
import { SidebarView } from './ui/sidebar-view';

export const { bootstrap, mount, unmount } = chromeApp(SidebarView);
