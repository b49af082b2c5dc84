import { navigateTo } from '@casino/shared/navigation';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import 'swiper/css/pagination';
import { $direction, $isMobile } from '../../../entities/session';
import { $shownBanners, BannerGate } from '../model';
import { BannerSkeleton, INITIAL_SLIDE, OFFERS_PATH } from './banner-first-view';
import styles from './banner-slider.module.css';
import type * as SwiperChunk from './start-swiper';

function openOffers(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigateTo(OFFERS_PATH);
}

/** After the next frame has been painted (the first slide is on screen), with the browser idle if it says so. */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : run()),
      0,
    );
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function BannerSlider() {
  const { t } = useTranslation('home');
  useGate(BannerGate);
  const [banners, mobile, direction] = useUnit([$shownBanners, $isMobile, $direction]);
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const initialSlide = Math.min(INITIAL_SLIDE, Math.max(0, banners.length - 1));

  // The page shows the initial slide alone as a plain image (the largest paint, preloaded by the
  // edge with high priority); once it has painted, Swiper's chunk loads, and every slide and
  // Swiper come in the same frame (a layout effect: no frame shows the slides unplaced).
  const [swiper, setSwiper] = useState<typeof SwiperChunk | null>(null);
  const hasBanners = banners.length > 0;
  useEffect(() => {
    if (!hasBanners) return;
    let cancelled = false;
    const cancel = afterPaint(() => {
      void import('./start-swiper').then((module) => {
        if (!cancelled) setSwiper(module);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [hasBanners]);
  const sliding = swiper !== null;

  useLayoutEffect(() => {
    if (!swiper || banners.length === 0 || !container.current || !pagination.current) return;
    // Swiper reads the direction and the slides once: a change rebuilds it (mirrored in RTL).
    return swiper.startSwiper(container.current, {
      loop: mobile,
      initialSlide,
      pagination: pagination.current,
      bulletLabel: (index) => t('bannerBullet', { number: index + 1 }),
    });
  }, [swiper, banners, mobile, direction, initialSlide, t]);

  if (banners.length === 0) return <BannerSkeleton label={t('banners')} />;
  return (
    <section className={styles.slider} aria-label={t('banners')}>
      <div
        ref={container}
        className={`swiper ${styles.swiper}`}
        dir={direction}
        key={`${direction}-${mobile}-${banners.length}`}
      >
        <div className="swiper-wrapper">
          {(sliding ? banners : banners.slice(initialSlide, initialSlide + 1)).map((banner) => (
            <div key={banner.url} className="swiper-slide">
              {/* Each banner is a link to its offer, with a call to action. */}
              <a className={styles.link} href={OFFERS_PATH} onClick={openOffers} draggable={false}>
                <img
                  className={styles.image}
                  src={banner.url}
                  alt={banner.title}
                  draggable={false}
                  {...(banner === banners[initialSlide]
                    ? { loading: 'eager', fetchPriority: 'high' }
                    : { loading: 'lazy' })}
                />
                <span className={styles.cta} aria-hidden="true">
                  {t('bannerCta')}
                </span>
              </a>
            </div>
          ))}
        </div>
        <div ref={pagination} className="swiper-pagination" />
      </div>
    </section>
  );
}
