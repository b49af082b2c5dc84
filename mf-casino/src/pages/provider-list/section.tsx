/**
 * One provider's section of the provider list, as drawn by the app and by the server's first view
 * alike: its header (logo, name, the link to all its games) over what the caller puts below.
 */
import { Skeleton } from '@casino/shared/ui';
import type { MouseEvent, ReactNode } from 'react';
import { SECTION_SIZE } from './constants';
import styles from './provider-list.module.css';

export function ProviderSection({
  providerId,
  alias,
  image,
  href,
  allLabel,
  onOpen,
  children,
}: {
  providerId: number;
  alias: string;
  image: string;
  href: string;
  allLabel: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const titleId = `provider-${providerId}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-provider={providerId}>
      <header className={styles.header}>
        <img className={styles.logo} src={image} alt="" />
        <h2 id={titleId} className={styles.alias}>
          {alias}
        </h2>
        <a className={styles.all} href={href} onClick={onOpen} aria-label={`${allLabel}: ${alias}`}>
          {allLabel}{' '}
          <span className={styles.arrow} aria-hidden="true">
            ›
          </span>
        </a>
      </header>
      {children}
    </section>
  );
}

/** A section's games while they load: the grid of tile skeletons. */
export function SectionSkeletons() {
  return (
    <ul className={styles.grid} aria-busy>
      {Array.from({ length: SECTION_SIZE }, (_, index) => (
        <li key={index} className={styles.skeleton} aria-hidden="true">
          <Skeleton height="100%" />
        </li>
      ))}
    </ul>
  );
}

/** The page's skeleton while the first providers load. */
export function ProvidersSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeletonSection} role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={240} />
    </div>
  );
}
