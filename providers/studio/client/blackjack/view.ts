/** The blackjack page's stylesheet and card faces, in the table's colours. */
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];

/** A card 0–51 as players read it: rank and suit, left to right in every language. */
export function cardFace(card: number): { label: string; red: boolean } {
  const suit = Math.floor(card / 13) % 4;
  return { label: `${RANKS[card % 13]}${SUITS[suit]}`, red: suit === 1 || suit === 2 };
}

export const blackjackStyles = (background: string, panel: string, accent: string) => `
#game{display:flex;flex-direction:column;min-height:100%;max-width:900px;margin:0 auto;padding:8px;gap:10px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.bar h1{font-size:1.05rem;margin:0;flex:1 1 8em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700;white-space:nowrap}
.felt{background:radial-gradient(ellipse at top,${panel},${background});border-radius:16px;padding:12px;display:flex;flex-direction:column;gap:14px;border:2px solid ${accent}55}
.seat h2{font-size:.95rem;margin:0 0 6px;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.seat .total{background:#000a;border-radius:999px;padding:1px 9px;font-weight:800}
.hands{display:flex;gap:16px;flex-wrap:wrap}.hand{padding:6px;border-radius:10px;border:2px solid transparent}.hand.active{border-color:${accent}}
.cards{display:flex;gap:6px;direction:ltr;min-height:76px}
.card{width:52px;height:74px;border-radius:7px;background:#fdfdfd;color:#111;display:flex;align-items:center;justify-content:center;font-weight:800;font-size:1.15rem;box-shadow:0 2px 4px #0008}
.card.red{color:#c8102e}.card.back{background:repeating-linear-gradient(45deg,${accent},${accent} 6px,${panel} 6px,${panel} 12px)}
.outcome{font-weight:800;color:${accent}}
.controls,.chips{display:flex;gap:8px;flex-wrap:wrap;justify-content:center}
.controls button,.chips button,.bar button{font:inherit;font-weight:700;color:#fff;background:${panel};border:1px solid rgba(255,255,255,.4);border-radius:8px;min-height:44px;padding:0 14px;cursor:pointer}
.controls button.primary{background:${accent};color:#000}
[aria-pressed=true]{outline:3px solid ${accent}}
.message{min-height:1.5em;text-align:center;font-weight:700;margin:0}
.fair{font-size:.75rem;opacity:.8;overflow-wrap:anywhere;margin:0}
dialog{max-width:min(640px,92vw);background:${panel};color:#f5f5f5;border:1px solid ${accent};border-radius:12px}
dialog li{margin:6px 0}
button:disabled{opacity:.5;cursor:default}`;
