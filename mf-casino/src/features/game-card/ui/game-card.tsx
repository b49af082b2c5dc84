import type { Game } from '@casino/shared/api';
import {
  GameTile,
  type GameTileLabels,
  type TilePriority,
} from '../../../entities/game/ui/game-tile';
import { useUnit } from 'effector-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $isMobile } from '../../../entities/session';
import { favouriteRequested, playRequested } from '../../game-actions';
import { detailOpened } from '../../game-detail';

/** The tiles' texts, one object while the language stays: a list reads them once for its tiles. */
export function useTileLabels(): GameTileLabels {
  const { t } = useTranslation('casino');
  return useMemo(
    () => ({
      play: t('tile.play'),
      addFavourite: t('tile.addFavourite'),
      removeFavourite: t('tile.removeFavourite'),
      openDetail: t('tile.openDetail'),
    }),
    [t],
  );
}

export interface TileCardProps {
  game: Game;
  priority?: TilePriority;
  mobile: boolean;
  labels: GameTileLabels;
  /** The page's largest paint in its first view (see `GameTile`). */
  firstView?: boolean;
}

/**
 * A game tile wired to this remote's play, favourite and detail-modal actions, drawn from what its
 * list gives it: it reads no store and no texts of its own, so the texts arriving or a store
 * changing does not redraw each tile at once (a list draws its tiles in a transition, see
 * `useDeferredView`).
 */
export const TileCard = memo(function TileCard({
  game,
  priority,
  mobile,
  labels,
  firstView,
}: TileCardProps) {
  const [onPlay, onFavourite, onOpen] = useUnit([playRequested, favouriteRequested, detailOpened]);
  return (
    <GameTile
      game={game}
      mobile={mobile}
      priority={priority}
      labels={labels}
      firstView={firstView}
      onPlay={onPlay}
      onFavourite={onFavourite}
      onOpen={onOpen}
    />
  );
});

/** A game tile that reads the device and the texts itself (a list of a few tiles). */
export function GameCard({ game, priority }: { game: Game; priority?: TilePriority }) {
  const labels = useTileLabels();
  const mobile = useUnit($isMobile);
  return <TileCard game={game} priority={priority} mobile={mobile} labels={labels} />;
}
