/** Everything that floats over the page: the global modal, the jackpot popup, toasts, go-top. */
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $toastsUsed } from '../../services/toast/model';
import { reactLifecycles } from '@casino/shared/app';
import { GoTop } from './ui/go-top';
import { JackpotPopup } from './ui/jackpot-popup';
import { MenuBackdrop } from './ui/menu-backdrop';
import { ModalHost } from './ui/modal-host';

// react-toastify arrives with the first toast, not with the page.
const ToastHost = lazy(() =>
  import('./ui/toast-host').then((module) => ({ default: module.ToastHost })),
);

function Overlays() {
  const toastsUsed = useUnit($toastsUsed);
  return (
    <>
      <MenuBackdrop />
      <GoTop />
      <ModalHost />
      <JackpotPopup />
      {toastsUsed && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(Overlays);
