/**
 * The socket of a shared-round table and what its messages do to the page's state: the greeting
 * (recent results, the round, the balance), each round as it moves, a bet's answer, and `settled`
 * once the wallet has paid a round's wins (the balance is read only then, and only for a round
 * this page bet in). What a round looks like on screen is the page's own: it is handed each step.
 */
import type { BalanceDisplay } from '../common/balance';
import type { GameBoot } from '../common/boot';
import { openStudioSocket } from '../common/socket';
import type { SharedRound, SharedRoundBets } from './state';

export interface RoundTablePage<Round extends SharedRound, Item> {
  /** The socket's path under the studio's base path ("roulette/ws"). */
  path: string;
  state: SharedRoundBets<Round>;
  balance: BalanceDisplay;
  /** The line that tells the player about their bets and refusals. */
  message: HTMLElement;
  /** The recent rounds of the greeting, oldest first. */
  showHistory(items: Item[]): void;
  /** Shows a round once the state took it; `fresh` when it is another round than before. */
  showRound(round: Round, fresh: boolean): void;
  /** A bet was accepted: the stakes changed. */
  showStakes(): void;
  /** A refused bet in the player's words. */
  refusal(status: string): string;
  /** The socket's own error (another game's session, too many connections …). */
  showError(status: unknown): void;
}

export interface RoundTableConnection {
  /** Sends a bet on the spot `key`; nothing out of betting. */
  bet(key: string, amount: number, bet: Record<string, unknown>): void;
}

export function connectRoundTable<Round extends SharedRound, Item>(
  boot: GameBoot,
  page: RoundTablePage<Round, Item>,
): RoundTableConnection {
  const { state, balance, message } = page;
  const socket = openStudioSocket(boot, page.path, (data) => {
    if (data.type === 'hello') {
      page.showHistory([...((data.history as Item[] | undefined) ?? [])].reverse());
      const round = data.round as Round | undefined;
      state.greeted(round, performance.now());
      if (round) page.showRound(round, true);
      balance.set(data.balance as number | null);
    } else if (data.type === 'round') {
      const round = data.round as Round;
      page.showRound(round, state.follow(round, performance.now()));
    } else if (data.type === 'settled') {
      if (state.settled(data.round)) balance.read();
    } else if (data.type === 'bet-result') {
      if (state.answered(data.tag, data.ok === true)) {
        balance.set(data.balance as number);
        message.removeAttribute('role');
        page.showStakes();
      } else {
        message.textContent = page.refusal(String(data.status));
        message.setAttribute('role', 'alert');
      }
    } else if (data.type === 'error') page.showError(data.status);
  });
  return {
    bet(key, amount, bet) {
      const tag = state.sending(key, amount);
      if (tag !== null) socket.send(JSON.stringify({ type: 'bet', tag, bet }));
    },
  };
}
