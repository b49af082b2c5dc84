/**
 * The frame shows money as the site's header does: the same amounts read the same text in every
 * language, the third decimal cut.
 */
import { formatMoney, millimes } from '@casino/shared/money';
import { MONEY_LANGUAGES, MONEY_SAMPLES } from '@casino/shared/money/samples';
import { describe, expect, it } from '@rstest/core';
import { money } from './format';
import { translator } from './texts';

describe('money in the sportsbook frame', () => {
  for (const lang of MONEY_LANGUAGES)
    it(`reads as the site's header in ${lang}`, () => {
      const t = translator(lang);
      for (const [amount, expected] of MONEY_SAMPLES) {
        expect(money(amount)).toBe(expected);
        expect(money(amount)).toBe(formatMoney(millimes(amount)));
        expect(t('cashOut', { v: money(amount) })).toContain(expected);
        expect(t('stakeTooLow', { v: money(amount) })).toContain(expected);
      }
    });
});
