import type { Game } from '@casino/shared/api';
import type { GameRailSpec } from '@casino/shared/remotes';
import { navigateTo } from '@casino/shared/navigation';
import { SectionFailure, Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { memo, useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $isMobile, $tokenPresent } from '../../../entities/session';
import type { GameTileLabels } from '../../../entities/game/ui/game-tile';
import { useDeferredView } from '../../../lib/deferred-view';
import { TileCard, useTileLabels } from '../../game-card';
import { railFor, type GameRailModel } from '../model';
import styles from './game-rail.module.css';

/** The 'All' link: query p and c carry the row's provider and category ('null' when none). */
function allLink(rail: GameRailModel): string {
  const { link, providerId, category } = rail.config;
  return `${link}?p=${providerId ?? 'null'}&c=${category ?? 'null'}`;
}

/** Tells the rail when its end marker is 10 % visible inside the scrolling row (mobile). */
function EndMarker({ onVisible }: { onVisible: () => void }) {
  const marker = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onVisible(),
      {
        root: element.parentElement,
        threshold: 0.1,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible]);
  return <li ref={marker} className={styles.marker} aria-hidden="true" />;
}

interface RailTilesProps {
  games: Game[];
  loading: boolean;
  hasNext: boolean;
  mobile: boolean;
  labels: GameTileLabels;
  pageSize: number;
  onEnd: () => void;
}

/** A rail's tiles (skeletons until the first answer); redrawn only when these change. */
const RailTiles = memo(function RailTiles({
  games,
  loading,
  hasNext,
  mobile,
  labels,
  pageSize,
  onEnd,
}: RailTilesProps) {
  const showSkeletons = loading && (games.length === 0 || !mobile);
  return (
    <ul className={mobile ? styles.row : styles.grid} aria-busy={loading}>
      {showSkeletons
        ? Array.from({ length: pageSize }, (_, index) => (
            <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true">
              <Skeleton height="100%" />
            </li>
          ))
        : games.map((game) => (
            <li key={game.game_id} className={styles.item}>
              <TileCard game={game} mobile={mobile} labels={labels} />
            </li>
          ))}
      {mobile && loading && games.length > 0 && (
        <li className={styles.skeleton} aria-hidden="true">
          <Skeleton height="100%" />
        </li>
      )}
      {mobile && hasNext && !loading && <EndMarker onVisible={onEnd} />}
    </ul>
  );
});

function GameRailView({ rail, title }: { rail: GameRailModel; title: string }) {
  const { t } = useTranslation('casino');
  useGate(rail.Gate);
  const [
    games,
    pending,
    answered,
    failed,
    hasPrevious,
    hasNext,
    mobile,
    onNext,
    onPrevious,
    onEnd,
    onRetry,
  ] = useUnit([
    rail.$games,
    rail.$loading,
    rail.$answered,
    rail.$failed,
    rail.$hasPrevious,
    rail.$hasNext,
    $isMobile,
    rail.nextClicked,
    rail.previousClicked,
    rail.endReached,
    rail.retryClicked,
  ]);
  const endReached = useCallback(() => onEnd(), [onEnd]);
  const href = allLink(rail);
  const openAll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(href, { isFullPage: false });
  };
  const titleId = `rail-${rail.config.id}`;
  // Until the first answer the rail holds its skeletons' place (no shift when the games come).
  const loading = pending || !answered;
  const labels = useTileLabels();
  // The tiles follow the stores and the texts in a transition (sliced), not in the task of the
  // update: on the home page every rail's games and the texts arrive while the page starts.
  const shown = useDeferredView({ games, loading, failed, hasNext, mobile, labels });

  return (
    <section className={styles.rail} aria-labelledby={titleId} data-rail={rail.config.id}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <a
          className={styles.all}
          href={href}
          onClick={openAll}
          aria-label={`${t('rails.all')}: ${title}`}
        >
          {t('rails.all')}{' '}
          <span className={styles.arrow} aria-hidden="true">
            ›
          </span>
        </a>
        {!mobile && (
          <span className={styles.pager}>
            <button
              type="button"
              className={styles.pageButton}
              disabled={!hasPrevious || loading}
              onClick={() => onPrevious()}
              aria-label={t('rails.previous')}
            >
              <span className={styles.arrow} aria-hidden="true">
                ‹
              </span>
            </button>
            <button
              type="button"
              className={styles.pageButton}
              disabled={!hasNext || loading}
              onClick={() => onNext()}
              aria-label={t('rails.next')}
            >
              <span className={styles.arrow} aria-hidden="true">
                ›
              </span>
            </button>
          </span>
        )}
      </header>
      {shown.failed && shown.games.length === 0 ? (
        <SectionFailure message={t('serverDown')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : !shown.loading && shown.games.length === 0 ? (
        <p className={styles.notice}>{t('noGame')}</p>
      ) : (
        <RailTiles
          games={shown.games}
          loading={shown.loading}
          hasNext={shown.hasNext}
          mobile={shown.mobile}
          labels={shown.labels}
          pageSize={rail.config.pageSize}
          onEnd={endReached}
        />
      )}
    </section>
  );
}

/**
 * A rail as a page asks for it (`mf_casino/game-rail`). The favourites rail shows only to a
 * player who has favourites: no empty 'Favorite Slots' row; its first heart
 * brings it back.
 */
export function GameRail({ rail: spec }: { rail: GameRailSpec }) {
  const rail = railFor(spec);
  const [loggedIn, games, answered, failed] = useUnit([
    $tokenPresent,
    rail.$games,
    rail.$answered,
    rail.$failed,
  ]);
  if (spec.favourites && (!loggedIn || (answered && !failed && games.length === 0))) return null;
  return <GameRailView rail={rail} title={spec.title} />;
}
