/** The Casino Hold'em page's stylesheet (cards drawn as every card table draws them) and help. */
import type { Language } from '../../src/i18n/texts';
import { cutToHundredths } from '../../src/tables/blackjack/edges';
import { AA_BONUS_RETURN, ANTE_EDGE, antePercent } from '../../src/tables/poker/edges';
import { CATEGORIES } from '../../src/tables/poker/hands';
import { AA_BONUS_PAYS, ANTE_PAYS } from '../../src/tables/poker/rules';
import { pokerText, type PokerTextKey } from '../../src/tables/poker/texts';
import { el } from '../common/dom';
import { BAR_CLEAR_OF_SITE_CLOSE } from '../common/site-close';
import { cardStyles } from '../tables/cards';

export const pokerStyles = (background: string, panel: string, accent: string) => `
#game{display:flex;flex-direction:column;min-height:100%;max-width:900px;margin:0 auto;padding:8px;gap:8px;background:${background}}
.bar{display:flex;align-items:center;gap:8px;flex-wrap:wrap}.bar h1{font-size:1.05rem;margin:0;flex:1 1 8em;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${BAR_CLEAR_OF_SITE_CLOSE}
.pill{background:${panel};border-radius:999px;padding:6px 12px;font-weight:700;white-space:nowrap}
.felt{background:radial-gradient(ellipse at top,${panel},${background});border-radius:16px;padding:8px;display:flex;flex-direction:column;align-items:center;gap:6px;border:2px solid ${accent}55}
.seat{display:flex;flex-direction:column;align-items:center;gap:4px}
.seat h2{font-size:.95rem;margin:0;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap;justify-content:center}
.seat .hand-name{background:#000a;border-radius:999px;padding:1px 9px;font-weight:800}
.cards{display:flex;direction:ltr;align-items:center;flex-wrap:wrap;justify-content:center}
.outcome{font-weight:800;color:${accent};text-align:center;margin:0}
.stakes{display:grid;grid-template-columns:auto 1fr;gap:6px 10px;align-items:center}
.stakes h3{font-size:.9rem;margin:0}
.controls,.chips{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}
.controls button,.chips button,.bar button{font:inherit;font-weight:700;color:#fff;background:${panel};border:1px solid rgba(255,255,255,.4);border-radius:8px;min-height:44px;padding:0 14px;cursor:pointer}
.chips button{min-height:40px;padding:0 10px}
.controls button.primary{background:${accent};color:#000}
[aria-pressed=true]{outline:3px solid ${accent}}
.message{min-height:1.5em;text-align:center;font-weight:700;margin:0}
.fair{font-size:.75rem;opacity:.8;overflow-wrap:anywhere;margin:0}
dialog{max-width:min(640px,94vw);max-height:90vh;overflow:auto;background:#161b29;color:#f5f5f5;border:1px solid ${accent};border-radius:12px}
dialog li{margin:6px 0}dialog table{width:100%;border-collapse:collapse;margin:6px 0}dialog td,dialog th{padding:3px 6px;border-bottom:1px solid rgba(255,255,255,.15);text-align:start}
dialog button{font:inherit;margin-top:8px}
button:disabled{opacity:.5;cursor:default}
${cardStyles}
/* Smaller cards and one scrolling row of chips each, so the hand and its buttons fit the frame. */
.felt .card{font-size:clamp(13px,2.4vw,17px)}
@media (max-width:480px){.felt{gap:4px;padding:6px}.felt .card{width:2.6em;height:3.7em;margin:0 2px}
.chips{flex-wrap:nowrap;overflow-x:auto;justify-content:flex-start;padding:3px}.chips button{flex:none}}`;

/** "100:1" reads the same in every language. */
const pays = (to: number) => `\u2066${to}:1\u2069`;

function payTable(
  lang: Language,
  title: PokerTextKey,
  rows: Array<[string, number]>,
  testid: string,
): HTMLElement {
  const t = (key: PokerTextKey) => pokerText(lang, key);
  return el(
    'table',
    { testid },
    el('caption', {}, t(title)),
    el(
      'tbody',
      {},
      ...rows.map(([name, to]) => el('tr', {}, el('td', {}, name), el('td', {}, pays(to)))),
    ),
  );
}

/** The help: rules, both paytables and both house edges. */
export function pokerHelp(lang: Language, close: () => void): HTMLDialogElement {
  const t = (key: PokerTextKey, values?: Record<string, string | number>) =>
    pokerText(lang, key, values);
  const best = [...CATEGORIES].reverse();
  const anteRows: Array<[string, number]> = best
    .filter((category) => ANTE_PAYS[category] > 1)
    .map((category) => [t(`pkHand_${category}`), ANTE_PAYS[category]]);
  anteRows.push([t('pkLower'), 1]);
  const bonusRows: Array<[string, number]> = best
    .filter((category) => AA_BONUS_PAYS[category] !== undefined)
    .map((category) => [t(`pkHand_${category}`), AA_BONUS_PAYS[category]!]);
  bonusRows.push([t('pkPairOfAces'), 7]);
  const bonusEdge = (1 - AA_BONUS_RETURN.returned / AA_BONUS_RETURN.hands) * 100;
  const help = el('dialog', { testid: 'poker-help' });
  const closeButton = el('button', { type: 'button' }, pokerText(lang, 'close'));
  closeButton.addEventListener('click', close);
  help.append(
    el('h2', {}, t('pkRulesTitle')),
    el(
      'ul',
      {},
      ...(['pkRules1', 'pkRules2', 'pkRules3', 'pkRules4'] as const).map((key) =>
        el('li', {}, t(key)),
      ),
    ),
    payTable(lang, 'pkAnteTable', anteRows, 'poker-ante-table'),
    payTable(lang, 'pkBonusTable', bonusRows, 'poker-bonus-table'),
    el(
      'ul',
      {},
      el(
        'li',
        { testid: 'poker-edge' },
        t('pkEdgeAnte', {
          perfect: cutToHundredths(antePercent(ANTE_EDGE.perfect.houseNet)),
          simple: cutToHundredths(antePercent(ANTE_EDGE.simple.houseNet)),
        }),
      ),
      el(
        'li',
        { testid: 'poker-bonus-edge' },
        t('pkEdgeBonus', {
          edge: cutToHundredths(bonusEdge),
          rtp: cutToHundredths(100 - bonusEdge),
        }),
      ),
      el('li', {}, t('pkFair')),
    ),
    closeButton,
  );
  return help;
}
