/**
 * The round loop of one table stream (one family): betting with the seed's commitment shown,
 * drawing (the outcome computed from the committed seed, kept secret), result (outcome and seed
 * shown, every player's win fixed, then paid). One leader per stream across instances (the
 * stream's advisory lock); another instance resumes from the database's state when it goes.
 */
import { gameById } from '../../catalogue/games';
import { StreamLeader } from '../../rounds/leadership';
import { commitmentOf, FairDraw, newServerSeed } from '../fair-draw';
import {
  drawTableRound,
  finishTableRound,
  latestTableRound,
  notifyTables,
  openTableRound,
} from './repository';
import { clientSeedOf, playerTableWin, type TableRules } from './rules';
import { settleTables, type TableDeps } from './service';
import type { TableTiming } from './timing';

export { DEFAULT_TABLE_TIMING, type TableTiming } from './timing';

/** A table's maximum win in a round; a game without limits: no cap. */
const maxWinOf = (gameId: number) => gameById(gameId)?.limits?.maxWin ?? Number.MAX_SAFE_INTEGER;

/** The outcome of a round from its seed: what the leader draws and the verifier recomputes. */
export function dealRound<O>(
  rules: TableRules<O>,
  round: { server_seed: string; client_seed: string; id: number },
): O {
  return rules.deal(new FairDraw(round.server_seed, round.client_seed, round.id));
}

export class TableRoundLeader extends StreamLeader {
  constructor(
    private readonly deps: TableDeps & { rules: TableRules },
    private readonly timing: TableTiming,
    onError?: (error: unknown) => void,
    /** The next server seed (tests inject known seeds; production: 32 random bytes). */
    private readonly nextSeed: () => string = newServerSeed,
  ) {
    super(deps.db, `tables:${deps.rules.family}:${deps.stream}`, onError);
  }

  protected async lead(): Promise<void> {
    const { db, stream, rules } = this.deps;
    const { family } = rules;
    while (this.active) {
      let round = await latestTableRound(db, family, stream);
      if (!round || round.phase === 'result') {
        if (round?.result_at)
          await this.pause(round.result_at.getTime() + this.timing.resultMs - Date.now());
        if (!this.active) return;
        const serverSeed = this.nextSeed();
        round = await openTableRound(db, {
          family,
          stream,
          bettingEndsAt: new Date(Date.now() + this.timing.bettingMs),
          serverSeed,
          commitment: commitmentOf(serverSeed),
          clientSeed: clientSeedOf(family, stream),
        });
        await notifyTables(db, { family, stream, round: round.id, event: 'betting' });
      }
      if (round.phase === 'betting') {
        await this.pause(round.betting_ends_at.getTime() - Date.now());
        if (!this.active) return;
        const drawAt = new Date();
        await drawTableRound(db, round.id, dealRound(rules, round), drawAt);
        round = { ...round, phase: 'drawing', draw_at: drawAt };
        await notifyTables(db, { family, stream, round: round.id, event: 'drawing' });
      }
      await this.pause(round.draw_at!.getTime() + this.timing.drawMs - Date.now());
      if (!this.active) return;
      await finishTableRound(db, round.id, new Date(), (bets, outcome) =>
        playerTableWin(rules, bets, outcome, maxWinOf),
      );
      await notifyTables(db, { family, stream, round: round.id, event: 'result' });
      void settleTables(this.deps, round.id).catch((error) => this.onError?.(error));
    }
  }
}
