/**
 * Paying a settled or cashed-out bet: its one win, under the bet's own reference, so a retry
 * moves the money once.
 */
import { WalletUnavailableError } from '@casino/wallet-client';
import * as repo from './repository';
import { report } from './report';
import type { BookDeps } from './service';

/** Pays a settled or cashed-out bet with its one win; true once the wallet confirmed it. */
export async function pay(
  deps: Pick<BookDeps, 'db' | 'wallet'>,
  bet: repo.BetRow,
): Promise<boolean> {
  try {
    const answer = await deps.wallet.win({
      token: bet.wallet_token,
      round: bet.id,
      reference: `${bet.id}.win`,
      amount: bet.payout ?? 0,
      closeRound: true,
    });
    if (answer.ok) {
      await repo.markPaid(deps.db, bet.id);
      await report(deps, bet.id);
      return true;
    }
    if (answer.status === 'round_closed') {
      await voidRefunded(deps, bet);
      return true;
    }
    return false;
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    return false;
  }
}

/**
 * The platform closed the bet's round without its one win: it rolled the bet back (an exclusion
 * refunds open bets on events not started, docs/responsible-gambling.md). The stake went back to
 * the player there, so the bet reads void with its stake returned, whatever its legs became; its
 * win reference is never sent twice, so this answer can mean nothing else.
 */
async function voidRefunded(deps: Pick<BookDeps, 'db' | 'wallet'>, bet: repo.BetRow) {
  await repo.moveBet(deps.db, bet.id, [bet.status], 'void', bet.stake, true);
  await report(deps, bet.id);
}
