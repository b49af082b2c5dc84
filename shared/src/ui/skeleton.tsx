import type { CSSProperties } from 'react';

const pulse: CSSProperties = {
  display: 'block',
  background:
    'linear-gradient(90deg, var(--color-surface) 25%, var(--color-surface-2) 50%, var(--color-surface) 75%)',
  backgroundSize: '200% 100%',
  borderRadius: 'var(--radius)',
};

/** A placeholder shaped like the content that is loading. */
export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      style={{ ...pulse, inlineSize: width, blockSize: height }}
    />
  );
}

/** `count` skeletons, e.g. 10 for the top-wins widget, 15 for the filter bars. */
export function SkeletonList({
  count,
  height = 16,
  label,
}: {
  count: number;
  height?: number;
  label: string;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ display: 'grid', gap: 'var(--space-2)' }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
