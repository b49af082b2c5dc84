import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isMobile, $tokenPresent } from '../../entities/session';
import { BannerSlider } from '../../features/banner-slider';
import {
  crashRail,
  favouriteRail,
  GameRailView,
  popularLiveRail,
  popularSlotsRail,
} from '../../features/game-rail';
import { JackpotWins } from '../../features/jackpot-wins';
import { SectionTiles } from './section-tiles';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation('home');
  const [mobile, loggedIn, favourites, favouritesAnswered, favouritesFailed] = useUnit([
    $isMobile,
    $tokenPresent,
    favouriteRail.$games,
    favouriteRail.$answered,
    favouriteRail.$failed,
  ]);
  // No favourite yet: no empty 'Favorite Slots' row at the top of the page (issue #11 item 6).
  const noFavourite = favouritesAnswered && !favouritesFailed && favourites.length === 0;
  return (
    <div className={styles.page} data-page="home">
      <h1 className={styles.visuallyHidden}>{t('title.home')}</h1>
      <BannerSlider />
      {mobile && <SectionTiles />}
      {loggedIn && !noFavourite && <GameRailView rail={favouriteRail} />}
      <GameRailView rail={popularSlotsRail} />
      <GameRailView rail={popularLiveRail} />
      <GameRailView rail={crashRail} />
      <JackpotWins />
    </div>
  );
}
