/** The roulette page's stylesheet in the table's colours. */
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';

/**
 * The stakes on the board are chips a player must see at a glance on a phone's narrow cells:
 * a round badge of readable text (at least 14 px) with a dark ring, over the cell's corner.
 */
export const rouletteStyles = (background: string, panel: string, accent: string) => `
#game{display:flex;flex-direction:column;min-height:100%;max-width:1100px;margin:0 auto;padding:8px;gap:8px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.bar h1{font-size:1.05rem;margin:0;flex:1 1 8em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700;white-space:nowrap}
.top{display:flex;gap:12px;align-items:center;flex-wrap:wrap;justify-content:center}
canvas{width:min(240px,60vw);aspect-ratio:1}
.history{display:flex;gap:4px;overflow-x:auto;direction:ltr}.history span{min-width:28px;text-align:center;border-radius:6px;padding:3px 4px;font-weight:700;font-size:.85rem}
.board{display:grid;grid-template-columns:repeat(13,minmax(0,1fr));gap:3px;direction:ltr;padding-top:8px}
.board button,.outside button,.chips button,.kinds button{font:inherit;color:#fff;border:1px solid rgba(255,255,255,.35);border-radius:6px;min-height:40px;cursor:pointer;position:relative;padding:0 2px}
.board .zero{grid-row:span 3}
.outside{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:3px;direction:ltr;padding-top:8px}.outside button{background:${panel}}
.chips,.kinds{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}.chips button,.kinds button{background:${panel};padding:0 10px}
[aria-pressed=true]{outline:3px solid ${accent}}
.stake{position:absolute;top:-9px;inset-inline-end:-6px;z-index:1;min-width:1.6em;height:1.6em;line-height:1.35em;box-sizing:border-box;background:${accent};color:#000;border:2px solid #000;border-radius:999px;font-size:14px;font-weight:800;padding:0 3px;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.6);pointer-events:none}
.message{min-height:1.5em;text-align:center;font-weight:700;margin:0}
.countdown{font-size:1.25rem}
button:disabled{opacity:.5;cursor:default}`;
