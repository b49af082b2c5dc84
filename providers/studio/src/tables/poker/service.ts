/**
 * Casino Hold'em hands through the wallet (docs/games-math.md#casino-holdem) on the per-player
 * table plumbing (`../per-player/service.ts`): each stake (ante, AA bonus, call) is a wallet bet
 * in the round `ph-<id>`, and the finished hand is closed by one win (0 when lost).
 */
import type { PerPlayerDeps } from '../per-player/game';
import { perPlayerService } from '../per-player/service';
import {
  applyHoldem,
  callStakeOf,
  dealHoldem,
  deckOf,
  settlePoker,
  type PokerAction,
  type PokerState,
} from './game';
import { pokerRounds, type PokerRound, type StakeKind } from './repository';

export type PokerDeps = PerPlayerDeps;

const deckOfRound = (round: PokerRound) => deckOf(round.server_seed, round.client_seed!, round.id);

export const poker = perPlayerService<
  PokerState,
  PokerAction,
  PokerRound,
  StakeKind,
  { ante: number; aaBonus: number; clientSeed: string }
>({
  engine: 'poker',
  refPrefix: 'ph',
  repository: pokerRounds,
  dealStakes({ ante, aaBonus }, { minBet, maxBet }) {
    const within = (amount: number) => amount >= minBet && amount <= maxBet;
    if (!within(ante) || (aaBonus !== 0 && !within(aaBonus))) return undefined;
    return [
      { kind: 'ante', amount: ante },
      ...(aaBonus > 0 ? [{ kind: 'bonus' as const, amount: aaBonus }] : []),
    ];
  },
  dealAmounts: ({ ante, aaBonus }) => [ante, aaBonus],
  deal: ({ ante, aaBonus }, round) => dealHoldem(ante, aaBonus, deckOfRound(round)),
  decide(state, action, round) {
    const next = applyHoldem(state, action, deckOfRound(round));
    if (!next.ok) return next;
    const amount = callStakeOf(state, action);
    return amount > 0 ? { ...next, stake: { kind: 'call', amount } } : next;
  },
  isDone: (state) => state.phase === 'done',
  win: (state) => settlePoker(state).total,
  // The hand folds, so no money is taken without the player; a call the wallet already took
  // (its answer lost before the hand was saved) stands.
  abandon(round, stakes) {
    const calledAlready = stakes.some((s) => s.kind === 'call' && s.status === 'placed');
    const next = applyHoldem(round.state, calledAlready ? 'call' : 'fold', deckOfRound(round));
    return next.ok ? next.state : undefined;
  },
});
