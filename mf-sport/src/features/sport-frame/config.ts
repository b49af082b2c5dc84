/**
 * How the sportsbook frame is created. The API hands out the sport token and the frame's base
 * URL (GET /sport for prematch, GET /Live for live); the client adds the language, the
 * host page as the frame's parent, the partner id and the device's frame settings.
 */
import type { DeviceClass, Language } from '@casino/shared/events';

export type SportView = 'prematch' | 'live';

/** Our partner id at the sportsbook provider. */
export const SPORT_PARTNER_ID = 'tnd-casino';

export interface FrameSettings {
  /** The sportsbook's layout for this device. */
  layout: 'desktop' | 'mobile';
  /** Odds format and whether the bet slip floats (a mobile-only feature). */
  oddsFormat: 'decimal';
  floatingBetslip: boolean;
}

export const FRAME_SETTINGS: Record<'desktop' | 'mobile', FrameSettings> = {
  desktop: { layout: 'desktop', oddsFormat: 'decimal', floatingBetslip: false },
  mobile: { layout: 'mobile', oddsFormat: 'decimal', floatingBetslip: true },
};

export function frameSettingsFor(device: DeviceClass): FrameSettings {
  return device === 'mobile' ? FRAME_SETTINGS.mobile : FRAME_SETTINGS.desktop;
}

export interface FrameParams {
  launchUrl: string;
  token: string;
  language: Language;
  device: DeviceClass;
  view: SportView;
  /** The page embedding the frame (spec: "the host as parent"). */
  parentHost: string;
  origin: string;
}

/** The frame's address: the API's launch URL plus our parameters (ours win over the URL's). */
export function buildFrameUrl({
  launchUrl,
  token,
  language,
  device,
  view,
  parentHost,
  origin,
}: FrameParams): string {
  const url = new URL(launchUrl, origin);
  const settings = frameSettingsFor(device);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  url.searchParams.set('view', view);
  url.searchParams.set('parent', parentHost);
  url.searchParams.set('partnerId', SPORT_PARTNER_ID);
  url.searchParams.set('layout', settings.layout);
  url.searchParams.set('oddsFormat', settings.oddsFormat);
  url.searchParams.set('floatingBetslip', String(settings.floatingBetslip));
  // Same-origin launch URLs stay relative so the frame follows the page's origin.
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}
