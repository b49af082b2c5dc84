import type { Game } from '@casino/shared/api';
import { GameTile, type TilePriority } from '../../../entities/game/ui/game-tile';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isMobile } from '../../../entities/session';
import { favouriteRequested, playRequested } from '../../game-actions';
import { detailOpened } from '../../game-detail';

/** A game tile wired to this remote's play, favourite and detail-modal actions. */
export function GameCard({ game, priority }: { game: Game; priority?: TilePriority }) {
  const { t } = useTranslation('casino');
  const [mobile, onPlay, onFavourite, onOpen] = useUnit([
    $isMobile,
    playRequested,
    favouriteRequested,
    detailOpened,
  ]);
  return (
    <GameTile
      game={game}
      mobile={mobile}
      priority={priority}
      labels={{
        play: t('tile.play'),
        addFavourite: t('tile.addFavourite'),
        removeFavourite: t('tile.removeFavourite'),
        openDetail: t('tile.openDetail'),
      }}
      onPlay={onPlay}
      onFavourite={onFavourite}
      onOpen={onOpen}
    />
  );
}
