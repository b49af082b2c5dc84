/** Banners, jackpot pools, latest jackpot wins and the top-wins table (computed from recorded wins). */
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { contentLanguageOf } from '../../i18n/messages';
import { Banner, LatestJackpots, Pools, SiteInfo, TopWinner } from './schemas';
import { bannerText, jackpotName } from './texts';

/**
 * Top winners and jackpot wins show who won in one fixed shape, the first two characters and three
 * stars, whatever the length: a name's length (with its first letters) would help a stranger guess
 * it, and a guessed name is one to lock out of logging in.
 */
export function maskUsername(username: string): string {
  return `${Array.from(username).slice(0, 2).join('')}***`;
}

export function registerContentRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['content'];

  app.get(
    '/site',
    {
      schema: {
        tags,
        summary: "The site's contact details, from the API's configuration (SUPPORT_EMAIL)",
        response: { 200: SiteInfo },
      },
    },
    async () => ({ supportEmail: ctx.config.supportEmail ?? null }),
  );

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Home slider: 4 desktop and 4 mobile banners',
        response: { 200: Type.Array(Banner) },
      },
    },
    async (request) => {
      const lang = contentLanguageOf(request.headers['accept-language']);
      const { rows } = await db.query<{ url: string; is_mobile: boolean; title: string }>(
        'SELECT url, is_mobile, title FROM banners ORDER BY is_mobile, sort_order',
      );
      return rows.map((r) => {
        const text = bannerText(r.title, lang);
        // Seeded slides are drawn by assets/routes in the asked language; other urls are left alone.
        const url =
          text && r.url.startsWith('/api/assets/banners/') ? `${r.url}?lang=${lang}` : r.url;
        return { url, isMobile: r.is_mobile, title: text?.title ?? r.title, name: r.title };
      });
    },
  );

  app.get(
    '/jackpots',
    {
      schema: {
        tags,
        summary: 'Current jackpot pool amounts (millimes)',
        response: { 200: Pools },
      },
    },
    async () => {
      const { rows } = await db.query<{ tier: string; amount: number }>(
        'SELECT tier, amount FROM jackpot_pools ORDER BY sort_order',
      );
      const amount = (tier: string) => rows.find((r) => r.tier === tier)?.amount ?? 0;
      return {
        diamond: amount('Diamond'),
        golden: amount('Golden'),
        silver: amount('Silver'),
        bronze: amount('Bronze'),
        currency: 'TND',
        data: rows.map((r) => ({ name: r.tier, amount: r.amount })),
      };
    },
  );

  const latestJackpots = async (request: { headers: { 'accept-language'?: string } }) => {
    const lang = contentLanguageOf(request.headers['accept-language']);
    const { rows } = await db.query<{
      username: string;
      won_at: Date;
      tier: string;
      amount: number;
    }>(
      `SELECT p.username, w.won_at, w.tier, w.amount FROM jackpot_wins w JOIN players p ON p.id = w.player_id
        ORDER BY w.won_at DESC, w.id DESC LIMIT 10`,
    );
    return {
      latest_jackpots: rows.map((r) => ({
        username: maskUsername(r.username),
        time: r.won_at.toISOString(),
        name: jackpotName(r.tier, lang),
        amount: r.amount,
        currency: 'TND',
      })),
    };
  };
  const latestSchema = {
    schema: { tags, summary: 'Latest jackpot wins', response: { 200: LatestJackpots } },
  };
  // The legacy client spells this path with a trailing space; app.ts rewrites `%20` to this.
  app.get('/LatestJackpot', latestSchema, latestJackpots);

  app.get(
    '/top_winners',
    {
      schema: {
        tags,
        summary: 'Largest recorded wins of the last 30 days',
        response: { 200: Type.Array(TopWinner) },
      },
    },
    async () => {
      const { rows } = await db.query<{
        alias: string | null;
        username: string;
        amount: number;
        created_at: Date;
        bet: number | null;
      }>(
        `SELECT p.alias, pl.username, t.amount, t.created_at, r.bet_total AS bet
           FROM wallet_transactions t
           JOIN players pl ON pl.id = t.player_id
           LEFT JOIN game_rounds r ON r.id = t.round_id
           LEFT JOIN games g ON g.id = t.game_id
           LEFT JOIN providers p ON p.id = g.provider_id
          WHERE t.kind = 'win' AND t.amount > 0 AND t.created_at > now() - interval '30 days'
          ORDER BY t.amount DESC, t.id DESC LIMIT 10`,
      );
      return rows.map((r) => ({
        provider: r.alias ?? 'SPORTSBOOK',
        user: maskUsername(r.username),
        amount: r.amount,
        currency: 'TND',
        date: r.created_at.toISOString(),
        bet: r.bet ?? 0,
        multiplier: r.bet ? Math.round((r.amount / r.bet) * 100) / 100 : 0,
      }));
    },
  );
}
