import { describe, expect, it } from '@rstest/core';
import {
  guardRedirect,
  isAccountPath,
  isFullWidthPath,
  isImmersivePath,
  isSportPath,
  resetsSport,
  showsGoTop,
  type RouteRule,
} from './routes';

/** Rules as the remotes publish them (route-table.test.ts reads the real routes.json files). */
const rules: RouteRule[] = [
  ...['/live', '/sport'].map((path) => ({
    path,
    guard: 'player' as const,
    fullWidth: false,
    immersive: false,
  })),
  ...['/profile', '/user_card', '/casino_history', '/reset_password'].map((path) => ({
    path,
    guard: 'player' as const,
    fullWidth: true,
    immersive: false,
  })),
  ...['/casino', '/live_casino', '/crash'].map((root) => ({
    path: `${root}/play_game`,
    guard: 'any' as const,
    fullWidth: true,
    immersive: true,
  })),
];

describe('route rules', () => {
  it('sends a guest on a private route to /login on mobile and / on desktop', () => {
    for (const path of [
      '/live',
      '/sport',
      '/profile/dashboard',
      '/user_card',
      '/casino_history',
      '/reset_password',
    ]) {
      expect(guardRedirect(path, false, 'mobile', rules)).toBe('/login');
      expect(guardRedirect(path, false, 'desktop', rules)).toBe('/');
      expect(guardRedirect(path, true, 'desktop', rules)).toBeNull();
      expect(guardRedirect(path, false, 'desktop')).toBeNull();
    }
  });

  it('sends a player away from the login page and lets a guest browse public routes', () => {
    expect(guardRedirect('/login', true, 'mobile')).toBe('/');
    expect(guardRedirect('/login', false, 'mobile')).toBeNull();
    expect(guardRedirect('/casino/preview', false, 'desktop', rules)).toBeNull();
    expect(guardRedirect('/live_casino', false, 'desktop', rules)).toBeNull();
    expect(guardRedirect('/', false, 'mobile')).toBeNull();
  });

  it('runs full width only the pages published so (account and play_game pages)', () => {
    expect(isFullWidthPath('/profile/transaction_history', rules)).toBe(true);
    expect(isFullWidthPath('/live', rules)).toBe(false);
    expect(isFullWidthPath('/casino/play_game', rules)).toBe(true);
    expect(isFullWidthPath('/live_casino/play_game', rules)).toBe(true);
    expect(isFullWidthPath('/crash/play_game', rules)).toBe(true);
    expect(isFullWidthPath('/casino/preview', rules)).toBe(false);
    expect(isFullWidthPath('/favorite/play_game', rules)).toBe(false);
    expect(isFullWidthPath('/casino/play_game')).toBe(false);
  });

  it('hides the chrome only on the pages published immersive (the three play_game pages)', () => {
    expect(isImmersivePath('/casino/play_game', rules)).toBe(true);
    expect(isImmersivePath('/crash/play_game', rules)).toBe(true);
    expect(isImmersivePath('/profile/dashboard', rules)).toBe(false);
    expect(isImmersivePath('/casino/preview', rules)).toBe(false);
    expect(showsGoTop('/casino/play_game', rules)).toBe(false);
  });

  it('knows the sidebar groups and the go-top exceptions', () => {
    expect(isSportPath('/live')).toBe(true);
    expect(isSportPath('/live_casino')).toBe(false);
    expect(isAccountPath('/profile/transaction_history')).toBe(true);
    expect(isAccountPath('/reset_password')).toBe(true);
    expect(isAccountPath('/profile/dashboard')).toBe(false);
    expect(showsGoTop('/')).toBe(true);
    expect(showsGoTop('/casino/preview')).toBe(true);
    for (const path of [
      '/sport',
      '/login',
      '/user_card',
      '/games_history',
      '/reset_password',
      '/crash/play_game',
    ]) {
      expect(showsGoTop(path, rules)).toBe(false);
    }
  });

  it('resets the sportsbook on home and profile only', () => {
    expect(resetsSport('/')).toBe(true);
    expect(resetsSport('/profile/dashboard')).toBe(true);
    expect(resetsSport('/casino')).toBe(false);
  });
});
