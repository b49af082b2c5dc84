/**
 * The sportsbook frame's place while the frame is being launched: the frame's own box with a
 * skeleton, drawn by the app and, before any script, by the first view.
 */
import { Skeleton } from '@casino/shared/ui';

export function FrameSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={className}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="sport-skeleton"
    >
      <Skeleton height="100%" />
    </div>
  );
}
