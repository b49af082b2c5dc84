/** What a per-player table game (blackjack, Casino Hold'em) brings to the shared plumbing. */
import type { WalletClient } from '@casino/wallet-client';
import type { Db } from '../../db/database';
import type { PerPlayerRepository, PerPlayerRound } from './repository';

export interface PerPlayerDeps {
  db: Db;
  wallet: WalletClient;
}

export type Refusal = { ok: false; status: string; balance?: number };
export type Answer<Round> = { ok: true; round: Round; balance?: number } | Refusal;
export type Stake<Kind> = { kind: Kind; amount: number };

export interface PerPlayerGame<
  State,
  Action,
  Round extends PerPlayerRound<State>,
  Kind extends string,
  Deal extends { clientSeed: string },
> {
  /** The catalogue's engine: a session of another engine is refused `not_a_<engine>_game`. */
  engine: 'blackjack' | 'poker';
  /** The wallet round's prefix: `bj` gives `bj-<id>`, its stakes `bj-<id>:s<stake>`. */
  refPrefix: string;
  repository: PerPlayerRepository<State, Round, Kind>;
  /** The deal's stakes in the order the wallet takes them; undefined outside the table's limits. */
  dealStakes(
    deal: Deal,
    limits: { minBet: number; maxBet: number },
  ): Array<Stake<Kind>> | undefined;
  /** The deal's amounts, in the order of the repository's amount columns. */
  dealAmounts(deal: Deal): number[];
  /** The dealt state from the round's seeds (the nonce is the round's id). */
  deal(deal: Deal, round: Round): State;
  /** A decision's next state and the stake it takes, or why it is refused. */
  decide(
    state: State,
    action: Action,
    round: Round,
  ): { ok: true; state: State; stake?: Stake<Kind> } | { ok: false; reason: string };
  isDone(state: State): boolean;
  win(state: State): number;
  /** The documented rule for a round left undecided; undefined leaves it as it is. */
  abandon(
    round: Round & { state: State },
    stakes: ReadonlyArray<{ kind: Kind; status: string }>,
  ): State | undefined;
}
