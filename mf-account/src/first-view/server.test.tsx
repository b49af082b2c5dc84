/** mf-account's first-view renderer: the app's first render of an account page, from no data, in the page's language. */
import { describe, expect, it } from '@rstest/core';
import ar from '../../locales/ar.json';
import fr from '../../locales/fr.json';
import { firstView } from './server';

const drawn = (path: string, language: 'fr' | 'ar') => {
  const page = document.createElement('div');
  page.innerHTML = firstView.render({ path, language, data: {} })!.html;
  return page;
};

describe('mf-account first view', () => {
  it('declares its screens with no data (they are private), hydrated', () => {
    expect(firstView.pages['/profile/dashboard']).toEqual({ data: {}, hydrate: true });
    expect(firstView.pages['/user_card']).toEqual({ data: {}, hydrate: true });
    expect(firstView.pages['/cashier/deposit']).toEqual({ data: {}, hydrate: true });
    expect(
      Object.values(firstView.pages).every(
        (page) => Object.keys(page.data).length === 0 && page.hydrate === true,
      ),
    ).toBe(true);
  });

  it("draws a screen's pending skeleton, labelled in the page's language", () => {
    const page = drawn('/transaction_history', 'ar');
    const skeleton = page.querySelector('[role="status"][aria-busy="true"]')!;
    expect(skeleton.getAttribute('aria-label')).toBe(ar.history.loading);
    expect(skeleton.children).toHaveLength(3);
    // A screen alone has no tab bar.
    expect(page.querySelector('nav')).toBeNull();
    expect(firstView.render({ path: '/elsewhere', language: 'fr', data: {} })).toBeNull();
  });

  it("draws the profile area's tab bar above the skeleton, its page marked current", () => {
    const page = drawn('/profile/limits', 'fr');
    const nav = page.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe(fr.account.menu);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe(fr.title.limits);
    expect(nav.nextElementSibling?.querySelector('[role="status"]')).not.toBeNull();
  });
});
