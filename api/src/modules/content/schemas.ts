/** The content routes' answers (banners, jackpot pools and wins, top winners); see routes.ts. */
import { Type } from '@sinclair/typebox';

export const Banner = Type.Object({
  url: Type.String({ description: 'artwork drawn in the same language (?lang=)' }),
  isMobile: Type.Boolean(),
  title: Type.String({ description: 'display title in the Accept-Language language (fr default)' }),
  name: Type.String({ description: 'stable slide name, Slider1..Slider4' }),
});
/** What the site tells players about itself, from the API's configuration. */
export const SiteInfo = Type.Object({
  supportEmail: Type.Union([Type.String(), Type.Null()], {
    description: 'support address (SUPPORT_EMAIL); null when none is configured',
  }),
});
export const JackpotWin = Type.Object({
  username: Type.String(),
  time: Type.String(),
  name: Type.String(),
  amount: Type.Integer({ description: 'millimes' }),
  currency: Type.String(),
});
export const TopWinner = Type.Object({
  provider: Type.String(),
  user: Type.String(),
  amount: Type.Integer({ description: 'millimes' }),
  currency: Type.String(),
  date: Type.String(),
  bet: Type.Integer(),
  multiplier: Type.Number(),
});
export const Pools = Type.Object({
  diamond: Type.Integer(),
  golden: Type.Integer(),
  silver: Type.Integer(),
  bronze: Type.Integer(),
  currency: Type.String(),
  data: Type.Array(Type.Object({ name: Type.String(), amount: Type.Integer() })),
});

export const LatestJackpots = Type.Object({ latest_jackpots: Type.Array(JackpotWin) });
