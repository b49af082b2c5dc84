/**
 * mf-home's first-view renderer (docs/first-view.md): the home page's banner slider drawn on the
 * server with its own component and CSS, from the banner list the edge fetches for it. Built on
 * its own (rsbuild.first-view.config.ts) into a script the edge runs in a sandbox.
 */
import {
  FIRST_VIEW_CONTRACT,
  type FirstViewInput,
  type FirstViewRenderer,
} from '@casino/shared/first-view';
import '@casino/shared/ui/tokens.css';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import {
  BannerFirstView,
  BannerSkeleton,
  INITIAL_SLIDE,
  MOBILE_MEDIA,
  type FirstBanner,
} from '../features/banner-slider/ui/banner-first-view';

const LOCALES = { fr, en, ar };
const DESKTOP_MEDIA = '(min-width: 768px)';

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

function render({ path, language, data }: FirstViewInput) {
  if (path !== '/') return null;
  const locale = LOCALES[language];
  // Without the banners (the API slow or down), the slider's skeleton, as the app shows it.
  if (!Array.isArray(data.banners))
    return { html: renderToString(<BannerSkeleton label={locale.banners} />) };
  const banners = data.banners as BannerAnswer[];
  const mobile = initialBanner(banners, true);
  const desktop = initialBanner(banners, false);
  // Without a banner for both layouts, one of them would show a box the app fills differently.
  if (!mobile || !desktop) return null;
  const html = renderToString(
    <BannerFirstView
      label={locale.banners}
      cta={locale.bannerCta}
      mobile={mobile}
      desktop={desktop}
    />,
  );
  return {
    html,
    preload: [
      { href: mobile.url, media: MOBILE_MEDIA },
      { href: desktop.url, media: DESKTOP_MEDIA },
    ],
  };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  // The slider asks for the banners itself as it starts: embedded, it draws them at once.
  pages: { '/': { data: { banners: '/api/banners' }, embed: ['banners'] } },
  render,
};
