import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $device } from '../device/model';
import { pathChanged } from '../navigation/model';
import {
  $sidebarCollapsed,
  $sidebarOpen,
  $sidebarState,
  applySidebarFx,
  sidebarCollapseToggled,
  sidebarExpanded,
  sidebarToggled,
  swipeCloses,
} from './model';

const desktop = { class: 'desktop', orientation: 'landscape' } as const;
const mobile = { class: 'mobile', orientation: 'portrait' } as const;

function scope(device: typeof desktop | typeof mobile, applied: string[] = []) {
  return fork({
    values: [[$device, device]],
    handlers: [[applySidebarFx, (state: string) => applied.push(state)]],
  });
}

describe('sidebar', () => {
  it('closes on a horizontal swipe of more than 80 px towards its own edge', () => {
    expect(swipeCloses(-81, 10, 'ltr')).toBe(true);
    expect(swipeCloses(-80, 0, 'ltr')).toBe(false);
    expect(swipeCloses(120, 0, 'ltr')).toBe(false);
    expect(swipeCloses(120, 0, 'rtl')).toBe(true);
    expect(swipeCloses(-120, 0, 'rtl')).toBe(false);
    expect(swipeCloses(-90, 200, 'ltr')).toBe(false);
  });

  it('mobile: toggles, and closes when the route changes', async () => {
    const applied: string[] = [];
    const s = scope(mobile, applied);
    expect(s.getState($sidebarState)).toBe('closed');
    await allSettled(sidebarToggled, { scope: s });
    expect(s.getState($sidebarOpen)).toBe(true);
    expect(applied.at(-1)).toBe('open');
    await allSettled(pathChanged, { scope: s, params: '/casino/preview' });
    expect(s.getState($sidebarOpen)).toBe(false);
    expect(applied.at(-1)).toBe('closed');
  });

  it('desktop: starts expanded, the header toggle collapses it to the rail and expands it again', async () => {
    const applied: string[] = [];
    const s = scope(desktop, applied);
    expect(s.getState($sidebarState)).toBe('open');
    await allSettled(sidebarCollapseToggled, { scope: s });
    expect(s.getState($sidebarCollapsed)).toBe(true);
    expect(applied.at(-1)).toBe('closed');
    await allSettled(sidebarCollapseToggled, { scope: s });
    expect(s.getState($sidebarState)).toBe('open');
    expect(applied.at(-1)).toBe('open');
  });

  it("desktop: the rail is the player's choice and survives navigation; opening a group expands it", async () => {
    const s = scope(desktop);
    await allSettled(sidebarCollapseToggled, { scope: s });
    await allSettled(pathChanged, { scope: s, params: '/casino' });
    expect(s.getState($sidebarState)).toBe('closed');
    await allSettled(sidebarExpanded, { scope: s });
    expect(s.getState($sidebarState)).toBe('open');
  });

  it('the desktop collapse does not leak into the mobile drawer', async () => {
    const s = scope(desktop);
    await allSettled(sidebarCollapseToggled, { scope: s });
    await allSettled($device, { scope: s, params: mobile } as never);
    expect(s.getState($sidebarState)).toBe('closed');
    await allSettled(sidebarToggled, { scope: s });
    expect(s.getState($sidebarState)).toBe('open');
  });
});
