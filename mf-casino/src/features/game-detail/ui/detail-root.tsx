import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { GameDetail } from '../../../entities/game/ui/game-detail';
import type { GameDetailModel } from '../create-game-detail';

function GameDetailContent({ model }: { model: GameDetailModel }) {
  const { t } = useTranslation(model.namespace);
  const [game, likeGames, pending, onFavourite, onPlay, onPick] = useUnit([
    model.$detailGame,
    model.$likeGames,
    model.actions.toggleFavouriteFx.pending,
    model.actions.favouriteRequested,
    model.detailPlayClicked,
    model.likePicked,
  ]);
  if (!game) return null;
  return (
    <GameDetail
      game={game}
      likeGames={likeGames}
      favouritePending={pending}
      labels={{
        toFavourites: t('detail.toFavourites'),
        removeFavourite: t('detail.removeFavourite'),
        play: t('detail.play'),
        like: t('detail.like'),
        loading: t('loading'),
      }}
      onFavourite={onFavourite}
      onPlay={onPlay}
      onPick={onPick}
    />
  );
}

/** Renders into the shell's modal container; the returned cleanup runs when the modal closes. */
export function renderGameDetail(container: HTMLElement, model: GameDetailModel): () => void {
  const root = createRoot(container);
  root.render(
    <Suspense fallback={null}>
      <GameDetailContent model={model} />
    </Suspense>,
  );
  // The shell may close the modal while it is itself rendering; unmount after that render.
  return () => queueMicrotask(() => root.unmount());
}
