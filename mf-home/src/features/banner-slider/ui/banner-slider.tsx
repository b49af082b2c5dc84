import { Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import 'swiper/css/pagination';
import { $direction, $isMobile } from '../../../entities/session';
import { $shownBanners, BannerGate } from '../model';
import styles from './banner-slider.module.css';

const INITIAL_SLIDE = 1;

export function BannerSlider() {
  const { t } = useTranslation('home');
  useGate(BannerGate);
  const [banners, mobile, direction] = useUnit([$shownBanners, $isMobile, $direction]);
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const initialSlide = Math.min(INITIAL_SLIDE, Math.max(0, banners.length - 1));

  useEffect(() => {
    if (banners.length === 0 || !container.current || !pagination.current) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const [element, bullets] = [container.current, pagination.current];
    void import('./start-swiper').then(({ startSwiper }) => {
      if (!cancelled) stop = startSwiper(element, { loop: mobile, initialSlide, pagination: bullets });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // Swiper reads the direction and the slides once: a change rebuilds it (mirrored in RTL).
  }, [banners, mobile, direction, initialSlide]);

  if (banners.length === 0) {
    return (
      <div className={styles.slider} role="status" aria-busy="true" aria-label={t('banners')}>
        <Skeleton height="100%" />
      </div>
    );
  }
  return (
    <section className={styles.slider} aria-label={t('banners')}>
      <div ref={container} className={`swiper ${styles.swiper}`} dir={direction} key={`${direction}-${mobile}-${banners.length}`}>
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div key={banner.url} className="swiper-slide">
              <img className={styles.image} src={banner.url} alt={banner.title} draggable={false} loading={index === initialSlide ? 'eager' : 'lazy'} />
            </div>
          ))}
        </div>
        <div ref={pagination} className="swiper-pagination" />
      </div>
    </section>
  );
}
