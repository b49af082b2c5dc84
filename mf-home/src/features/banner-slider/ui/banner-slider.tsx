import type { Banner } from '@casino/shared/api';
import { useFirstRenderAnswer, useHydrated } from '@casino/shared/app/first-render';
import { navigateTo } from '@casino/shared/navigation';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import 'swiper/css';
import 'swiper/css/pagination';
import { $direction, $isMobile } from '../../../entities/session';
import { $banners, $shownBanners, BannerGate } from '../model';
import {
  BANNERS_URL,
  BannerSkeleton,
  FirstSlide,
  firstBanners,
  INITIAL_SLIDE,
  OFFERS_PATH,
} from './banner-first-view';
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

/** One slide of the device's list: a link to its offer, with a call to action. */
function Slide({ banner, cta, initial }: { banner: Banner; cta: string; initial: boolean }) {
  return (
    <div className="swiper-slide">
      <a className={styles.link} href={OFFERS_PATH} onClick={openOffers} draggable={false}>
        <img
          className={styles.image}
          src={banner.url}
          alt={banner.title}
          draggable={false}
          {...(initial ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
        />
        <span className={styles.cta} aria-hidden="true">
          {cta}
        </span>
      </a>
    </div>
  );
}

/**
 * Which build of Swiper's box this is: Swiper reads the direction and the slides once, so a
 * change once it runs rebuilds the box (mirrored in RTL); before it runs nothing is rebuilt, so
 * the first view's nodes (the server's, hydrated) stay the slider's.
 */
function useSwiperBuild(sliding: boolean, build: string): number {
  const [state, setState] = useState({ build, count: 0 });
  if (state.build !== build) setState({ build, count: sliding ? state.count + 1 : state.count });
  return state.count;
}

export function BannerSlider() {
  const { t } = useTranslation('home');
  useGate(BannerGate);
  const hydrated = useHydrated();
  const [all, banners, mobile, direction] = useUnit([
    $banners,
    $shownBanners,
    $isMobile,
    $direction,
  ]);
  // The first view's banners: those the page was drawn from until the store has its own.
  const embedded = useFirstRenderAnswer(BANNERS_URL);
  const first = firstBanners(hydrated && all.length > 0 ? all : embedded);
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const initialSlide = Math.min(INITIAL_SLIDE, Math.max(0, banners.length - 1));

  // The page shows the initial slide alone as a plain picture (the largest paint, preloaded by
  // the edge with high priority); once it has painted, Swiper's chunk loads, and every slide and
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
  const sliding = swiper !== null && hydrated;
  const build = useSwiperBuild(sliding, `${direction}-${mobile}-${banners.length}`);

  useLayoutEffect(() => {
    if (!swiper || banners.length === 0 || !container.current || !pagination.current) return;
    return swiper.startSwiper(container.current, {
      loop: mobile,
      initialSlide,
      pagination: pagination.current,
      bulletLabel: (index) => t('bannerBullet', { number: index + 1 }),
    });
  }, [swiper, banners, mobile, direction, initialSlide, t, build]);

  if (!first && (!hydrated || banners.length === 0)) return <BannerSkeleton label={t('banners')} />;
  // The initial slide keeps its key (the device's banner) from the first render on, so the
  // picture drawn first is the one Swiper slides.
  const firstSlide = first && (
    <FirstSlide
      key={mobile ? first.mobile.url : first.desktop.url}
      banners={first}
      cta={t('bannerCta')}
      onOpen={openOffers}
    />
  );
  return (
    <section className={styles.slider} aria-label={t('banners')}>
      <div
        ref={container}
        className={`swiper ${styles.swiper}`}
        dir={sliding ? direction : undefined}
        key={build}
      >
        <div className="swiper-wrapper">
          {sliding
            ? banners.map((banner, index) =>
                index === initialSlide && firstSlide ? (
                  firstSlide
                ) : (
                  <Slide key={banner.url} banner={banner} cta={t('bannerCta')} initial={false} />
                ),
              )
            : (firstSlide ??
              banners
                .slice(initialSlide, initialSlide + 1)
                .map((banner) => (
                  <Slide key={banner.url} banner={banner} cta={t('bannerCta')} initial />
                )))}
        </div>
        {sliding && <div ref={pagination} className="swiper-pagination" />}
      </div>
    </section>
  );
}
