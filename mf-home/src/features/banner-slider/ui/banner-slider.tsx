import { useShellSnapshot } from '@casino/shared/events/react';
import { Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { $isMobile } from '../../../entities/session';
import { $shownBanners, BannerGate } from '../model';
import styles from './banner-slider.module.css';

/** Spec §2: autoplay 3 s, pause on hover, interaction and hidden tab (Swiper's autoplay does the last). */
const AUTOPLAY = { delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false };

export function BannerSlider() {
  const { t } = useTranslation('home');
  useGate(BannerGate);
  const [banners, mobile] = useUnit([$shownBanners, $isMobile]);
  const { direction } = useShellSnapshot();
  if (banners.length === 0) {
    return (
      <div className={styles.slider} role="status" aria-busy="true" aria-label={t('banners')}>
        <Skeleton height="100%" />
      </div>
    );
  }
  return (
    <Swiper
      // Swiper reads the direction once; a language change rebuilds it mirrored.
      key={`${direction}-${mobile}`}
      dir={direction}
      className={styles.slider}
      modules={[Autoplay, Pagination]}
      autoplay={AUTOPLAY}
      loop={mobile}
      initialSlide={Math.min(1, banners.length - 1)}
      speed={300}
      pagination={{ clickable: true }}
      aria-label={t('banners')}
    >
      {banners.map((banner) => (
        <SwiperSlide key={banner.url}>
          <img className={styles.image} src={banner.url} alt={banner.title} draggable={false} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
