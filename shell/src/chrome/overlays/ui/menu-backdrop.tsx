import { useUnit } from 'effector-react';
import { $layout } from '../../../services/device/model';
import { $sidebarOpen, sidebarClosed } from '../../../services/sidebar/model';
import styles from './overlays.module.css';

/** Dims the page behind the mobile slide-in menu; a tap outside closes it. */
export function MenuBackdrop() {
  const [layout, open, close] = useUnit([$layout, $sidebarOpen, sidebarClosed]);
  if (layout !== 'mobile' || !open) return null;
  return (
    <div
      className={styles.menuBackdrop}
      aria-hidden="true"
      data-testid="menu-backdrop"
      onClick={() => close()}
    />
  );
}
