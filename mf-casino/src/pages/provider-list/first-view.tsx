/**
 * The provider list's first view, drawn on the server before any script: the page's title and the
 * first providers' sections with their games' skeletons (the app shows the same while it asks for
 * each section's games), or the page's skeleton when the providers are not known.
 */
import styles from './provider-list.module.css';
import { ProviderSection, ProvidersSkeleton, SectionSkeletons } from './section';

export interface ProviderListFirstViewProps {
  title: string;
  allLabel: string;
  loadingLabel: string;
  /** null: not known yet (the page's skeleton). */
  providers: { id: number; alias: string; image: string; href: string }[] | null;
}

export function ProviderListFirstView({
  title,
  allLabel,
  loadingLabel,
  providers,
}: ProviderListFirstViewProps) {
  return (
    <div className={styles.page} data-page="provider-list">
      <h1 className={styles.title}>{title}</h1>
      {providers?.map((provider) => (
        <ProviderSection
          key={provider.id}
          providerId={provider.id}
          alias={provider.alias}
          image={provider.image}
          href={provider.href}
          allLabel={allLabel}
        >
          <SectionSkeletons />
        </ProviderSection>
      ))}
      {providers === null && <ProvidersSkeleton label={loadingLabel} />}
    </div>
  );
}
