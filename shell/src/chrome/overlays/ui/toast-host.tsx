import { useUnit } from 'effector-react';
import { ToastContainer } from 'react-toastify';
import { $direction } from '../../../services/language/model';
import { TOAST_DEFAULTS } from '../../../services/toast/model';

/** Where toasts render: top-right, 5 s, drag-to-dismiss at 80 % (spec §2). */
export function ToastHost() {
  const direction = useUnit($direction);
  return (
    <ToastContainer
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoClose}
      draggablePercent={TOAST_DEFAULTS.draggablePercent}
      rtl={direction === 'rtl'}
      theme="dark"
    />
  );
}
