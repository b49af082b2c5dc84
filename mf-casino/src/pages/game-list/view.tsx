import type { Game, GameType } from '@casino/shared/api';
import { useHydrated } from '@casino/shared/app/first-render';
import type { GameTileLabels } from '../../entities/game/ui/game-tile';
import { Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { memo, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@casino/shared/router';
import { $isMobile } from '../../entities/session';
import { TileCard, useTileLabels } from '../../features/game-card';
import { useDeferredView } from '../../lib/deferred-view';
import { FilterBar } from './filter-bar';
import { FIRST_VIEW_TILES, useFirstPage } from './first-page';
import {
  $answeredOnce,
  $categories,
  $failed,
  $failureMessage,
  $games,
  $hasMore,
  $loading,
  $pageSize,
  $providers,
  filtersFromQuery,
  GameListGate,
  loadMoreClicked,
  retryClicked,
  FAVORITE_CATEGORY,
  PAGE_SIZE_DESKTOP,
} from './model';
import styles from './game-list.module.css';

export interface GameListProps {
  type: GameType;
  titleKey: string;
  favouritesRoute?: boolean;
  /** The provider shown when the URL names none (the dedicated /pragmatic page). */
  defaultProviderId?: number;
}

/**
 * The pictures of the first view's tiles are fetched at once, the first one first (the page's
 * largest paint); the rest wait for the browser's lazy loading.
 */
const tilePriority = (index: number) =>
  index === 0 ? 'high' : index < FIRST_VIEW_TILES ? 'eager' : 'lazy';

/** Appends the next page when the end of the grid is 10 % visible (mobile). */
function EndMarker({ onVisible }: { onVisible: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onVisible(),
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible]);
  return <div ref={marker} className={styles.marker} aria-hidden="true" />;
}

interface TileGridProps {
  games: Game[];
  loading: boolean;
  pageSize: number;
  mobile: boolean;
  labels: GameTileLabels;
  /** The tiles are the page's first view: the first one's picture is the page's largest paint. */
  firstView: boolean;
}

/** The tiles and the skeletons of the page being loaded; redrawn only when these change. */
const TileGrid = memo(function TileGrid({
  games,
  loading,
  pageSize,
  mobile,
  labels,
  firstView,
}: TileGridProps) {
  return (
    <ul className={styles.grid} aria-busy={loading}>
      {games.map((game, index) => (
        <li key={game.game_id}>
          <TileCard
            game={game}
            priority={tilePriority(index)}
            mobile={mobile}
            labels={labels}
            firstView={firstView && index === 0}
          />
        </li>
      ))}
      {loading &&
        Array.from(
          { length: games.length === 0 ? pageSize : Math.min(pageSize, 6) },
          (_, index) => (
            <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true">
              <Skeleton height="100%" />
            </li>
          ),
        )}
    </ul>
  );
});

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation('casino');
  const [value, setValue] = useState(initial);
  // The URL's search changed (back, a link): the box shows it. Adjusted while rendering, not in an
  // effect: an effect's first run would put the initial text back over the typed one below.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setValue(initial);
  }
  // Typed into the server's markup before the app hydrated it: the text is the player's, kept.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initial) setValue(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the app takes the markup
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        // Before the app runs, the form searches as the app does (the list's `s` filter).
        name="s"
        className={styles.searchInput}
        value={value}
        placeholder={t('list.gameName')}
        aria-label={t('list.gameName')}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('list.search')}
      </button>
    </form>
  );
}

