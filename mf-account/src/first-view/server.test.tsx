/** mf-account's first-view renderer: a screen's skeleton, from no data, in the page's language. */
import { describe, expect, it } from '@rstest/core';
import ar from '../../locales/ar.json';
import { firstView } from './server';

describe('mf-account first view', () => {
  it('declares its screens with no data (they are private)', () => {
    expect(firstView.pages['/profile/dashboard']).toEqual({ data: {} });
    expect(firstView.pages['/user_card']).toEqual({ data: {} });
    expect(
      Object.values(firstView.pages).every((page) => Object.keys(page.data).length === 0),
    ).toBe(true);
  });

  it("draws the screen's skeleton, labelled in the page's language", () => {
    const output = firstView.render({ path: '/transaction_history', language: 'ar', data: {} })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    const skeleton = page.querySelector('[role="status"][aria-busy="true"]')!;
    expect(skeleton.getAttribute('aria-label')).toBe(ar.history.loading);
    expect(skeleton.children).toHaveLength(3);
    expect(firstView.render({ path: '/elsewhere', language: 'fr', data: {} })).toBeNull();
  });
});
