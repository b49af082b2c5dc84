/**
 * The balance pill every game page shows, and the message that tells the site's page the new
 * balance so its header need not wait for its own refresh. The message goes to the site's origin
 * only: no other page may read a player's balance.
 */
import { el } from './dom';
import type { GameBoot } from './boot';
import { moneyText } from './money';

export const BALANCE_MESSAGE = 'studio:balance';

export function tellSiteBalance(boot: GameBoot, balance: number): void {
  if (window.parent === window) return;
  window.parent.postMessage(
    { type: BALANCE_MESSAGE, balance, currency: boot.currency },
    boot.siteOrigin ?? window.location.origin,
  );
}

export interface BalanceDisplay {
  /** The `<bdi>` with the amount, read left to right in every language. */
  element: HTMLElement;
  /** Shows a balance the studio answered and tells the site; nothing for an unknown one. */
  set(value: number | null | undefined): void;
  /** Asks the studio for the wallet's balance now (after a win paid with no request of the page). */
  read(): void;
}

export function balanceDisplay(boot: GameBoot): BalanceDisplay {
  const element = el(
    'bdi',
    { dir: 'ltr', testid: 'studio-balance' },
    boot.balance === null ? '—' : moneyText(boot.balance, boot.currency),
  );
  const set = (value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    element.textContent = moneyText(value, boot.currency);
    tellSiteBalance(boot, value);
  };
  const read = () =>
    void fetch(`${boot.basePath}/api/session/${boot.session}`)
      .then((response) => response.json() as Promise<{ balance: number | null }>)
      .then((session) => set(session.balance));
  return { element, set, read };
}
