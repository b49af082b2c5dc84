/** The poker recovery job (at start and every 30 s, beside blackjack's): the per-player `recover`. */
import { poker } from './service';

export const recoverPoker = poker.recover;
