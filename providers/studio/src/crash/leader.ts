/**
 * The round loop of a crash stream (betting phase, start, auto cash-outs, crash), run by the
 * instance that leads the stream (rounds/leadership.ts); every instance relays what it writes
 * (hub.ts). All state is in the database, so a new leader carries on a round in its betting phase.
 *
 * A round found in flight when leadership is taken is void: its leader stopped (killed, shut
 * down, cut from the database) while it flew, so no cash-out or crash was decided while it was
 * gone, and players could not cash out. Its bets still in play are refunded through the wallet,
 * once each (README, "Void rounds").
 */
import { randomBytes } from 'node:crypto';
import { gameById } from '../catalogue/games';
import {
  type ChainScheme,
  crashPointOf,
  crashTimeMs,
  generateChain,
  multiplierAt,
} from './fairness';
import {
  activeChain,
  betsOfRound,
  crashRound,
  hashAt,
  unrefundedVoidBets,
  voidRound,
  insertChain,
  insertRound,
  latestRound,
  notify,
  startRound,
  type CrashRound,
} from './repository';
import { StreamLeader } from '../rounds/leadership';
import { cashOutAt, refundVoidBet, settleBet, type CrashDeps } from './service';

export interface CrashTiming {
  bettingMs: number;
  pauseMs: number;
  tickMs: number;
  chainLength: number;
}

export const DEFAULT_TIMING: CrashTiming = {
  bettingMs: 6000,
  pauseMs: 3000,
  tickMs: 100,
  chainLength: 10_000,
};

export interface LeaderOptions {
  /** Secret of the next chain (tests); random otherwise. */
  chainSecret?: () => string;
  salt?: () => string;
  onError?: (error: unknown) => void;
}

export class CrashLeader extends StreamLeader {
  constructor(
    private readonly deps: CrashDeps,
    private readonly timing: CrashTiming,
    private readonly options: LeaderOptions = {},
  ) {
    super(deps.db, `crash:${deps.stream}`, options.onError);
  }

  protected async lead(): Promise<void> {
    const { db, stream } = this.deps;
    await this.voidInterruptedRound();
    while (this.active) {
      let round = await latestRound(db, stream);
      if (!round || round.phase === 'crashed' || round.phase === 'void') {
        const ended = round?.crashed_at ?? round?.voided_at;
        if (ended) await this.pause(ended.getTime() + this.timing.pauseMs - Date.now());
        if (!this.active) return;
        round = await this.newRound();
      }
      if (round.phase === 'betting') {
        await this.pause(round.betting_ends_at.getTime() - Date.now());
        if (!this.active) return;
        const startedAt = new Date();
        await startRound(db, round.id, startedAt);
        round = { ...round, phase: 'running', started_at: startedAt };
        await notify(db, { stream, round: round.id, event: 'running' });
      }
      await this.run(round);
    }
  }

  /**
   * On taking the lead: voids the round left in flight, then refunds every void bet the wallet has
   * not confirmed (this round's, or one a leader stopped before it could refund).
   */
  private async voidInterruptedRound(): Promise<void> {
    const { db, stream } = this.deps;
    const round = await latestRound(db, stream);
    if (round?.phase === 'running' && (await voidRound(db, round.id, new Date())))
      await notify(db, { stream, round: round.id, event: 'void' });
    for (const bet of await unrefundedVoidBets(db, stream)) {
      if (!this.active) return;
      if (await refundVoidBet(this.deps, bet))
        await notify(db, { stream, round: bet.round_id, event: 'refunded', bet: bet.id });
    }
  }

  private async newRound(): Promise<CrashRound> {
    const { db, stream } = this.deps;
    let chain = await activeChain(db, stream);
    if (!chain || chain.used >= chain.length) {
      const hashes = generateChain(
        this.timing.chainLength,
        this.options.chainSecret?.() ?? randomBytes(32).toString('hex'),
      );
      const salt = this.options.salt?.() ?? randomBytes(32).toString('hex');
      const id = await insertChain(db, stream, hashes, salt);
      chain = { id, length: this.timing.chainLength, used: 0 };
    }
    const idx = chain.used + 1;
    const hash = await hashAt(db, chain.id, idx);
    const { rows } = await db.query<{ salt: string; scheme: ChainScheme }>(
      'SELECT salt, scheme FROM crash_chains WHERE id = $1',
      [chain.id],
    );
    const round = await insertRound(db, {
      stream,
      chain_id: chain.id,
      idx,
      hash,
      crash_point: crashPointOf(hash, rows[0]!.salt, rows[0]!.scheme),
      betting_ends_at: new Date(Date.now() + this.timing.bettingMs),
    });
    await notify(db, { stream, round: round.id, event: 'betting' });
    return round;
  }

  /** The running phase: auto cash-outs and payout caps at each tick, then the crash. */
  private async run(round: CrashRound): Promise<void> {
    const { db, stream } = this.deps;
    const crashAt = round.started_at!.getTime() + crashTimeMs(round.crash_point);
    while (this.active && Date.now() < crashAt) {
      const multiplier = Math.min(
        multiplierAt(Date.now() - round.started_at!.getTime()),
        round.crash_point - 1,
      );
      for (const bet of await betsOfRound(db, round.id)) {
        if (bet.status !== 'placed') continue;
        const maxWin = gameById(bet.game_id)?.limits?.maxWin ?? Number.MAX_SAFE_INTEGER;
        if (bet.auto_cashout !== null && bet.auto_cashout <= multiplier)
          await cashOutAt(this.deps, bet, bet.auto_cashout);
        else if ((bet.amount * multiplier) / 100 >= maxWin)
          await cashOutAt(this.deps, bet, multiplier);
      }
      await this.pause(Math.min(this.timing.tickMs, crashAt - Date.now()));
    }
    if (!this.active) return;
    // The multiplier passed every auto cash-out below the crash point, even one between two ticks.
    for (const bet of await betsOfRound(db, round.id)) {
      if (
        bet.status === 'placed' &&
        bet.auto_cashout !== null &&
        bet.auto_cashout < round.crash_point
      )
        await cashOutAt(this.deps, bet, bet.auto_cashout);
    }
    await crashRound(db, round.id, new Date());
    await notify(db, { stream, round: round.id, event: 'crashed' });
    const settle = async () => {
      for (const bet of await betsOfRound(db, round.id))
        if (bet.status === 'lost') await settleBet(this.deps, bet);
    };
    void settle().catch((error) => this.options.onError?.(error));
  }
}
