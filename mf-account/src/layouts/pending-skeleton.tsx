import { Skeleton } from '@casino/shared/ui';

/** An account screen's place while it loads: drawn by the app and, before any script, by the first view. */
export function PendingSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ display: 'grid', gap: 'var(--space-4)', padding: 'var(--space-6)' }}
    >
      <Skeleton height={32} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}
