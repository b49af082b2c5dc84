/**
 * The poker recovery job (at start and every 30 s, beside blackjack's): stakes the wallet never
 * confirmed are rolled back, hands that never got their cards are voided with every stake
 * refunded, hands left undecided past `abandonAfterSeconds` fold by the documented rule, and wins
 * not yet paid are sent again under the same reference.
 */
import { roundsIn, staleStakes } from './repository';
import { closeUndealt, payRound, resolveAbandoned, rollbackStake, type PokerDeps } from './service';

export const ABANDON_AFTER_SECONDS = 600;

export async function recoverPoker(
  deps: PokerDeps,
  { staleSeconds = 60, abandonAfterSeconds = ABANDON_AFTER_SECONDS } = {},
): Promise<void> {
  for (const stake of await staleStakes(deps.db, staleSeconds)) await rollbackStake(deps, stake);
  for (const round of await roundsIn(deps.db, 'betting', staleSeconds))
    await closeUndealt(deps, round.id, 'void');
  for (const round of await roundsIn(deps.db, 'playing', abandonAfterSeconds))
    await resolveAbandoned(deps, round.id);
  for (const round of await roundsIn(deps.db, 'finished', 0)) await payRound(deps, round);
}
