/**
 * Punto banco from a freshly shuffled 8-deck shoe, with the standard third-card tableau. Player
 * pays 1:1; Banker 0.95:1 (5 % commission) or, at no-commission tables, 1:1 except a Banker win
 * on a total of 6, which pays 1:2; both push on a tie. Tie pays 8:1; Player pair and Banker pair
 * (the side's first two cards of the same rank) pay 11:1. docs/games-math.md#baccarat.
 */
import { rankOf, shoe, shuffled, type Card } from '../fair-draw';
import type { TableBet, TableRules } from '../rounds/rules';

export const BACCARAT_DECKS = 8;
export const BACCARAT_KINDS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type BaccaratKind = (typeof BACCARAT_KINDS)[number];
export type BaccaratVariant = 'commission' | 'no-commission';

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
}

/** A card's points: ace 1, 2–9 their number, tens and faces 0. */
export const pointsOf = (card: Card): number => (rankOf(card) >= 10 ? 0 : rankOf(card));
export const totalOf = (points: readonly number[]): number =>
  points.reduce((sum, value) => sum + value, 0) % 10;

/** Whether the Banker draws, on its two-card total, given the Player's third card (or none). */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * The coup on the points of the cards in shoe order (P, B, P, B, then the thirds): how many cards
 * each side takes. Player and Banker stand on a natural 8 or 9; the Player draws on 0–5.
 */
export function coup(next: readonly number[]): { player: number[]; banker: number[] } {
  const player = [next[0]!, next[2]!];
  const banker = [next[1]!, next[3]!];
  let index = 4;
  if (totalOf(player) >= 8 || totalOf(banker) >= 8) return { player, banker };
  let playerThird: number | undefined;
  if (totalOf(player) <= 5) player.push((playerThird = next[index++]!));
  if (bankerDraws(totalOf(banker), playerThird)) banker.push(next[index]!);
  return { player, banker };
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export function baccaratWinner(outcome: BaccaratOutcome): BaccaratWinner {
  const player = totalOf(outcome.player.map(pointsOf));
  const banker = totalOf(outcome.banker.map(pointsOf));
  return player > banker ? 'player' : player < banker ? 'banker' : 'tie';
}

/** Winnings per unit staked, stake not included (Banker: see `baccaratReturn`). */
export const BACCARAT_PAYS = {
  player: 1,
  banker: 0.95,
  tie: 8,
  'player-pair': 11,
  'banker-pair': 11,
};

export function baccaratReturn(
  bet: Pick<TableBet<BaccaratKind>, 'kind' | 'amount'>,
  outcome: BaccaratOutcome,
  variant: BaccaratVariant,
): number {
  const { kind, amount } = bet;
  const winner = baccaratWinner(outcome);
  const pair = (cards: Card[]) => rankOf(cards[0]!) === rankOf(cards[1]!);
  if (kind === 'player-pair') return pair(outcome.player) ? amount * 12 : 0;
  if (kind === 'banker-pair') return pair(outcome.banker) ? amount * 12 : 0;
  if (kind === 'tie') return winner === 'tie' ? amount * 9 : 0;
  if (winner === 'tie') return amount;
  if (kind === 'player') return winner === 'player' ? amount * 2 : 0;
  if (winner !== 'banker') return 0;
  // Fractions of a millime of the Banker's reduced pays are kept by the table.
  if (variant === 'commission') return amount + Math.floor((amount * 95) / 100);
  const bankerSix = totalOf(outcome.banker.map(pointsOf)) === 6;
  return bankerSix ? amount + Math.floor(amount / 2) : amount * 2;
}

/** The tables that play without commission, by catalogue id (the fast tables). */
export const NO_COMMISSION_TABLES: ReadonlySet<number> = new Set([1246, 1255]);
export const baccaratVariantOf = (gameId: number): BaccaratVariant =>
  NO_COMMISSION_TABLES.has(gameId) ? 'no-commission' : 'commission';

export const BACCARAT: TableRules<BaccaratOutcome, BaccaratKind> = {
  family: 'baccarat',
  kinds: BACCARAT_KINDS,
  deal(draw) {
    const cards = shuffled(shoe(BACCARAT_DECKS), draw).slice(0, 6);
    const taken = coup(cards.map(pointsOf));
    return {
      player: [cards[0]!, cards[2]!, ...(taken.player.length === 3 ? [cards[4]!] : [])],
      banker: [
        cards[1]!,
        cards[3]!,
        ...(taken.banker.length === 3 ? [cards[taken.player.length === 3 ? 5 : 4]!] : []),
      ],
    };
  },
  betReturn: (bet, outcome) => baccaratReturn(bet, outcome, baccaratVariantOf(bet.gameId)),
};
