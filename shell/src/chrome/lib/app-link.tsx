import { useUnit } from 'effector-react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { $pathname, navigationRequested } from '../../services/navigation/model';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: Record<string, unknown>;
  /** Runs instead of navigating when it returns false (e.g. a guest on a login-only item). */
  beforeNavigate?: () => boolean | void;
}

/** A same-site link that navigates through history (single-spa reroutes). */
export function AppLink({ to, state, beforeNavigate, onClick, ...rest }: AppLinkProps) {
  const [pathname, navigate] = useUnit([$pathname, navigationRequested]);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (beforeNavigate?.() === false) return;
    navigate({ to, state });
  };
  return (
    <a
      href={to}
      aria-current={pathname === to ? 'page' : undefined}
      onClick={handleClick}
      {...rest}
    />
  );
}
