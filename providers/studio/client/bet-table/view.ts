/** The stylesheet of the bet-then-draw table pages (Sic Bo, Andar Bahar, money wheels). */
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';

export const betTableStyles = (background: string, panel: string, accent: string) => `
#game{display:flex;flex-direction:column;min-height:100%;max-width:1100px;margin:0 auto;padding:8px;gap:8px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.bar h1{font-size:1.05rem;margin:0;flex:1 1 8em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700;white-space:nowrap}
.stage{display:flex;flex-direction:column;align-items:center;gap:6px;background:${panel};border-radius:12px;padding:10px;min-height:96px;justify-content:center}
.dice{display:flex;gap:10px;direction:ltr}.die{width:52px;height:52px;border-radius:10px;background:#fff;color:#000;font-size:2rem;font-weight:800;display:grid;place-items:center}
.cards{display:flex;gap:4px;flex-wrap:wrap;justify-content:center;direction:ltr;max-width:100%}.card{background:#fff;color:#000;border-radius:5px;padding:2px 5px;font-weight:700;min-width:2.2em;text-align:center}
.card.red{color:#c8102e}.card.win{outline:3px solid ${accent}}
.side{display:flex;gap:6px;align-items:center;flex-wrap:wrap;justify-content:center}
.segment{font-size:2rem;font-weight:800;border-radius:12px;padding:6px 18px;background:${accent};color:#000}
.history{display:flex;gap:4px;overflow-x:auto;direction:ltr}.history span{min-width:28px;text-align:center;border-radius:6px;padding:3px 6px;font-weight:700;font-size:.85rem;background:${panel};white-space:nowrap}
.bets{display:grid;grid-template-columns:repeat(auto-fill,minmax(110px,1fr));gap:4px}
.bets button,.chips button,.tools button{font:inherit;color:#fff;background:${panel};border:1px solid rgba(255,255,255,.35);border-radius:8px;min-height:44px;cursor:pointer;position:relative;padding:2px 6px}
.bets button small{display:block;opacity:.8;font-size:.75rem}
.chips,.tools{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}
[aria-pressed=true]{outline:3px solid ${accent}}
.stake{position:absolute;top:-9px;inset-inline-end:-6px;z-index:1;min-width:1.6em;height:1.6em;line-height:1.35em;box-sizing:border-box;background:${accent};color:#000;border:2px solid #000;border-radius:999px;font-size:14px;font-weight:800;padding:0 3px;text-align:center;pointer-events:none}
.message{min-height:1.5em;text-align:center;font-weight:700;margin:0}
.countdown{font-size:1.25rem}.fair{font-size:.7rem;opacity:.75;word-break:break-all;text-align:center;margin:0;direction:ltr}
dialog{max-width:min(720px,94vw);max-height:86vh;background:${background};color:#fff;border:2px solid ${accent};border-radius:12px}
dialog table{border-collapse:collapse;width:100%}dialog td,dialog th{padding:4px 6px;border-bottom:1px solid rgba(255,255,255,.2);text-align:start;font-size:.9rem}
button:disabled{opacity:.5;cursor:default}`;
