import { describe, expect, it } from '@rstest/core';
import { text, type Language, type TextKey } from '../../src/i18n/texts';
import { ownBetFromHello, ownBetLine, type OwnBet } from './own-bet';

const placed: OwnBet = { id: 7, round: 3, amount: 1_000, auto: 110 };
const line = (lang: Language, bet: OwnBet) =>
  ownBetLine(bet, (key: TextKey, values) => text(lang, key, values));

describe("the crash page's line for the player's own bet", () => {
  it('says in every language that an automatic cash-out was paid, and for how much', () => {
    const paid = { ...placed, cashed: 110, win: 1_100, paid: true };
    expect(line('fr', paid)).toBe(
      'Encaissement auto à 1.10× payé : 1.10 TND crédités sur votre solde',
    );
    expect(line('en', paid)).toBe('Auto cash-out at 1.10× paid: 1.10 TND added to your balance');
    expect(line('ar', paid)).toBe('تم دفع السحب التلقائي عند 1.10×: أضيف 1.10 TND إلى رصيدك');
  });

  it('tells an automatic cash-out decided but not yet paid, and a manual one, apart', () => {
    expect(line('en', { ...placed, cashed: 110, win: 1_100 })).toBe(
      'Auto cash-out at 1.10×: 1.10 TND',
    );
    expect(line('en', { ...placed, cashed: 105, win: 1_050 })).toBe(
      'Cashed out at 1.05×: 1.05 TND',
    );
    expect(line('en', { ...placed, auto: null, cashed: 110, win: 1_100 })).toBe(
      'Cashed out at 1.10×: 1.10 TND',
    );
    expect(line('fr', placed)).toBe('Votre mise : 1.00 TND');
  });

  it('says a bet of a void round is being refunded, then that it was, in every language', () => {
    expect(line('en', { ...placed, void: true })).toBe(
      'Round void: your bet of 1.00 TND is being refunded.',
    );
    expect(line('fr', { ...placed, void: true, refunded: true })).toBe(
      'Tour annulé : votre mise de 1.00 TND a été remboursée sur votre solde.',
    );
    expect(line('ar', { ...placed, void: true, refunded: true })).toBe(
      'جولة ملغاة: أعيد رهانك البالغ 1.00 TND إلى رصيدك.',
    );
  });

  it("takes a void bet from the socket's greeting after a reload, refunded once settled", () => {
    const hello = { id: 7, amount: 1_000, cashout: null, win: 0, autoCashout: null };
    expect(ownBetFromHello({ ...hello, status: 'void', settled: true }, 3)).toMatchObject({
      void: true,
      refunded: true,
    });
    expect(ownBetFromHello({ ...hello, status: 'lost', settled: true }, 3)).toBeUndefined();
  });
});
