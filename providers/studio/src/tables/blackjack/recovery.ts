/** The blackjack recovery job (at start and every 30 s): the per-player tables' `recover`. */
import { blackjack } from './service';

export const recoverBlackjack = blackjack.recover;
