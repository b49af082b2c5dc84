/** The header (desktop and mobile variants), a shell-local single-spa application. */
import { chromeApp } from '../lib/create-app';
import { HeaderView } from './ui/header-view';

export const { bootstrap, mount, unmount } = chromeApp(HeaderView);
