/** The table pages' stylesheet in the table's colours (desktop and phone, either direction). */
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';
import { cardStyles } from './cards';

export const tableStyles = (background: string, panel: string, accent: string) => `
#game{display:flex;flex-direction:column;min-height:100%;max-width:900px;margin:0 auto;padding:8px;gap:8px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.bar h1{font-size:1.05rem;margin:0;flex:1 1 8em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700;white-space:nowrap}
.bar button{font:inherit;color:#fff;background:${panel};border:1px solid rgba(255,255,255,.35);border-radius:999px;padding:5px 12px;cursor:pointer}
.stage{display:flex;justify-content:center;gap:16px;flex-wrap:wrap;background:${panel};border-radius:14px;padding:12px;min-height:9em}
.hand{display:flex;flex-direction:column;align-items:center;gap:6px;padding:6px 10px;border-radius:10px;border:2px solid transparent}
.hand h2{font-size:1rem;margin:0}.hand.won{border-color:${accent};box-shadow:0 0 14px ${accent}}
.hand .cards{display:flex;direction:ltr;min-height:4.7em;align-items:center}
.score{font-weight:800;font-size:1.1rem}
.history{display:flex;gap:4px;overflow-x:auto;direction:ltr;min-height:1.6em}.history span{min-width:26px;text-align:center;border-radius:6px;padding:2px 4px;font-weight:700;font-size:.85rem;color:#fff}
.bets{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:6px}
.bets button,.chips button{font:inherit;color:#fff;border:1px solid rgba(255,255,255,.35);border-radius:8px;min-height:52px;cursor:pointer;position:relative;background:${panel};padding:4px}
.bets button small{display:block;opacity:.85;font-size:.8rem}
.chips{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}.chips button{min-height:40px;padding:0 10px}
[aria-pressed=true]{outline:3px solid ${accent}}
.stake{position:absolute;top:-9px;inset-inline-end:-6px;z-index:1;min-width:1.6em;height:1.6em;line-height:1.35em;background:${accent};color:#000;border:2px solid #000;border-radius:999px;font-size:14px;font-weight:800;padding:0 4px;text-align:center;pointer-events:none}
.message{min-height:1.5em;text-align:center;font-weight:700;margin:0}
.countdown{font-size:1.2rem}
.fair{font-size:.75rem;opacity:.8;text-align:center;margin:0;overflow-wrap:anywhere}.fair a{color:${accent}}
dialog{max-width:min(640px,94vw);max-height:90vh;overflow:auto;background:#161b29;color:#f5f5f5;border:1px solid ${accent};border-radius:12px}
dialog table{width:100%;border-collapse:collapse}dialog td,dialog th{padding:4px 6px;border-bottom:1px solid rgba(255,255,255,.15);text-align:start}
dialog button{font:inherit;margin-top:8px}
button:disabled{opacity:.5;cursor:default}
${cardStyles}`;
