/**
 * What a page of a shared-round table (roulette, baccarat, Sic Bo, money wheels …) knows of the
 * table, apart from the page: the round and when its betting ends, the player's stakes this
 * round, the bets sent and not answered yet, and whether the round's wins are still to be paid.
 * Pure: times are the page's clock, given by the caller.
 */

/** The part of a round every table's socket sends. */
export interface SharedRound {
  id: number;
  phase: string;
  /** Milliseconds of betting left when the round was sent. */
  bettingEndsIn?: number;
}

export class SharedRoundBets<Round extends SharedRound> {
  round: Round | undefined;
  /** When betting ends, on the page's clock. */
  phaseEndsAt = 0;
  /** The player's stakes this round, by the layout's spot. */
  readonly stakes = new Map<string, number>();
  private readonly pending = new Map<string, { key: string; amount: number }>();
  private tag = 0;
  /** The round this table bet in whose wins the wallet has not paid yet. */
  private awaitingPayment: number | undefined;

  /** `hasResult` says whether a round the socket sent shows its result (its wins then follow). */
  constructor(private readonly hasResult: (round: Round) => boolean) {}

  /** Takes a round the socket told; true when it is another round than the one followed. */
  follow(next: Round, now: number): boolean {
    const fresh = this.round?.id !== next.id;
    if (fresh) this.stakes.clear();
    this.round = next;
    if (next.phase === 'betting') this.phaseEndsAt = now + (next.bettingEndsIn ?? 0);
    // The round's wins are paid after the result shows: its balance is read once the studio says
    // the wallet has paid them (`settled`).
    if (this.hasResult(next) && this.stakes.size > 0) this.awaitingPayment = next.id;
    return fresh;
  }

  /** The greeting's round: bets placed before a reload are not known here, so its payment is awaited. */
  greeted(round: Round | undefined, now: number): void {
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

  /** The player's stakes this round, summed. */
  total(): number {
    let sum = 0;
    for (const amount of this.stakes.values()) sum += amount;
    return sum;
  }

  /** Whole seconds of betting left at `now` (never below zero), or -1 out of betting. */
  secondsLeft(now: number): number {
    if (this.round?.phase !== 'betting') return -1;
    return Math.max(0, Math.ceil((this.phaseEndsAt - now) / 1000));
  }
}
