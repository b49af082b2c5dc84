import { useUnit } from 'effector-react';
import { ToastContainer, cssTransition } from 'react-toastify';
import { $direction } from '../../../services/language/model';
import { TOAST_DEFAULTS } from '../../../services/toast/model';
import styles from './toast-transition.module.css';

/**
 * Short entrance and exit, and no collapse afterwards: the toast is gone when its duration is
 * over (the library's bounce and collapse added 1.3 s to every toast).
 */
const transition = cssTransition({ enter: styles.enter!, exit: styles.exit!, collapse: false });

/**
 * Where toasts render: top-right (top-left in right-to-left) below the header, 5 s,
 * drag-to-dismiss at 80 %.
 */
export function ToastHost() {
  const direction = useUnit($direction);
  return (
    <ToastContainer
      className={styles.container}
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoClose}
      draggablePercent={TOAST_DEFAULTS.draggablePercent}
      transition={transition}
      rtl={direction === 'rtl'}
      theme="dark"
    />
  );
}
