/**
 * The house edge of the blackjack table under basic strategy, by simulation: every round is dealt
 * from a freshly shuffled 6-deck shoe, as the table does, and played by `basicDecision` with the
 * rules of `rules.ts` (which a test holds this fast copy to, shoe by shoe). Returns the mean
 * result per unit of the initial bet and its 95 % confidence interval.
 */
import { basicDecision } from './strategy';

/** sfc32: a small, fast, seedable generator (the simulation must be reproducible). */
export function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  return next;
}

const SHOE = 312;

/** Card points from a card 0–51 (ace 1, court cards 10). */
const points = (card: number) => Math.min((card % 13) + 1, 10);

function handTotal(cards: number[]): { value: number; soft: boolean } {
  let value = 0;
  let ace = false;
  for (const card of cards) {
    const p = points(card);
    value += p;
    if (p === 1) ace = true;
  }
  return ace && value + 10 <= 21 ? { value: value + 10, soft: true } : { value, soft: false };
}

/**
 * One round from the cards `next()` hands out (player, dealer, player, then in order): the
 * player's net result in units of the bet. Shared by the simulation and its test.
 */
export function playRound(next: () => number): number {
  const player = [next()];
  const up = next();
  player.push(next());
  const upPoints = points(up);
  const dealer = [up];
  const playerBlackjack = handTotal(player).value === 21;
  if (playerBlackjack) {
    dealer.push(next());
    return handTotal(dealer).value === 21 ? 0 : 1.5;
  }
  const hands: Array<{ cards: number[]; stake: number; split: boolean }> = [];
  const play = (cards: number[], split: boolean, canSplit: boolean) => {
    let stake = 1;
    if (split && points(cards[0]!) === 1) return void hands.push({ cards, stake, split });
    for (;;) {
      const { value, soft } = handTotal(cards);
      if (value >= 21) break;
      const pair =
        canSplit && cards.length === 2 && points(cards[0]!) === points(cards[1]!)
          ? points(cards[0]!)
          : undefined;
      const decision = basicDecision(value, soft, pair, upPoints, cards.length === 2);
      if (decision === 'split') {
        const second = [cards[1]!];
        cards.length = 1;
        cards.push(next());
        second.push(next());
        play(cards, true, false);
        play(second, true, false);
        return;
      }
      if (decision === 'stand') break;
      cards.push(next());
      if (decision === 'double') {
        stake = 2;
        break;
      }
    }
    hands.push({ cards, stake, split });
  };
  play(player, false, true);
  dealer.push(next());
  const dealerBlackjack = handTotal(dealer).value === 21;
  const live = hands.some((hand) => handTotal(hand.cards).value <= 21);
  if (live && !dealerBlackjack) while (handTotal(dealer).value < 17) dealer.push(next());
  const dealerTotal = handTotal(dealer).value;
  let result = 0;
  for (const hand of hands) {
    const value = handTotal(hand.cards).value;
    if (value > 21 || dealerBlackjack) result -= hand.stake;
    else if (dealerTotal > 21 || value > dealerTotal) result += hand.stake;
    else if (value < dealerTotal) result -= hand.stake;
  }
  return result;
}

export interface EdgeEstimate {
  rounds: number;
  /** The player's mean result per unit bet (negative: the house edge). */
  mean: number;
  /** Half-width of the 95 % confidence interval of the mean. */
  halfWidth95: number;
}

const estimate = (rounds: number, sum: number, squares: number): EdgeEstimate => {
  const mean = sum / rounds;
  const variance = squares / rounds - mean * mean;
  return { rounds, mean, halfWidth95: 1.96 * Math.sqrt(variance / rounds) };
};

/** `progress` is told the running estimate every `every` rounds. */
export function simulateEdge(
  rounds: number,
  seed: number,
  progress?: (running: EdgeEstimate) => void,
  every = 10_000_000,
): EdgeEstimate {
  const random = sfc32(seed);
  const shoe = Array.from({ length: SHOE }, (_, i) => i % 52);
  let sum = 0;
  let squares = 0;
  for (let n = 0; n < rounds; n++) {
    // A fresh shoe each round: a partial Fisher–Yates draws each card uniformly from the cards
    // not yet dealt this round (the arrangement left by the last round does not matter).
    let dealt = 0;
    const next = () => {
      const j = dealt + Math.floor(random() * (SHOE - dealt));
      const card = shoe[j]!;
      shoe[j] = shoe[dealt]!;
      shoe[dealt++] = card;
      return card;
    };
    const result = playRound(next);
    sum += result;
    squares += result * result;
    if (progress && (n + 1) % every === 0) progress(estimate(n + 1, sum, squares));
  }
  return estimate(rounds, sum, squares);
}
