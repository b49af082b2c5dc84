/**
 * The game tile of the home rails, the lister and the Like section. Desktop shows play, name,
 * provider and the favourite heart on hover or keyboard focus; on mobile the whole tile is one
 * button that opens the game detail modal. Texts come translated from the remote that uses it.
 */
import type { Game } from '../api/types';
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
}

export function GameTile({ game, mobile, labels, onPlay, onFavourite, onOpen }: GameTileProps) {
  const image = <img className="cs-tile__image" src={game.image} alt={game.name} loading="lazy" draggable={false} />;
  if (mobile) {
    return (
      <button type="button" className="cs-tile" data-game-id={game.game_id} aria-label={`${labels.openDetail}: ${game.name}`} onClick={() => onOpen(game)}>
        {image}
      </button>
    );
  }
  return (
    <article className="cs-tile" data-game-id={game.game_id} aria-label={game.name}>
      {image}
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
        <button type="button" className="cs-tile__play" aria-label={`${labels.play}: ${game.name}`} onClick={() => onPlay(game)}>
          <PlayIcon />
        </button>
        <p className="cs-tile__name">{game.name}</p>
        <p className="cs-tile__provider">{game.provider_name}</p>
      </div>
    </article>
  );
}
