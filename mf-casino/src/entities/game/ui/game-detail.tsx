/**
 * Content of the mobile game detail modal: image, name, provider, 'To favorites', 'Play' and a
 * 'Like' row of up to six popular games of the same type and provider (skeletons while they
 * load). Pure view: the remote that opens the modal owns the data and the actions.
 */
import type { Game } from '@casino/shared/api';
import { HeartIcon, PlayIcon } from './icons';
import './games.css';

export interface GameDetailLabels {
  toFavourites: string;
  removeFavourite: string;
  play: string;
  like: string;
  loading: string;
}

export interface GameDetailProps {
  game: Game;
  /** null while the Like row loads. */
  likeGames: Game[] | null;
  labels: GameDetailLabels;
  favouritePending: boolean;
  onPlay(game: Game): void;
  onFavourite(game: Game): void;
  onPick(game: Game): void;
}

const LIKE_PLACEHOLDERS = 6;

export function GameDetail({
  game,
  likeGames,
  labels,
  favouritePending,
  onPlay,
  onFavourite,
  onPick,
}: GameDetailProps) {
  return (
    <div className="cs-detail" data-game-id={game.game_id}>
      <img className="cs-detail__image" src={game.image} alt={game.name} />
      <h2 className="cs-detail__name">{game.name}</h2>
      <p className="cs-detail__provider">{game.provider_name}</p>
      <div className="cs-detail__actions">
        <button
          type="button"
          className="cs-detail__favourite"
          aria-pressed={game.is_favorite}
          disabled={favouritePending}
          onClick={() => onFavourite(game)}
        >
          <HeartIcon filled={game.is_favorite} />
          {game.is_favorite ? labels.removeFavourite : labels.toFavourites}
        </button>
        <button type="button" className="cs-detail__play" onClick={() => onPlay(game)}>
          <PlayIcon />
          {labels.play}
        </button>
      </div>
      <h3 className="cs-detail__like-title">{labels.like}</h3>
      {likeGames === null ? (
        <div className="cs-detail__like" role="status" aria-busy="true" aria-label={labels.loading}>
          {Array.from({ length: LIKE_PLACEHOLDERS }, (_, index) => (
            <span key={index} className="cs-detail__like-skeleton" data-skeleton="" />
          ))}
        </div>
      ) : (
        <ul className="cs-detail__like">
          {likeGames.slice(0, LIKE_PLACEHOLDERS).map((like) => (
            <li key={like.game_id}>
              {/* Named by its visible text: the artwork has none. */}
              <button type="button" className="cs-detail__like-game" onClick={() => onPick(like)}>
                <img src={like.image} alt="" loading="lazy" />
                <span className="cs-detail__like-name" dir="auto">
                  {like.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
