import type { GameType } from '@casino/shared/api';
import { navigateTo } from '@casino/shared/navigation';
import { previewPath } from '../../entities/game';
import { Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../features/game-card';
import {
  $failed,
  $hasMore,
  $loading,
  $providers,
  $sections,
  loadMoreClicked,
  ProviderListGate,
  retryClicked,
  sectionRetryClicked,
  SECTION_SIZE,
  type SectionGames,
} from './model';
import styles from './provider-list.module.css';

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
  const titleId = `provider-${providerId}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-provider={providerId}>
      <header className={styles.header}>
        <img className={styles.logo} src={image} alt="" />
        <h2 id={titleId} className={styles.alias}>
          {alias}
        </h2>
        <a
          className={styles.all}
          href={href}
          onClick={open}
          aria-label={`${t('list.all')}: ${alias}`}
        >
          {t('list.all')}{' '}
          <span className={styles.arrow} aria-hidden="true">
            ›
          </span>
        </a>
      </header>
      {games === 'failed' ? (
        <div className={styles.notice} role="alert">
          <p>{t('serverDown')}</p>
          <button type="button" className={styles.button} onClick={() => onRetry(providerId)}>
            {t('retry')}
          </button>
        </div>
      ) : Array.isArray(games) && games.length === 0 ? (
        <p className={styles.notice}>{t('list.noGame')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={!Array.isArray(games)}>
          {Array.isArray(games)
            ? games.map((game) => (
                <li key={game.game_id}>
                  <GameCard game={game} />
                </li>
              ))
            : Array.from({ length: SECTION_SIZE }, (_, index) => (
                <li key={index} className={styles.skeleton} aria-hidden="true">
                  <Skeleton height="100%" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

export function ProviderListPage({ type, titleKey }: { type: GameType; titleKey: string }) {
  const { t } = useTranslation('casino');
  useGate(ProviderListGate, { type });
  const [providers, sections, loading, failed, hasMore, onLoadMore, onRetry] = useUnit([
    $providers,
    $sections,
    $loading,
    $failed,
    $hasMore,
    loadMoreClicked,
    retryClicked,
  ]);
  return (
    <div className={styles.page} data-page="provider-list">
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {providers.map((provider) => (
        <Section
          key={provider.pro_id}
          type={type}
          providerId={provider.pro_id}
          alias={provider.Alias}
          image={provider.Image}
          games={sections[provider.pro_id]}
        />
      ))}
      {loading && providers.length === 0 && (
        <div
          className={styles.skeletonSection}
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
        >
          <Skeleton height={240} />
        </div>
      )}
      {failed ? (
        <div className={styles.notice} role="alert">
          <p>{t('serverDown')}</p>
          <button type="button" className={styles.button} onClick={() => onRetry()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        !loading && providers.length === 0 && <p className={styles.notice}>{t('list.noGame')}</p>
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
