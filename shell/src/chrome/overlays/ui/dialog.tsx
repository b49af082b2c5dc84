/**
 * An accessible modal dialog: focus moves inside on open, Tab stays inside, Escape and the
 * backdrop close it, the rest of the page is inert meanwhile, and focus returns on close.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './overlays.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusablesIn(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'));
}

export interface DialogProps {
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

export function Dialog({ label, labelledBy, onClose, children, className, testId }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layout = document.querySelector('.layout');
    layout?.setAttribute('inert', '');
    // Content mounted by a remote may arrive a frame later.
    const frame = requestAnimationFrame(() => (focusablesIn(node)[0] ?? node).focus());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(node);
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      layout?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`${styles.dialog} ${className ?? ''}`}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
