/**
 * Device class and orientation from the viewport (mobile, tablet, desktop; portrait or
 * landscape). Tablets get the mobile chrome. Set on <html> so CSS can switch layouts, and sent
 * to the remotes through `device:changed`.
 */
import { bus, type Device } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const MOBILE_QUERY = '(max-width: 767.98px)';
export const TABLET_QUERY = '(max-width: 1023.98px)';
export const PORTRAIT_QUERY = '(orientation: portrait)';

export const deviceMeasured = createEvent<Device>();

export function measureDevice(matches: (query: string) => boolean): Device {
  const deviceClass = matches(MOBILE_QUERY)
    ? 'mobile'
    : matches(TABLET_QUERY)
      ? 'tablet'
      : 'desktop';
  return { class: deviceClass, orientation: matches(PORTRAIT_QUERY) ? 'portrait' : 'landscape' };
}

export const $device = createStore<Device>({ class: 'desktop', orientation: 'landscape' }).on(
  deviceMeasured,
  (current, next) =>
    current.class === next.class && current.orientation === next.orientation ? current : next,
);
/** Which chrome to show: the desktop layout only from desktop widths. */
export const $layout = $device.map((device): 'mobile' | 'desktop' =>
  device.class === 'desktop' ? 'desktop' : 'mobile',
);

export const applyDeviceFx = createEffect((device: Device) => {
  const root = document.documentElement;
  root.dataset.device = device.class;
  root.dataset.orientation = device.orientation;
  root.dataset.layout = device.class === 'desktop' ? 'desktop' : 'mobile';
  bus.emit('device:changed', device);
});

/** Measures now and on every change of the queries; returns the cleanup. */
export const watchDeviceFx = createEffect((onMeasured: (device: Device) => void) => {
  const queries = [MOBILE_QUERY, TABLET_QUERY, PORTRAIT_QUERY].map((query) => matchMedia(query));
  const measure = () => onMeasured(measureDevice((query) => matchMedia(query).matches));
  queries.forEach((query) => query.addEventListener('change', measure));
  measure();
});

sample({ clock: $device, target: applyDeviceFx });
