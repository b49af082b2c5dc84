import { GameDetail } from '@casino/shared/games';
import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { favouriteRequested, toggleFavouriteFx } from '../../game-actions';
import { $detailGame, $likeGames, detailPlayClicked, likePicked } from '../model';

function GameDetailContent() {
  const { t } = useTranslation('home');
  const [game, likeGames, pending, onFavourite, onPlay, onPick] = useUnit([
    $detailGame,
    $likeGames,
    toggleFavouriteFx.pending,
    favouriteRequested,
    detailPlayClicked,
    likePicked,
  ]);
  if (!game) return null;
  return (
    <GameDetail
      game={game}
      likeGames={likeGames}
      favouritePending={pending}
      labels={{ toFavourites: t('detail.toFavourites'), removeFavourite: t('detail.removeFavourite'), play: t('detail.play'), like: t('detail.like'), loading: t('loading') }}
      onFavourite={onFavourite}
      onPlay={onPlay}
      onPick={onPick}
    />
  );
}

/** Renders into the shell's modal container; the returned cleanup runs when the modal closes. */
export function renderGameDetail(container: HTMLElement): () => void {
  const root = createRoot(container);
  root.render(
    <Suspense fallback={null}>
      <GameDetailContent />
    </Suspense>,
  );
  // The shell may close the modal while it is itself rendering; unmount after that render.
  return () => queueMicrotask(() => root.unmount());
}
