/** Display content follows Accept-Language (fr, en, ar), French when none is supported. */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addPlayer, createTestContext, type TestContext } from '../../test/harness';
import { awardJackpot } from '../jackpot/service';
import { playRound } from '../wallet/rounds';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const id = await addPlayer(t.db, 'leila');
  await awardJackpot(t.db, id, 'Golden', 5_000, 'jp-content');
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({ url, headers: language === undefined ? {} : { 'accept-language': language } });

interface Banner {
  url: string;
  isMobile: boolean;
  title: string;
  name: string;
}

describe('banners', () => {
  it('answers titles in the asked language, French by default, with stable names', async () => {
    const titles = async (language?: string) => {
      const banners = (await get('/api/banners', language)).json() as Banner[];
      return banners.filter((b) => !b.isMobile).map((b) => b.title);
    };
    expect(await titles('fr-FR,fr;q=0.9')).toEqual([
      'Bonus de bienvenue',
      'Jackpot Diamant',
      'Casino en direct',
      'Paris sportifs',
    ]);
    expect(await titles('en-US')).toEqual([
      'Welcome bonus',
      'Jackpot Diamond',
      'Live Casino',
      'Sportsbook',
    ]);
    expect(await titles('ar')).toEqual([
      'مكافأة الترحيب',
      'جاكبوت الماس',
      'الكازينو المباشر',
      'المراهنات الرياضية',
    ]);
    expect(await titles()).toEqual(await titles('fr'));
    expect(await titles('de-DE, ar;q=0.5')).toEqual(await titles('ar'));
    const banners = (await get('/api/banners', 'en')).json() as Banner[];
    expect(banners.map((b) => b.name)).toEqual([
      'Slider1',
      'Slider2',
      'Slider3',
      'Slider4',
      'Slider1',
      'Slider2',
      'Slider3',
      'Slider4',
    ]);
    expect(banners[0]!.url).toBe('/api/assets/banners/slider1-desktop.svg?lang=en');
  });

  it('draws the artwork in the language of its url', async () => {
    const banners = (await get('/api/banners', 'ar')).json() as Banner[];
    const mobile = banners.find((b) => b.isMobile && b.name === 'Slider3')!;
    const svg = await get(mobile.url);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('الكازينو المباشر');
    expect(svg.body).toContain('text-anchor="end"');
    const french = await get('/api/assets/banners/slider1-desktop.svg');
    expect(french.body).toContain('Bonus de bienvenue');
    expect(french.body).toContain('Jusqu&apos;à 500 TND');
    expect((await get('/api/assets/banners/slider1-desktop.svg?lang=en')).body).toContain(
      'Welcome bonus',
    );
  });
});

describe('latest jackpots', () => {
  it('names the jackpot in the asked language', async () => {
    const name = async (language?: string) =>
      (await get('/api/LatestJackpot', language)).json().latest_jackpots[0].name;
    expect(await name('en')).toBe('Golden Jackpot');
    expect(await name('fr')).toBe('Jackpot Or');
    expect(await name('ar')).toBe('جاكبوت الذهب');
    expect(await name()).toBe('Jackpot Or');
  });
});

describe('winner names', () => {
  it('are masked to one shape whatever their length, in top winners and jackpot wins', async () => {
    for (const name of ['max', 'maximilian_the_long_name_32char']) {
      const id = await addPlayer(t.db, name, 10_000);
      await playRound(t.db, { playerId: id, gameId: 1001, bet: 1_000, win: 900_000 });
      await awardJackpot(t.db, id, 'Bronze', 7_000, `jp-mask-${name}`);
    }
    const top = (await get('/api/top_winners')).json() as Array<{ user: string; amount: number }>;
    const latest = (await get('/api/LatestJackpot')).json().latest_jackpots as Array<{
      username: string;
    }>;
    const shown = [
      ...top.filter((row) => row.amount === 900_000).map((row) => row.user),
      ...latest.slice(0, 2).map((row) => row.username),
    ];
    expect(shown).toEqual(['ma***', 'ma***', 'ma***', 'ma***']);
  });
});
