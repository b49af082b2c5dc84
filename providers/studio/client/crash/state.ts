/**
 * What the crash page knows of the round and of the player's bet, apart from the page: the
 * socket's messages go in, and out come what the page must do (show the bet line, a refusal, a
 * balance, ask the wallet's balance). Times are the page's clock (performance.now()), given by the
 * caller, so the rules are tested without one.
 */
import { ownBetFromHello, type HelloBet, type OwnBet } from './own-bet';
import type { PublicRound } from './view';

export const GROWTH_PER_MS = 0.00006;

/**
 * The last moment of the betting phase, in which the bet button is off: a bet sent then would
 * reach the server after betting closed (and be refused), so the page does not offer it.
 */
export const LAST_CALL_MS = 700;

export type Message = { type: string; [key: string]: unknown };

/** What a message asks of the page. */
export interface Effects {
  /** The player's bet line changed. */
  ownBet?: boolean;
  /** A refusal to show (its status), as an alert when `alert`. */
  refusal?: { status: unknown; alert: boolean };
  /** A balance the studio answered. */
  balance?: number | null;
  /** The wallet may hold another balance now (a win or refund paid without a request). */
  readBalance?: boolean;
  /** The history's list, or one round to put first. */
  history?: Array<{ id: number; crash: number }>;
  crashed?: { id: number; crash: number };
}

export class CrashState {
  round: PublicRound | undefined;
  /** When betting closes, or when the round started (the page's clock). */
  bettingEndsAt = 0;
  startedAt = 0;
  shownMultiplier = 100;
  myBet: OwnBet | undefined;
  /** A bet sent and not answered yet, and its automatic cash-out. */
  betSent = false;
  sentAuto: number | null = null;
  sentAmount = 0;

  lastCall(now: number): boolean {
    return this.round?.phase === 'betting' && now >= this.bettingEndsAt - LAST_CALL_MS;
  }

  canBet(now: number): boolean {
    return (
      this.round?.phase === 'betting' &&
      !this.betSent &&
      !this.lastCall(now) &&
      this.myBet?.round !== this.round.id
    );
  }

  canCashOut(): boolean {
    return (
      this.round?.phase === 'running' &&
      this.myBet !== undefined &&
      this.myBet.round === this.round.id &&
      this.myBet.cashed === undefined
    );
  }

  /** The multiplier shown at `now` (hundredths): never lower than one already shown. */
  multiplierAt(now: number): number {
    if (this.round?.phase === 'betting') this.shownMultiplier = 100;
    else if (this.round?.phase === 'running')
      this.shownMultiplier = Math.max(
        this.shownMultiplier,
        Math.floor(100 * Math.exp(GROWTH_PER_MS * (now - this.startedAt))),
      );
    return this.shownMultiplier;
  }

  betSending(amount: number, auto: number | null): void {
    this.betSent = true;
    this.sentAmount = amount;
    this.sentAuto = auto;
  }

  disconnected(): void {
    this.betSent = false;
  }

  receive(data: Message, now: number): Effects {
    switch (data.type) {
      case 'hello': {
        const effects: Effects = { history: (data.history as Effects['history']) ?? [] };
        const round = data.round as PublicRound | undefined;
        const helloBet = ownBetFromHello(data.bet as HelloBet | null, round?.id);
        if (helloBet) {
          this.myBet = helloBet;
          effects.ownBet = true;
        }
        if (round) Object.assign(effects, this.follow(round, now));
        effects.balance = data.balance as number | null;
        return effects;
      }
      case 'round':
        return this.follow(data.round as PublicRound, now);
      case 'tick':
        if (this.round && data.round === this.round.id && this.round.phase === 'running') {
          this.startedAt = now - (data.elapsed as number);
          this.shownMultiplier = Math.max(this.shownMultiplier, data.multiplier as number);
        }
        return {};
      case 'bet-result':
        this.betSent = false;
        if (!data.ok) return { refusal: { status: data.status, alert: true } };
        this.myBet = {
          id: data.bet as number,
          round: this.round!.id,
          amount: this.sentAmount,
          auto: this.sentAuto,
        };
        return { ownBet: true, balance: data.balance as number };
      case 'cashout-result':
        if (!data.ok || !this.myBet) return { refusal: { status: data.status, alert: false } };
        this.myBet.cashed = data.cashout as number;
        this.myBet.win = data.win as number;
        this.myBet.paid = data.balance !== undefined;
        return { ownBet: true, balance: data.balance as number };
      case 'cashed':
        // Everyone's cash-outs arrive here; the player's own automatic one is known by its bet id.
        if (this.myBet && data.bet === this.myBet.id && this.myBet.cashed === undefined) {
          this.myBet.cashed = data.cashout as number;
          this.myBet.win = data.win as number;
          return { ownBet: true };
        }
        return {};
      case 'paid':
        // The wallet has credited this bet's win: the page shows the balance it now holds.
        if (this.myBet && data.bet === this.myBet.id) {
          this.myBet.paid = true;
          return { ownBet: true, readBalance: true };
        }
        return {};
      case 'refunded':
        // The wallet has given back this bet of a void round: the page shows the balance it holds.
        if (this.myBet && data.bet === this.myBet.id) {
          this.myBet.void = true;
          this.myBet.refunded = true;
          return { ownBet: true, readBalance: true };
        }
        return {};
      case 'error':
        this.betSent = false;
        return { refusal: { status: data.status, alert: true } };
      default:
        return {};
    }
  }

  private follow(next: PublicRound, now: number): Effects {
    const endsOwnRound =
      next.phase === 'crashed' && this.round?.phase !== 'crashed' && this.myBet?.round === next.id;
    this.round = next;
    const effects: Effects = {};
    if (next.phase === 'betting') this.bettingEndsAt = now + (next.bettingEndsIn ?? 0);
    if (next.phase === 'running') this.startedAt = now - (next.elapsed ?? 0);
    if (next.phase === 'crashed') {
      this.shownMultiplier = next.crash!;
      effects.crashed = { id: next.id, crash: next.crash! };
      // A round of the player's that ends (crash or auto cash-out) may have moved money.
      if (endsOwnRound) effects.readBalance = true;
    }
    if (next.phase === 'void' && this.myBet?.round === next.id && this.myBet.cashed === undefined) {
      this.myBet.void = true;
      effects.ownBet = true;
    }
    return effects;
  }
}
