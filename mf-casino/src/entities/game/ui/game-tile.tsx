/**
 * The game tile of the home rails, the lister and the Like section: the game's artwork (the
 * studio draws it from the game's theme and symbols, without text) under a caption with the
 * game's name and provider as real text. Desktop adds play and the favourite heart on hover or
 * keyboard focus; on mobile the whole tile is one button that opens the game detail modal. Texts
 * come translated from the remote that uses it.
 */
import type { Game } from '@casino/shared/api';
import { HeartIcon, PlayIcon } from './icons';
import './games.css';

export interface GameTileLabels {
  play: string;
  addFavourite: string;
  removeFavourite: string;
  openDetail: string;
}

export interface GameTileProps {
  game: Game;
  mobile: boolean;
  labels: GameTileLabels;
  onPlay(game: Game): void;
  onFavourite(game: Game): void;
  onOpen(game: Game): void;
  /**
   * How soon its picture is fetched: `lazy` (below the fold, the default), `eager` (a tile of the
   * list's first view) or `high` (the first tile: the page's largest paint candidate).
   */
  priority?: TilePriority;
  /**
   * The page's largest paint in a server-drawn first view: its picture carries the markers the
   * page's start waits for (`data-first-view`, `elementtiming`; docs/first-view.md).
   */
  firstView?: boolean;
}

export type TilePriority = 'lazy' | 'eager' | 'high';

/** Up to two initials of a game's name ("Crazy Time" → "CT"), for its placeholder. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-_]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

export function GameTile({
  game,
  mobile,
  labels,
  onPlay,
  onFavourite,
  onOpen,
  priority = 'lazy',
  firstView = false,
}: GameTileProps) {
  // The picture says nothing the caption does not: it is decoration for assistive technology.
  // Its placeholder lies under it until it has loaded (or for good, when it fails).
  const image = (
    <>
      <span className="cs-tile__placeholder" aria-hidden="true" data-testid="tile-placeholder">
        {initialsOf(game.name)}
      </span>
      <img
        className="cs-tile__image"
        src={game.image}
        alt=""
        loading={priority === 'lazy' ? 'lazy' : undefined}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        draggable={false}
        {...(firstView ? { 'data-first-view': 'tile', elementtiming: 'first-view' } : {})}
      />
    </>
  );
  const caption = (
    <span className="cs-tile__caption">
      {/* Names are Latin: in Arabic they keep their own direction (cut at their end), aligned to the page's start. */}
      <span className="cs-tile__name" dir="auto">
        {game.name}
      </span>
      <span className="cs-tile__provider" dir="auto">
        {game.provider_name}
      </span>
    </span>
  );
  if (mobile) {
    return (
      // Named by what it shows (name, provider), then what it does: a spoken name that starts
      // with the visible text, so a voice user can say what they see.
      <button
        type="button"
        className="cs-tile"
        data-game-id={game.game_id}
        onClick={() => onOpen(game)}
      >
        {image}
        {caption}
        <span className="cs-tile__hint">{labels.openDetail}</span>
      </button>
    );
  }
  return (
    <article className="cs-tile" data-game-id={game.game_id} aria-label={game.name}>
      {image}
      {caption}
      <div className="cs-tile__overlay">
        <button
          type="button"
          className="cs-tile__heart"
          aria-pressed={game.is_favorite}
          aria-label={`${game.is_favorite ? labels.removeFavourite : labels.addFavourite}: ${game.name}`}
          onClick={() => onFavourite(game)}
        >
          <HeartIcon filled={game.is_favorite} />
        </button>
        <button
          type="button"
          className="cs-tile__play"
          aria-label={`${labels.play}: ${game.name}`}
          onClick={() => onPlay(game)}
        >
          <PlayIcon />
        </button>
      </div>
    </article>
  );
}
