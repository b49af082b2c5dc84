/**
 * The content pages say what the site offers: no first-deposit bonus (no cashier yet), no live
 * dealers (the live tables are the studio's auto-roulette), no made-up contact address; the
 * address shown is the API's configured one, as a link, in each language's sentence.
 */
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import ar from '../../../locales/pages/ar.json';
import en from '../../../locales/pages/en.json';
import fr from '../../../locales/pages/fr.json';
import { PAGES_NAMESPACE } from '../../i18n';
import { SupportEmail } from './contact';

const pages = { fr, en, ar };

describe('content page texts', () => {
  it('promise no deposit bonus, no live dealers and no placeholder address, in any language', () => {
    const forbidden =
      /premier dépôt|first deposit|إيداعك الأول|croupier|dealer|موزع|\.example\b|boost|معززة/i;
    for (const [lang, texts] of Object.entries(pages))
      expect({ lang, match: JSON.stringify(texts).match(forbidden)?.[0] }).toEqual({
        lang,
        match: undefined,
      });
  });

  it('offer the same cards in every language', () => {
    const ids = (texts: typeof fr) => texts.promotions.offers.map((offer) => offer.id);
    expect(ids(fr)).toEqual(['cashback', 'jackpot', 'live', 'crash']);
    expect(ids(en)).toEqual(ids(fr));
    expect(ids(ar)).toEqual(ids(fr));
  });
});

describe('the support address', () => {
  let root: ReturnType<typeof createRoot> | undefined;
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await i18next.use(initReactI18next).init({
      lng: 'ar',
      resources: { ar: { [PAGES_NAMESPACE]: ar }, fr: { [PAGES_NAMESPACE]: fr } },
    });
  });
  afterEach(() => act(() => root?.unmount()));

  async function draw(supportEmail: string | null, lang: 'fr' | 'ar'): Promise<HTMLElement> {
    await i18next.changeLanguage(lang);
    const holder = document.createElement('div');
    root = createRoot(holder);
    const loaded = Promise.resolve({ supportEmail });
    await act(async () => {
      root!.render(<SupportEmail load={() => loaded} />);
      await loaded;
    });
    return holder;
  }

  it('is the configured one, as a mail link inside the sentence', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const holder = await draw('aide@casino.example.tn', lang);
      const link = holder.querySelector('a')!;
      expect(link.getAttribute('href')).toBe('mailto:aide@casino.example.tn');
      expect(link.textContent).toBe('aide@casino.example.tn');
      expect(holder.textContent).toContain(lang === 'fr' ? 'E-mail : ' : 'البريد الإلكتروني: ');
      expect(holder.textContent).not.toContain('{{');
      act(() => root?.unmount());
    }
  });

  it('is not shown at all when none is configured', async () => {
    const holder = await draw(null, 'fr');
    expect(holder.textContent).toBe('');
  });
});
