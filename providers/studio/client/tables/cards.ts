/** Playing cards as the table pages draw them: rank and suit, red or black, always left to right. */
import { rankOf, suitOf, type Card } from '../../src/tables/fair-draw';
import { el } from '../common/dom';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];

/** "A♠", "10♦": how a card reads in every language. */
export const cardName = (card: Card) => `${RANKS[rankOf(card) - 1]}${SUITS[suitOf(card)]}`;

export function cardElement(card: Card | undefined): HTMLElement {
  if (card === undefined) return el('span', { className: 'card back' });
  const suit = suitOf(card);
  const face = el('span', { className: `card${suit === 1 || suit === 2 ? ' red' : ''}` });
  face.dir = 'ltr';
  face.append(el('b', {}, RANKS[rankOf(card) - 1]!), el('i', {}, SUITS[suit]!));
  face.setAttribute('aria-label', cardName(card));
  face.dataset.card = String(card);
  return face;
}

export const cardStyles = `
.card{display:inline-flex;flex-direction:column;align-items:center;justify-content:center;width:3.2em;height:4.5em;border-radius:8px;background:#fafafa;color:#111;font-size:clamp(15px,3.6vw,22px);box-shadow:0 2px 6px rgba(0,0,0,.5);margin:0 3px;line-height:1.1}
.card.red{color:#c8102e}.card b{font-size:1.15em}.card i{font-style:normal;font-size:1.2em}
.card.back{background:repeating-linear-gradient(45deg,#7a1020 0 6px,#a8182e 6px 12px);border:3px solid #fafafa}`;
