/**
 * Millimes as every game page shows them: the site's one formatter (`@casino/shared/money`), so
 * a balance reads the same in the game as in the site's header (the third decimal cut, never
 * rounded up).
 */
import { formatMoney, millimes } from '@casino/shared/money';

export const moneyText = (amount: number, currency = 'TND'): string =>
  formatMoney(millimes(amount), currency);
