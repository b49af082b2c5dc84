import type { CSSProperties } from 'react';

const box: Record<'panel' | 'inline', CSSProperties> = {
  // A section of its own (a rail, a widget): a muted box in the section's place.
  panel: {
    display: 'grid',
    gap: 'var(--space-2)',
    justifyItems: 'center',
    margin: 0,
    padding: 'var(--space-4)',
    borderRadius: 'var(--radius)',
    background: 'var(--color-surface)',
    color: 'var(--color-text-muted)',
    textAlign: 'center',
  },
  // Inside a panel that keeps its title: the message in the danger colour, aligned to the start.
  inline: {
    display: 'grid',
    gap: 'var(--space-2)',
    justifyItems: 'start',
    color: 'var(--color-danger)',
  },
};

const retry: CSSProperties = {
  minBlockSize: 44,
  paddingInline: 'var(--space-4)',
  border: 0,
  borderRadius: 'var(--radius)',
  background: 'var(--color-accent)',
  color: 'var(--color-accent-text)',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
};

/**
 * The one "this section could not load" notice with its Retry button (rails, widgets of the
 * home and casino remotes). The texts come from the caller's namespace (fr, en, ar).
 */
export function SectionFailure({
  message,
  retryLabel,
  onRetry,
  variant = 'panel',
  fallback,
  as: Element = 'div',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  variant?: 'panel' | 'inline';
  /** `data-fallback` of the notice, for a section that e2e names. */
  fallback?: string;
  /** `section` where the notice stands for a whole section of the page. */
  as?: 'div' | 'section';
}) {
  return (
    <Element role="alert" data-section-failure="" data-fallback={fallback} style={box[variant]}>
      <p style={{ margin: 0 }}>{message}</p>
      <button type="button" style={retry} onClick={() => onRetry()}>
        {retryLabel}
      </button>
    </Element>
  );
}
