/** mf-casino's first view of the index pages (the provider-list variant of each list). */
import { describe, expect, it } from '@rstest/core';
import { firstView } from './server';

const providers = {
  data: [37, 38, 39].map((id) => ({
    pro_id: id,
    id,
    Alias: `Studio ${id}`,
    Image: `/assets/providers/${id}.png`,
  })),
};

function drawn(path: string, language: 'fr' | 'en' | 'ar', data: Record<string, unknown>) {
  const output = firstView.render({ path, language, data });
  if (!output) return null;
  const page = document.createElement('div');
  page.innerHTML = output.html;
  return page;
}

describe('mf-casino first view of the provider lists', () => {
  it('declares the first page of providers the app asks for, embedded for the app, hydrated', () => {
    expect(firstView.pages['/live_casino']).toEqual({
      data: { providers: '/api/get_all_providers?type=2&page_index=1&page_size=3' },
      embed: ['providers'],
      hydrate: true,
    });
    expect(Object.keys(firstView.pages)).toEqual(expect.arrayContaining(['/casino', '/crash']));
  });

  it("draws the title and each provider's section with its games' skeletons, in the page's language", () => {
    const page = drawn('/crash', 'ar', { providers })!;
    expect(page.querySelector('h1')?.textContent).toBe('ألعاب كراش');
    const sections = [...page.querySelectorAll('section[data-provider]')];
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual([
      'Studio 37',
      'Studio 38',
      'Studio 39',
    ]);
    expect(sections[0]!.querySelector('a')?.getAttribute('href')).toBe(
      '/crash/preview?p=37&c=null',
    );
    expect(sections[0]!.querySelector('a')?.getAttribute('aria-label')).toBe('الكل: Studio 37');
    for (const section of sections)
      expect(
        section.querySelectorAll('ul[aria-busy="true"] > li[aria-hidden="true"]'),
      ).toHaveLength(12);
    expect(page.querySelectorAll('[data-first-view]')).toHaveLength(0);
  });

  it("draws the page's skeleton when the providers could not be had", () => {
    const page = drawn('/casino', 'fr', {})!;
    expect(page.querySelector('h1')?.textContent).toBe('Casino');
    expect(page.querySelectorAll('section')).toHaveLength(0);
    expect(page.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Chargement');
  });

  it("draws the page's skeleton when a provider's logo is on another origin", () => {
    const foreign = { data: [{ ...providers.data[0]!, Image: 'https://cdn.example/x.png' }] };
    const page = drawn('/casino', 'fr', { providers: foreign })!;
    expect(page.querySelectorAll('section, img')).toHaveLength(0);
    expect(page.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Chargement');
  });
});
