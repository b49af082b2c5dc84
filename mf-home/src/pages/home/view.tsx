import { useHydrated } from '@casino/shared/app/first-render';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isMobile } from '../../entities/session';
import { BannerSlider } from '../../features/banner-slider';
import { CasinoRails } from '../../features/casino-rails';
import { JackpotWins } from '../../features/jackpot-wins';
import { SectionTiles } from './section-tiles';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation('home');
  // The server cannot know the device: the first render holds the phone's section tiles, which
  // the desktop's CSS hides, until the app knows (docs/first-view.md, "Hydration").
  const mobile = useUnit($isMobile);
  const known = useHydrated();
  return (
    <div className={styles.page} data-page="home">
      <h1 className={styles.visuallyHidden}>{t('title.home')}</h1>
      <BannerSlider />
      {(mobile || !known) && <SectionTiles phoneOnly={!known} />}
      <CasinoRails />
      <JackpotWins />
    </div>
  );
}
