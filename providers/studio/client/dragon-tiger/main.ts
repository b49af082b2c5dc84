/** The Dragon Tiger page: two cards on the shared table page (client/tables/page.ts). */
import {
  DRAGON_TIGER_KINDS,
  DRAGON_TIGER_PAYS,
  dragonTigerReturn,
  dragonTigerWinner,
  type DragonTigerKind,
  type DragonTigerOutcome,
} from '../../src/tables/dragon-tiger/rules';
import { DRAGON_TIGER_TEXTS } from '../../src/tables/dragon-tiger/texts';
import { el } from '../common/dom';
import { cardElement } from '../tables/cards';
import { readTableBoot, startTablePage } from '../tables/page';

const boot = readTableBoot();
const words = DRAGON_TIGER_TEXTS[boot.lang];
const COLORS = { dragon: '#b3261e', tiger: '#1f5fbf', tie: '#2e7d32' } as const;

function hand(side: 'dragon' | 'tiger') {
  const cards = el('div', { className: 'cards' });
  const box = el(
    'div',
    { className: 'hand', testid: `hand-${side}` },
    el('h2', {}, words.bets[side]),
    cards,
  );
  return { box, cards };
}
const dragon = hand('dragon');
const tiger = hand('tiger');
const stage = el('div', { className: 'stage', testid: 'table-stage' }, dragon.box, tiger.box);

startTablePage<DragonTigerOutcome>(boot, {
  family: 'dragon-tiger',
  bets: DRAGON_TIGER_KINDS.map((kind) => ({
    kind,
    label: words.bets[kind],
    pays: `${DRAGON_TIGER_PAYS[kind]}:1`,
    ...(kind !== 'suited-tie' && { color: COLORS[kind] }),
  })),
  rules: words.rules,
  stage,
  show(outcome) {
    dragon.cards.replaceChildren(cardElement(outcome?.dragon));
    tiger.cards.replaceChildren(cardElement(outcome?.tiger));
    const winner = outcome && dragonTigerWinner(outcome);
    dragon.box.classList.toggle('won', winner === 'dragon' || winner === 'tie');
    tiger.box.classList.toggle('won', winner === 'tiger' || winner === 'tie');
  },
  historyChip(outcome) {
    const winner = dragonTigerWinner(outcome);
    return { text: words.marks[winner], color: COLORS[winner] };
  },
  returnOf: (bet, outcome) =>
    dragonTigerReturn({ kind: bet.kind as DragonTigerKind, amount: bet.amount }, outcome),
});
