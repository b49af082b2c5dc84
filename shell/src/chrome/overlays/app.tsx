/** Everything that floats over the page: the global modal, the jackpot popup, toasts, go-top. */
import { chromeApp } from '../lib/create-app';
import { GoTop } from './ui/go-top';
import { JackpotPopup } from './ui/jackpot-popup';
import { MenuBackdrop } from './ui/menu-backdrop';
import { ModalHost } from './ui/modal-host';
import { ToastHost } from './ui/toast-host';

function Overlays() {
  return (
    <>
      <MenuBackdrop />
      <GoTop />
      <ModalHost />
      <JackpotPopup />
      <ToastHost />
    </>
  );
}

export const { bootstrap, mount, unmount } = chromeApp(Overlays);
