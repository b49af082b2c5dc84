/** mf-sport's first-view renderer: the app's first render of a sport page, from no data, in the page's language. */
import { describe, expect, it } from '@rstest/core';
import ar from '../../locales/ar.json';
import { firstView } from './server';

describe('mf-sport first view', () => {
  it('declares the sport pages with no data (they are private), hydrated', () => {
    expect(firstView.pages).toEqual({
      '/sport': { data: {}, hydrate: true },
      '/prematch': { data: {}, hydrate: true },
      '/live': { data: {}, hydrate: true },
    });
  });

  it("draws the frame's skeleton, labelled in the page's language", () => {
    const output = firstView.render({ path: '/live', language: 'ar', data: {} })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelector('section')?.getAttribute('data-view')).toBe('live');
    const skeleton = page.querySelector('[data-testid="sport-skeleton"]')!;
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.getAttribute('aria-label')).toBe(ar.frame.loading);
    expect(firstView.render({ path: '/elsewhere', language: 'fr', data: {} })).toBeNull();
  });
});
