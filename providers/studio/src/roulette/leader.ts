/** The round loop of an auto-roulette stream: betting window, spin (result drawn), result. */
import { randomInt } from 'node:crypto';
import { gameById } from '../catalogue/games';
import { StreamLeader } from '../rounds/leadership';
import {
  finishRouletteRound,
  latestRouletteRound,
  notifyRoulette,
  openRouletteRound,
  spinRouletteRound,
} from './repository';
import { settleRoulette, type RouletteDeps } from './service';
import { playerRoundWin } from './settlement';

/** A table's maximum win in a round (the rule: `settlement.ts`); a game without limits: no cap. */
const maxWinOf = (gameId: number) => gameById(gameId)?.limits?.maxWin ?? Number.MAX_SAFE_INTEGER;

export interface RouletteTiming {
  bettingMs: number;
  spinMs: number;
  resultMs: number;
}

export const DEFAULT_ROULETTE_TIMING: RouletteTiming = {
  bettingMs: 15_000,
  spinMs: 5_000,
  resultMs: 5_000,
};

export class RouletteLeader extends StreamLeader {
  constructor(
    private readonly deps: RouletteDeps,
    private readonly timing: RouletteTiming,
    onError?: (error: unknown) => void,
    private readonly draw: (n: number) => number = randomInt,
  ) {
    super(deps.db, `roulette:${deps.stream}`, onError);
  }

  protected async lead(): Promise<void> {
    const { db, stream } = this.deps;
    while (this.active) {
      let round = await latestRouletteRound(db, stream);
      if (!round || round.phase === 'result') {
        if (round?.result_at)
          await this.pause(round.result_at.getTime() + this.timing.resultMs - Date.now());
        if (!this.active) return;
        round = await openRouletteRound(db, stream, new Date(Date.now() + this.timing.bettingMs));
        await notifyRoulette(db, { stream, round: round.id, event: 'betting' });
      }
      if (round.phase === 'betting') {
        await this.pause(round.betting_ends_at.getTime() - Date.now());
        if (!this.active) return;
        const spinAt = new Date();
        await spinRouletteRound(db, round.id, this.draw(37), spinAt);
        round = { ...round, phase: 'spinning', spin_at: spinAt };
        await notifyRoulette(db, { stream, round: round.id, event: 'spinning' });
      }
      await this.pause(round.spin_at!.getTime() + this.timing.spinMs - Date.now());
      if (!this.active) return;
      await finishRouletteRound(db, round.id, new Date(), (bets, result) =>
        playerRoundWin(bets, result, maxWinOf),
      );
      await notifyRoulette(db, { stream, round: round.id, event: 'result' });
      void settleRoulette(this.deps, round.id).catch((error) => this.onError?.(error));
    }
  }
}
