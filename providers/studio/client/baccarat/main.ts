/** The baccarat page: Player and Banker hands with their totals, on the shared table page. */
import {
  BACCARAT_KINDS,
  baccaratReturn,
  baccaratVariantOf,
  baccaratWinner,
  pointsOf,
  totalOf,
  type BaccaratKind,
  type BaccaratOutcome,
} from '../../src/tables/baccarat/rules';
import { BACCARAT_TEXTS } from '../../src/tables/baccarat/texts';
import { el } from '../common/dom';
import { cardElement } from '../tables/cards';
import { readTableBoot, startTablePage } from '../tables/page';

const boot = readTableBoot();
const words = BACCARAT_TEXTS[boot.lang];
const variant = baccaratVariantOf(boot.game.id);
const COLORS = { player: '#1f5fbf', banker: '#b3261e', tie: '#2e7d32' } as const;
const PAYS: Record<BaccaratKind, string> = {
  player: '1:1',
  banker: variant === 'commission' ? '0.95:1' : '1:1 (6: 1:2)',
  tie: '8:1',
  'player-pair': '11:1',
  'banker-pair': '11:1',
};
// The help's RTP of the Banker bet is this table's variant's.
if (variant === 'no-commission')
  boot.table.rtp.banker = boot.table.rtp['banker (no commission)'] ?? boot.table.rtp.banker!;

function hand(side: 'player' | 'banker') {
  const cards = el('div', { className: 'cards' });
  const score = el('span', { className: 'score', testid: `score-${side}` });
  const box = el(
    'div',
    { className: 'hand', testid: `hand-${side}` },
    el('h2', {}, words.bets[side]),
    cards,
    score,
  );
  return { box, cards, score };
}
const player = hand('player');
const banker = hand('banker');
const stage = el('div', { className: 'stage', testid: 'table-stage' }, player.box, banker.box);

startTablePage<BaccaratOutcome>(boot, {
  family: 'baccarat',
  bets: BACCARAT_KINDS.map((kind) => ({
    kind,
    label: words.bets[kind],
    pays: PAYS[kind],
    ...(kind in COLORS && { color: COLORS[kind as keyof typeof COLORS] }),
  })),
  rules: [...words.rules, variant === 'commission' ? words.commission : words.noCommission],
  stage,
  show(outcome) {
    for (const [side, view] of [
      ['player', player],
      ['banker', banker],
    ] as const) {
      const cards = outcome?.[side];
      view.cards.replaceChildren(...(cards ?? [undefined, undefined]).map(cardElement));
      view.score.textContent = cards ? String(totalOf(cards.map(pointsOf))) : '';
    }
    const winner = outcome && baccaratWinner(outcome);
    player.box.classList.toggle('won', winner === 'player' || winner === 'tie');
    banker.box.classList.toggle('won', winner === 'banker' || winner === 'tie');
  },
  historyChip(outcome) {
    const winner = baccaratWinner(outcome);
    return { text: words.marks[winner], color: COLORS[winner] };
  },
  returnOf: (bet, outcome) =>
    baccaratReturn({ kind: bet.kind as BaccaratKind, amount: bet.amount }, outcome, variant),
});
