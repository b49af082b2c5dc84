/**
 * The cashier's pages live under /cashier on every device: inside the desktop profile area (its
 * tab bar) they are titled sections, on a phone stand-alone screens with the back header.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import type { ScreenVariant } from './screen-frame';

export function useCashierVariant(): ScreenVariant {
  return useShellSnapshot().device.class === 'mobile' ? 'screen' : 'profile';
}
