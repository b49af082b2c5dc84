/** Display content follows Accept-Language (fr, en, ar), French when none is supported. */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addPlayer, createTestContext, type TestContext } from '../../test/harness';
import { awardJackpot } from '../jackpot/service';
import { playRound } from '../wallet/rounds';
import { loadConfig } from '../../config';

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
      'Cashback quotidien',
      'Jackpot Diamant',
      'Roulette en continu',
      'Paris sportifs',
    ]);
    expect(await titles('en-US')).toEqual([
      'Daily cashback',
      'Jackpot Diamond',
      'Non-stop roulette',
      'Sportsbook',
    ]);
    expect(await titles('ar')).toEqual([
      'استرداد نقدي يومي',
      'جاكبوت الماس',
      'روليت بلا توقف',
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
    expect(svg.body).toContain('روليت بلا توقف');
    expect(svg.body).toContain('text-anchor="end"');
    const french = await get('/api/assets/banners/slider1-desktop.svg');
    expect(french.body).toContain('Cashback quotidien');
    expect(french.body).toContain('Une part de vos pertes revient chaque jour');
    expect((await get('/api/assets/banners/slider1-desktop.svg?lang=en')).body).toContain(
      'Daily cashback',
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

describe('site information', () => {
  it('answers no support address when none is configured', async () => {
    const answer = await get('/api/site');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ supportEmail: null });
  });

  it('answers the configured support address, and the configuration refuses a malformed one', async () => {
    const configured = await createTestContext({ supportEmail: 'aide@casino.example.tn' });
    try {
      expect((await configured.app.inject({ url: '/api/site' })).json()).toEqual({
        supportEmail: 'aide@casino.example.tn',
      });
    } finally {
      await configured.close();
    }
    expect(loadConfig({ SUPPORT_EMAIL: 'aide@casino.example.tn' }).supportEmail).toBe(
      'aide@casino.example.tn',
    );
    for (const bad of ['not-an-address', 'a@b', '<script>@x.tn', 'a b@x.tn'])
      expect(() => loadConfig({ SUPPORT_EMAIL: bad })).toThrow(/SUPPORT_EMAIL/);
  });
});
