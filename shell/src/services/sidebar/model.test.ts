import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { pathChanged } from '../navigation/model';
import { $sidebarOpen, applySidebarFx, sidebarToggled, swipeCloses } from './model';

describe('sidebar', () => {
  it('closes on a horizontal swipe of more than 80 px towards its own edge', () => {
    expect(swipeCloses(-81, 10, 'ltr')).toBe(true);
    expect(swipeCloses(-80, 0, 'ltr')).toBe(false);
    expect(swipeCloses(120, 0, 'ltr')).toBe(false);
    expect(swipeCloses(120, 0, 'rtl')).toBe(true);
    expect(swipeCloses(-120, 0, 'rtl')).toBe(false);
    expect(swipeCloses(-90, 200, 'ltr')).toBe(false);
  });

  it('toggles, and closes when the route changes', async () => {
    const s = fork({ handlers: [[applySidebarFx, () => {}]] });
    await allSettled(sidebarToggled, { scope: s });
    expect(s.getState($sidebarOpen)).toBe(true);
    await allSettled(pathChanged, { scope: s, params: '/casino/preview' });
    expect(s.getState($sidebarOpen)).toBe(false);
  });
});
