/**
 * What the roulette page knows of the table, apart from the page: the round and when its phase
 * ends, the player's stakes this round, the bets sent and not answered, and whether the round's
 * wins are still to be paid. Times are the page's clock, given by the caller.
 */
import type { TextKey } from '../../src/i18n/texts';

export interface PublicRound {
  id: number;
  phase: 'betting' | 'spinning' | 'result';
  bettingEndsIn?: number;
  spinning?: number;
  result?: number;
}

export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';

/** The numbers an inside bet of `kind` anchored on `n` covers, or undefined when it has none. */
export function insideNumbers(kind: InsideKind, n: number): number[] | undefined {
  if (kind === 'straight') return [n];
  if (n === 0) return undefined;
  const top = n - ((n - 1) % 3);
  if (kind === 'split') return n % 3 !== 0 ? [n, n + 1] : n <= 33 ? [n, n + 3] : undefined;
  if (kind === 'street') return [top, top + 1, top + 2];
  if (kind === 'corner') return n % 3 !== 0 && n <= 32 ? [n, n + 1, n + 3, n + 4] : undefined;
  return top <= 31 ? [top, top + 1, top + 2, top + 3, top + 4, top + 5] : undefined;
}

export class RouletteTable {
  round: PublicRound | undefined;
  phaseEndsAt = 0;
  /** The player's stakes this round, by the layout's spot. */
  readonly stakes = new Map<string, number>();
  private readonly pending = new Map<string, { key: string; amount: number }>();
  private tag = 0;
  /** The round this table bet in whose wins the wallet has not paid yet. */
  private awaitingPayment: number | undefined;

  /** Takes a round the socket told; answers the result to show when it has one. */
  follow(next: PublicRound, now: number): void {
    if (this.round?.id !== next.id) this.stakes.clear();
    this.round = next;
    if (next.phase === 'betting') this.phaseEndsAt = now + (next.bettingEndsIn ?? 0);
    // The round's wins are paid after the result shows: its balance is read once the studio says
    // the wallet has paid them (`settled`).
    if (next.phase === 'result' && next.result !== undefined && this.stakes.size > 0)
      this.awaitingPayment = next.id;
  }

  /** The greeting's round: bets placed before a reload are not known here, so its payment is awaited. */
  greeted(round: PublicRound | undefined, now: number): void {
    if (!round) return;
    this.follow(round, now);
    this.awaitingPayment = round.id;
  }

  /** A bet on the spot `key` is being sent: the tag its answer will carry, or null out of betting. */
  sending(key: string, amount: number): string | null {
    if (this.round?.phase !== 'betting') return null;
    const id = String(++this.tag);
    this.pending.set(id, { key, amount });
    return id;
  }

  /** The answer to a bet: true when it added to the stakes. */
  answered(tag: unknown, ok: boolean): boolean {
    const sent = this.pending.get(String(tag));
    this.pending.delete(String(tag));
    if (!ok || !sent) return false;
    this.stakes.set(sent.key, (this.stakes.get(sent.key) ?? 0) + sent.amount);
    return true;
  }

  /** The studio says a round's wins are paid: true when the page should read the balance. */
  settled(round: unknown): boolean {
    if (round !== this.awaitingPayment) return false;
    this.awaitingPayment = undefined;
    return true;
  }

  total(): number {
    return [...this.stakes.values()].reduce((a, b) => a + b, 0);
  }
}

/** The refusals the page has a text of its own for; any other reads as a general error. */
const KNOWN_REFUSALS = [
  'betting_closed',
  'bad_bet',
  'too_many_bets',
  'insufficient_funds',
  'limit_reached',
  'player_excluded',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
];

export function refusalText(
  status: string,
  t: (key: TextKey, values?: Record<string, string | number>) => string,
  limits: { min: string; max: string },
): string {
  if (status === 'bet_out_of_limits') return t('bet_out_of_limits', limits);
  return t((KNOWN_REFUSALS.includes(status) ? status : 'error') as TextKey);
}
