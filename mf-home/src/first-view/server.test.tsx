/**
 * mf-home's first-view renderer: the home page's first render, with the slider's initial slide
 * of each layout as the app picks it (its hydration: hydration.test.tsx).
 */
import { describe, expect, it } from '@rstest/core';
import { firstView } from './server';

const banners = [
  { url: '/b/d0.svg', title: 'Desktop 0', isMobile: false },
  { url: '/b/d1.svg', title: 'Desktop 1', isMobile: false },
  { url: '/b/m0.svg', title: 'Mobile 0', isMobile: true },
  { url: '/b/m1.svg', title: 'Mobile 1', isMobile: true },
];

describe('mf-home first view', () => {
  it('declares the banner list, embedded for the slider, and its markup for hydration', () => {
    expect(firstView.pages).toEqual({
      '/': { data: { banners: '/api/banners' }, embed: ['banners'], hydrate: true },
    });
  });

  it("draws the initial slide of each layout (index 1) as one picture, the phone's below 768 px", () => {
    const output = firstView.render({ path: '/', language: 'fr', data: { banners } })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelector('source')?.getAttribute('srcset')).toBe('/b/m1.svg');
    expect(page.querySelector('source')?.getAttribute('media')).toBe('(max-width: 767.98px)');
    const image = page.querySelector('img[data-first-view="banner"]')!;
    expect(image.getAttribute('src')).toBe('/b/d1.svg');
    expect(image.getAttribute('alt')).toBe('Desktop 1');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/promotions');
    expect(output.preload).toEqual([
      { href: '/b/m1.svg', media: '(max-width: 767.98px)' },
      { href: '/b/d1.svg', media: '(min-width: 768px)' },
    ]);
  });

  it("draws the slider's skeleton without a banner for both layouts, or with one from another origin", () => {
    const desktopOnly = banners.filter((banner) => !banner.isMobile);
    const foreign = banners.map((banner) => ({ ...banner, url: `//cdn.example${banner.url}` }));
    for (const list of [desktopOnly, foreign]) {
      const output = firstView.render({ path: '/', language: 'fr', data: { banners: list } })!;
      const page = document.createElement('div');
      page.innerHTML = output.html;
      expect(page.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull();
      expect(page.querySelectorAll('img, [data-first-view]')).toHaveLength(0);
      expect(output.preload).toEqual([]);
    }
    expect(firstView.render({ path: '/elsewhere', language: 'fr', data: {} })).toBeNull();
  });

  it("draws the rest of the page as the app first draws it: the heading, the rails' and the jackpot list's skeletons", () => {
    const page = document.createElement('div');
    page.innerHTML = firstView.render({ path: '/', language: 'fr', data: { banners } })!.html;
    expect(page.querySelector('h1')?.textContent).toBe('Accueil');
    expect(page.querySelectorAll('[data-rail-placeholder]').length).toBeGreaterThan(0);
    expect(page.querySelector('[data-section="jackpot-wins"] [aria-busy="true"]')).not.toBeNull();
  });

  it("draws the slider's skeleton when the server could not get the banners", () => {
    const output = firstView.render({ path: '/', language: 'ar', data: {} })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    const box = page.querySelector('[role="status"][aria-busy="true"]')!;
    expect(box.getAttribute('aria-label')).toBeTruthy();
    expect(page.querySelectorAll('img, [data-first-view]')).toHaveLength(0);
    expect(output.preload).toEqual([]);
  });
});
