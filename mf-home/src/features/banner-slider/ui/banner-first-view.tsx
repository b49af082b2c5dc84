/**
 * The banner slider's first view, drawn on the server before any script: the initial slide of each
 * layout as one picture (the phone's banner below the mobile breakpoint), in the slider's own box
 * and CSS, so the slider the app draws takes its place without moving anything.
 */
import { Skeleton } from '@casino/shared/ui';
import 'swiper/css';
import styles from './banner-slider.module.css';

/** The slide the slider opens on. */
export const INITIAL_SLIDE = 1;
/** Where a banner leads: the offers it advertises. */
export const OFFERS_PATH = '/promotions';
/** Below this width the home page shows the phone's banners (the session's mobile class). */
export const MOBILE_MEDIA = '(max-width: 767.98px)';

/** What the page's start waits for on the largest paint (docs/first-view.md). */
const FIRST_VIEW_MARKERS = { 'data-first-view': 'banner', elementtiming: 'first-view' };

export interface FirstBanner {
  url: string;
  title: string;
}

export interface BannerFirstViewProps {
  label: string;
  cta: string;
  mobile: FirstBanner;
  desktop: FirstBanner;
}

export function BannerFirstView({ label, cta, mobile, desktop }: BannerFirstViewProps) {
  return (
    <section className={styles.slider} aria-label={label}>
      <div className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          <div className="swiper-slide">
            <a className={styles.link} href={OFFERS_PATH} draggable={false}>
              <picture className={styles.picture}>
                <source media={MOBILE_MEDIA} srcSet={mobile.url} />
                <img
                  className={styles.image}
                  src={desktop.url}
                  alt={desktop.title}
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
        </div>
      </div>
    </section>
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