export function GameListPage({
  type,
  titleKey,
  favouritesRoute = false,
  defaultProviderId,
}: GameListProps) {
  const { t } = useTranslation('casino');
  const [query, setQuery] = useSearchParams();
  const fromQuery = filtersFromQuery(type, favouritesRoute, query);
  const filters =
    defaultProviderId !== undefined && !query.has('p')
      ? { ...fromQuery, providerId: defaultProviderId }
      : fromQuery;
  useGate(GameListGate, filters);
  const hydrated = useHydrated();
  const first = useFirstPage(filters, defaultProviderId);
  const [
    answeredOnce,
    games,
    loading,
    failed,
    failureMessage,
    hasMore,
    pageSize,
    providers,
    categories,
    mobile,
    onLoadMore,
    onRetry,
  ] = useUnit([
    $answeredOnce,
    $games,
    $loading,
    $failed,
    $failureMessage,
    $hasMore,
    $pageSize,
    $providers,
    $categories,
    $isMobile,
    loadMoreClicked,
    retryClicked,
  ]);

  const labels = useTileLabels();
  // Until the list has an answer of its own, the page's first page: the tiles the server drew.
  const fromFirstPage = first.games !== null && !answeredOnce && games.length === 0;
  // The tiles follow the stores in a transition (sliced), not in the task of the store's update.
  // Until hydrated, what the server could draw: no device (the desktop's boxes, told apart by CSS).
  const shown = useDeferredView({
    games: fromFirstPage ? first.games! : games,
    loading: !fromFirstPage && loading,
    failed: !fromFirstPage && failed,
    failureMessage,
    hasMore: !fromFirstPage && hasMore,
    pageSize: hydrated ? pageSize : PAGE_SIZE_DESKTOP,
    mobile: hydrated && mobile,
    labels,
    firstView: fromFirstPage,
  });

  const setParam = (key: 'p' | 'c' | 's', value: string | null) => {
    const next = new URLSearchParams(query);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setQuery(next, { replace: false });
  };
  const selectedCategory =
    filters.favourites && !favouritesRoute
      ? FAVORITE_CATEGORY
      : filters.categoryId === null
        ? null
        : String(filters.categoryId);

  return (
    <section className={styles.page} aria-labelledby="game-list-title" data-page="game-list">
      <h1 id="game-list-title" className={styles.title}>
        {t(titleKey)}
      </h1>
      {!favouritesRoute && (
        <FilterBar
          label={t('list.categories')}
          allLabel={t('list.all')}
          options={
            (categories ?? first.categories)?.map((category) => ({
              id: String(category.cat_id),
              name: category.name,
            })) ?? null
          }
          selected={selectedCategory}
          onSelect={(id) => setParam('c', id)}
        />
      )}
      <FilterBar
        label={t('list.providers')}
        allLabel={t('list.all')}
        options={
          (providers ?? first.providers)?.map((provider) => ({
            id: String(provider.pro_id),
            name: provider.Alias,
            image: provider.Image,
          })) ?? null
        }
        selected={filters.providerId === null ? null : String(filters.providerId)}
        onSelect={(id) => setParam('p', id)}
      />
      <SearchBox initial={filters.search} onSearch={(value) => setParam('s', value)} />
      {shown.failed && shown.games.length === 0 ? (
        <div className={styles.notice} role="alert">
          <p>{shown.failureMessage ?? t('serverDown')}</p>
          <p className={styles.muted}>{t('list.reRequest')}</p>
          <button type="button" className={styles.button} onClick={() => onRetry()}>
            {t('retry')}
          </button>
        </div>
      ) : !shown.loading && shown.games.length === 0 ? (
        <p className={styles.notice}>{t('list.noGame')}</p>
      ) : (
        <TileGrid
          games={shown.games}
          loading={shown.loading}
          pageSize={shown.pageSize}
          mobile={shown.mobile}
          labels={shown.labels}
          firstView={shown.firstView}
        />
      )}
      {shown.hasMore &&
        shown.games.length > 0 &&
        (shown.mobile ? (
          <EndMarker onVisible={onLoadMore} />
        ) : (
          <button
            type="button"
            className={`${styles.button} ${styles.loadMore}`}
            disabled={shown.loading}
            onClick={() => onLoadMore()}
          >
            {t('list.loadMore')}
          </button>
        ))}
    </section>
  );
}
