/**
 * The banner slider's first view: the initial slide of each layout as one picture (the phone's
 * banner below the mobile breakpoint), in the slider's own box and CSS. The server draws it
 * before any script (the page's first view), the browser hydrates it, and the slider keeps the
 * same nodes until Swiper arrives (banner-slider.tsx).
 */
import { Skeleton } from '@casino/shared/ui';
import type { MouseEvent } from 'react';
import 'swiper/css';
import styles from './banner-slider.module.css';

/** The slide the slider opens on. */
export const INITIAL_SLIDE = 1;
/** Where a banner leads: the offers it advertises. */
export const OFFERS_PATH = '/promotions';
/** Below this width the home page shows the phone's banners (the session's mobile class). */
export const MOBILE_MEDIA = '(max-width: 767.98px)';
/** The desktop banner's layouts, for its preload. */
export const DESKTOP_MEDIA = '(min-width: 768px)';
/** The answer the slider draws from, as the page declares and embeds it. */
export const BANNERS_URL = '/api/banners';

/** What the page's start waits for on the largest paint (docs/first-view.md). */
const FIRST_VIEW_MARKERS = { 'data-first-view': 'banner', elementtiming: 'first-view' };

export interface FirstBanner {
  url: string;
  title: string;
}

export interface FirstBanners {
  mobile: FirstBanner;
  desktop: FirstBanner;
}

interface BannerAnswer {
  url?: unknown;
  title?: unknown;
  isMobile?: unknown;
}

/** A picture of this site: the page's CSP allows no other origin's. */
const isLocalPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** The slide the slider opens on among one layout's banners, as the app picks it. */
function initialBanner(banners: BannerAnswer[], mobile: boolean): FirstBanner | undefined {
  const shown = banners.filter((banner) => banner.isMobile === mobile);
  const banner = shown[Math.min(INITIAL_SLIDE, Math.max(0, shown.length - 1))];
  if (!banner || !isLocalPath(banner.url)) return undefined;
  return { url: banner.url, title: typeof banner.title === 'string' ? banner.title : '' };
}

/**
 * The initial banner of each layout from the banner list; null without a list, or without a
 * banner for both layouts (one of them would show a box the slider fills differently).
 */
export function firstBanners(banners: unknown): FirstBanners | null {
  if (!Array.isArray(banners)) return null;
  const mobile = initialBanner(banners as BannerAnswer[], true);
  const desktop = initialBanner(banners as BannerAnswer[], false);
  return mobile && desktop ? { mobile, desktop } : null;
}

/** The initial slide: one picture for both layouts, the page's largest paint. */
export function FirstSlide({
  banners,
  cta,
  onOpen,
}: {
  banners: FirstBanners;
  cta: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div className="swiper-slide">
      <a className={styles.link} href={OFFERS_PATH} onClick={onOpen} draggable={false}>
        <picture className={styles.picture}>
          <source media={MOBILE_MEDIA} srcSet={banners.mobile.url} />
          <img
            className={styles.image}
            src={banners.desktop.url}
            alt={banners.desktop.title}
            draggable={false}
            fetchPriority="high"
            {...FIRST_VIEW_MARKERS}
          />
        </picture>
        <span className={styles.cta} aria-hidden="true">
          {cta}
        </span>
      </a>
    </div>
  );
}

/** The slider's box while its banners are not known yet: on the server and in the app alike. */
export function BannerSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.slider} role="status" aria-busy="true" aria-label={label}>
      <Skeleton height="100%" />
    </div>
  );
}
