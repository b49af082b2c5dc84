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
  const mobile = useUnit($isMobile);
  return (
    <div className={styles.page} data-page="home">
      <h1 className={styles.visuallyHidden}>{t('title.home')}</h1>
      <BannerSlider />
      {mobile && <SectionTiles />}
      <CasinoRails />
      <JackpotWins />
    </div>
  );
}
