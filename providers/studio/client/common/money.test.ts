/**
 * The game pages show money as the site's header does: the same amounts read the same text in
 * every language, the third decimal cut (1,995 millimes is 1.99 TND in the game as in the header).
 */
import { formatMoney, millimes } from '@casino/shared/money';
import { MONEY_LANGUAGES, MONEY_SAMPLES } from '@casino/shared/money/samples';
import { describe, expect, it } from '@rstest/core';
import { text } from '../../src/i18n/texts';
import { moneyText } from './money';

describe('money on the game pages', () => {
  for (const lang of MONEY_LANGUAGES)
    it(`reads as the site's header in ${lang}`, () => {
      for (const [amount, expected] of MONEY_SAMPLES) {
        expect(moneyText(amount)).toBe(expected);
        expect(moneyText(amount)).toBe(formatMoney(millimes(amount)));
        // The lines that carry an amount keep it as it was formatted.
        expect(text(lang, 'yourBet', { amount: moneyText(amount) })).toContain(expected);
        expect(text(lang, 'roundBets', { amount: moneyText(amount) })).toContain(expected);
      }
    });

  it('refuses what is not a whole number of millimes rather than showing it rounded', () => {
    expect(() => moneyText(1.5)).toThrow(TypeError);
  });
});
