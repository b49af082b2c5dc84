import type { Banner } from '@casino/shared/api';
import { createEffect, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchBanners } from '../../entities/banner';
import { $isMobile, $language } from '../../entities/session';

export const BannerGate = createGate();
export const fetchBannersFx = createEffect(fetchBanners);

export const $banners = createStore<Banner[]>([]).on(
  fetchBannersFx.doneData,
  (_, banners) => banners,
);
/** Desktop images on desktop, mobile images on mobile. */
export const $shownBanners = sample({
  source: { banners: $banners, mobile: $isMobile },
  fn: ({ banners, mobile }) => banners.filter((banner) => banner.isMobile === mobile),
});

sample({ clock: BannerGate.open, target: fetchBannersFx });
// Titles and artwork are in the page's language: a switch asks again, no reload.
sample({ clock: $language.updates, filter: BannerGate.status, target: fetchBannersFx });
