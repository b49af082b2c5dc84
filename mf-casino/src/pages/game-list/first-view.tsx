/**
 * The game list's first view, drawn on the server before any script: the page's title, the
 * categories' and providers' rows with 'All' pressed, the search box and the first tiles, with the
 * list's own components and CSS, so the page drawn by the app has the very same boxes. A part
 * whose data the server could not get shows the skeleton the app shows while it loads it.
 */
import type { Game } from '@casino/shared/api';
import { Skeleton } from '@casino/shared/ui';
import { GameTile, type GameTileLabels } from '../../entities/game/ui/game-tile';
import { FilterBar } from './filter-bar';
import styles from './game-list.module.css';

/** Tiles of the first view: a 390×844 phone shows five rows of three, a 1366×900 desktop four of four. */
export const FIRST_VIEW_TILES = 16;

export interface GameListFirstViewTexts {
  title: string;
  categories: string;
  providers: string;
  all: string;
  gameName: string;
  search: string;
  tile: GameTileLabels;
}

export interface GameListFirstViewProps {
  texts: GameListFirstViewTexts;
  /** null: not known yet (the row's skeleton); false: the page has no such row (favourites). */
  categories: { id: string; name: string }[] | null | false;
  providers: { id: string; name: string }[] | null;
  /** The provider pressed in its row (a page that opens on one provider); 'All' otherwise. */
  selectedProvider?: string;
  /** null: not known yet (the tiles' skeletons). */
  games: Game[] | null;
}

const ignore = () => undefined;

export function GameListFirstView({
  texts,
  categories,
  providers,
  selectedProvider,
  games,
}: GameListFirstViewProps) {
  return (
    <section className={styles.page} aria-labelledby="game-list-title" data-page="game-list">
      <h1 id="game-list-title" className={styles.title}>
        {texts.title}
      </h1>
      {categories !== false && (
        <FilterBar
          label={texts.categories}
          allLabel={texts.all}
          options={categories}
          selected={null}
          onSelect={ignore}
        />
      )}
      <FilterBar
        label={texts.providers}
        allLabel={texts.all}
        options={providers}
        selected={selectedProvider ?? null}
        onSelect={ignore}
      />
      <form className={styles.search} role="search">
        <input
          type="search"
          className={styles.searchInput}
          placeholder={texts.gameName}
          aria-label={texts.gameName}
          readOnly
        />
        <button type="button" className={styles.searchButton}>
          {texts.search}
        </button>
      </form>
      <ul className={styles.grid} aria-busy={games === null}>
        {games === null &&
          Array.from({ length: FIRST_VIEW_TILES }, (_, index) => (
            <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true">
              <Skeleton height="100%" />
            </li>
          ))}
        {games?.slice(0, FIRST_VIEW_TILES).map((game, index) => (
          <li key={game.game_id}>
            <GameTile
              game={game}
              mobile={false}
              labels={texts.tile}
              priority={index === 0 ? 'high' : 'eager'}
              firstView={index === 0}
              onPlay={ignore}
              onFavourite={ignore}
              onOpen={ignore}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
