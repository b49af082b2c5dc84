/**
 * The crash page's fixed parts, apart from its state: its stylesheet in the game's colours, the
 * link of a finished round to the verifier, and which refusals it has a text for.
 */
import type { TextKey } from '../../src/i18n/texts';
import type { LimitedGameBoot } from '../common/boot';
import { refusalText as refusalTextOf } from '../common/refusals';
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';

/** What the studio writes into the page for it. */
export type CrashBoot = LimitedGameBoot;
/** A round as the socket tells it. */
export interface PublicRound {
  id: number;
  phase: 'betting' | 'running' | 'crashed' | 'void';
  bettingEndsIn?: number;
  elapsed?: number;
  crash?: number;
  hash?: string;
}

export const crashStyles = (background: string, panel: string, accent: string) => `
#game{display:flex;flex-direction:column;height:100%;max-width:1100px;margin:0 auto;padding:8px;gap:8px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.bar h1{font-size:1.05rem;margin:0;flex:1}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700}
a{color:#fff}
.stage{flex:1;min-height:200px;position:relative;direction:ltr}
canvas{position:absolute;inset:0;width:100%;height:100%;border-radius:12px;border:3px solid ${accent};background:${panel}}
.history{display:flex;gap:6px;overflow-x:auto;direction:ltr}.history a{background:${panel};border-radius:8px;padding:4px 8px;text-decoration:none;font-weight:700;font-size:.85rem}
.controls{display:flex;gap:10px;flex-wrap:wrap;align-items:end;justify-content:center}
label{display:grid;gap:2px;font-size:.85rem}input{font:inherit;width:8em;padding:10px;border-radius:10px;border:1px solid #778;background:#0b0f18;color:#fff;direction:ltr}
button{font:inherit;color:#fff;background:${panel};border:2px solid ${accent};border-radius:12px;min-height:48px;min-width:120px;padding:0 16px;font-weight:800;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
dialog{max-width:36rem;background:${panel};color:#fff;border:2px solid ${accent};border-radius:12px}dialog p{line-height:1.5}.cash{background:${accent};border-color:#fff}
.message{min-height:1.5em;text-align:center;font-weight:700;margin:0}`;

/** A finished round's link to its check in the verifier (a new tab; multipliers read left to right). */
export const verifyLinkAttributes = (basePath: string, lang: string, round: number) => ({
  href: `${basePath}/crash/verify?lang=${lang}&round=${round}`,
  target: '_blank',
  rel: 'noopener',
  dir: 'ltr',
});

/** Refusals the page explains in their own words; any other is the generic error. */
const KNOWN_REFUSALS = new Set([
  'bet_out_of_limits',
  'betting_closed',
  'not_running',
  'no_bet_in_play',
  'crashed',
  'bad_auto_cashout',
  'one_bet_per_round',
  'too_many_connections',
  'insufficient_funds',
  'limit_reached',
  'player_excluded',
  'session_expired',
  'session_ended',
  'session_not_found',
  'wallet_unavailable',
  'round_void',
]);

/** The text key of a refusal's status. */
export const refusalKey = (status: unknown): string =>
  KNOWN_REFUSALS.has(String(status)) ? String(status) : 'error';

/** A refusal in the player's words; the bet limits are named in the one that needs them. */
export function refusalText(
  status: unknown,
  t: (key: TextKey, values?: Record<string, string | number>) => string,
  money: (millimes: number) => string,
  limits: { minBet: number; maxBet: number },
): string {
  return refusalTextOf(String(status), KNOWN_REFUSALS, t, {
    min: money(limits.minBet),
    max: money(limits.maxBet),
  });
}
