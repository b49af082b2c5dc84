/** Everything that floats over the page: the global modal, the jackpot popup, toasts, go-top. */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $jackpotWin } from '../../services/jackpot/model';
import { $modalOpen } from '../../services/modal/model';
import { $toastsUsed } from '../../services/toast/model';
import { reactLifecycles } from '@casino/shared/app';
import { GoTop } from './ui/go-top';
import { MenuBackdrop } from './ui/menu-backdrop';

// react-toastify arrives with the first toast, the modal host with the first modal and the
// jackpot popup with the first jackpot won: none of them is part of a page's first view, and
// loading them with the page counted against the JavaScript budget of `/` (docs/benchmarks.md).
const ToastHost = lazy(() =>
  import('./ui/toast-host').then((module) => ({ default: module.ToastHost })),
);
const ModalHost = lazy(() =>
  import('./ui/modal-host').then((module) => ({ default: module.ModalHost })),
);
const JackpotPopup = lazy(() =>
  import('./ui/jackpot-popup').then((module) => ({ default: module.JackpotPopup })),
);

/** true from the first time `shown` is: a host, once loaded, stays mounted. */
function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

function Overlays() {
  const [toastsUsed, modalOpen, jackpotWin] = useUnit([$toastsUsed, $modalOpen, $jackpotWin]);
  const modalUsed = useShownOnce(modalOpen);
  const jackpotUsed = useShownOnce(jackpotWin !== null);
  return (
    <>
      <MenuBackdrop />
      <GoTop />
      {modalUsed && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
      {jackpotUsed && (
        <Suspense fallback={null}>
          <JackpotPopup />
        </Suspense>
      )}
      {toastsUsed && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(Overlays);
