import type { GameType } from '@casino/shared/api';
import { navigateTo } from '@casino/shared/navigation';
import { previewPath } from '../../entities/game';
import { useGate, useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../features/game-card';
import { useFirstProviders } from './first-page';
import {
  $answered,
  $failed,
  $hasMore,
  $loading,
  $providers,
  $sections,
  loadMoreClicked,
  ProviderListGate,
  retryClicked,
  sectionRetryClicked,
  type SectionGames,
} from './model';
import styles from './provider-list.module.css';
import { ProviderSection, ProvidersSkeleton, SectionSkeletons } from './section';

function Section({
  type,
  providerId,
  alias,
  image,
  games,
}: {
  type: GameType;
  providerId: number;
  alias: string;
  image: string;
  games: SectionGames | undefined;
}) {
  const { t } = useTranslation('casino');
  const onRetry = useUnit(sectionRetryClicked);
  const href = `${previewPath(type)}?p=${providerId}&c=null`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(href, { isFullPage: false });
  };
  return (
    <ProviderSection
      providerId={providerId}
      alias={alias}
      image={image}
      href={href}
      allLabel={t('list.all')}
      onOpen={open}
    >
      {games === 'failed' ? (
        <div className={styles.notice} role="alert">
          <p>{t('serverDown')}</p>
          <button type="button" className={styles.button} onClick={() => onRetry(providerId)}>
            {t('retry')}
          </button>
        </div>
      ) : Array.isArray(games) && games.length === 0 ? (
        <p className={styles.notice}>{t('list.noGame')}</p>
      ) : Array.isArray(games) ? (
        <ul className={styles.grid} aria-busy={false}>
          {games.map((game) => (
            <li key={game.game_id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      ) : (
        <SectionSkeletons />
      )}
    </ProviderSection>
  );
}

export function ProviderListPage({ type, titleKey }: { type: GameType; titleKey: string }) {
  const { t } = useTranslation('casino');
  useGate(ProviderListGate, { type });
  const first = useFirstProviders(type);
  const [answered, providers, sections, loading, failed, hasMore, onLoadMore, onRetry] = useUnit([
    $answered,
    $providers,
    $sections,
    $loading,
    $failed,
    $hasMore,
    loadMoreClicked,
    retryClicked,
  ]);
  const pending = loading || !answered;
  // Until the page has its own answer, the page's first page: the sections the server drew.
  const shown = !answered && providers.length === 0 && first !== null ? first : providers;
  return (
    <div className={styles.page} data-page="provider-list">
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {shown.map((provider) => (
        <Section
          key={provider.pro_id}
          type={type}
          providerId={provider.pro_id}
          alias={provider.Alias}
          image={provider.Image}
          games={sections[provider.pro_id]}
        />
      ))}
      {pending && shown.length === 0 && <ProvidersSkeleton label={t('loading')} />}
      {failed ? (
        <div className={styles.notice} role="alert">
          <p>{t('serverDown')}</p>
          <button type="button" className={styles.button} onClick={() => onRetry()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        !pending && providers.length === 0 && <p className={styles.notice}>{t('list.noGame')}</p>
      )}
      {hasMore && !failed && (
        <button
          type="button"
          className={`${styles.button} ${styles.loadMore}`}
          disabled={loading}
          onClick={() => onLoadMore()}
        >
          {t('list.loadMore')}
        </button>
      )}
    </div>
  );
}
