/**
 * The blackjack recovery job (at start and every 30 s): stakes the wallet never confirmed are
 * rolled back, rounds whose bet never got an answer are voided, rounds left undecided past
 * `abandonAfterSeconds` are finished by the documented rule, and wins not yet paid are sent again
 * under the same reference.
 */
import { roundsIn, saveRound, staleStakes } from './repository';
import { payRound, resolveAbandoned, rollbackStake, type BlackjackDeps } from './service';

export const ABANDON_AFTER_SECONDS = 600;

export async function recoverBlackjack(
  deps: BlackjackDeps,
  { staleSeconds = 60, abandonAfterSeconds = ABANDON_AFTER_SECONDS } = {},
): Promise<void> {
  for (const stake of await staleStakes(deps.db, staleSeconds))
    if ((await rollbackStake(deps, stake)) && stake.kind === 'bet')
      await saveRound(deps.db, stake.round_id, ['betting'], { status: 'void' });
  for (const round of await roundsIn(deps.db, 'betting', staleSeconds))
    await saveRound(deps.db, round.id, ['betting'], { status: 'void' });
  for (const round of await roundsIn(deps.db, 'playing', abandonAfterSeconds))
    await resolveAbandoned(deps, round.id);
  for (const round of await roundsIn(deps.db, 'finished', 0)) await payRound(deps, round);
}
