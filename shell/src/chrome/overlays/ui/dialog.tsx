/**
 * An accessible modal dialog: focus moves inside on open, Tab stays inside, Escape and the
 * backdrop close it, the rest of the page is inert meanwhile, and focus returns on close.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './overlays.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusablesIn(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert'),
  );
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

  // A layout effect: the dialog is never on screen without its keys and the page behind it inert
  // (a passive effect runs after paint, and an Escape pressed in between was lost).
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layout = document.querySelector('.layout');
    layout?.setAttribute('inert', '');
    // Focus the field marked data-autofocus, else the first control. Lazy or remote content may
    // arrive later: focus it then, unless the player has already moved focus somewhere inside.
    const focusInitial = () => {
      const target = node.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(node)[0];
      if (target) target.focus();
      return Boolean(target);
    };
    const observer = new MutationObserver(() => {
      if (document.activeElement !== node && node.contains(document.activeElement))
        return observer.disconnect();
      if (focusInitial()) observer.disconnect();
    });
    const frame = requestAnimationFrame(() => {
      if (!focusInitial()) {
        node.focus();
        observer.observe(node, { childList: true, subtree: true });
      }
    });
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
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      layout?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
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
