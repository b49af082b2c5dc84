/** The blackjack table's texts in fr, en and ar (the studio's common ones are in src/i18n/texts.ts). */
import { text, type Language, type TextKey } from '../../i18n/texts';

const fr = {
  bjDealer: 'Croupier',
  bjHand: 'Main {index}',
  bjDeal: 'Distribuer',
  bjHit: 'Carte',
  bjStand: 'Rester',
  bjDouble: 'Doubler',
  bjSplit: 'Séparer',
  bjInsure: 'Assurance ({amount})',
  bjDecline: 'Pas d’assurance',
  bjInsuranceOffer: 'Le croupier montre un as : prendre l’assurance ?',
  bjChooseBet: 'Choisissez votre mise puis distribuez.',
  bjYourTurn: 'À vous de jouer.',
  bjLimits: 'Mise {min} – {max}',
  bjResultWin: 'Vous gagnez {amount}.',
  bjResultLose: 'Main perdue.',
  bjOutcome_blackjack: 'Blackjack !',
  bjOutcome_win: 'Gagné',
  bjOutcome_push: 'Égalité',
  bjOutcome_lose: 'Perdu',
  bjOutcome_bust: 'Brûlé',
  bjCommitment: 'Empreinte de la prochaine donne (SHA-256) : {hash}',
  bjRevealed: 'Donne {round} : graine serveur {seed}, graine client {client}, nonce {nonce}.',
  bjRulesTitle: 'Règles du blackjack',
  bjRules1:
    'Six jeux mélangés à chaque donne. Approchez 21 sans le dépasser ; le croupier tire jusqu’à 17 et reste sur 17 souple.',
  bjRules2:
    'Le blackjack paie 3 pour 2, une main gagnante 1 pour 1, l’égalité rend la mise. Doublez sur deux cartes (aussi après séparation), séparez une fois une paire de même valeur (as séparés : une carte chacun).',
  bjRules3:
    'Pas de carte cachée : le croupier tire sa seconde carte après vous. Son blackjack prend toutes les mises de la main, doublements et séparations compris. Assurance proposée sur un as : la moitié de la mise, payée 2 pour 1.',
  bjRules4:
    'Une donne laissée sans décision pendant 10 minutes est terminée pour vous : assurance refusée, chaque main reste.',
  bjEdgeMain:
    'Avantage de la maison avec la stratégie de base : {edge} % ± {interval} (simulation de 100 millions de donnes, intervalle à 95 %) ; RTP {rtp} %.',
  bjEdgeInsurance: 'Assurance : avantage de la maison {edge} % (RTP {rtp} %).',
  bjFair:
    'Équitable et vérifiable : l’empreinte SHA-256 de la graine serveur est affichée avant votre mise ; la graine est révélée après la donne.',
  round_in_progress: 'Une donne est déjà en cours.',
  decision_in_progress: 'Décision en cours, patientez.',
  illegal_action: 'Ce choix n’est pas possible maintenant.',
  round_not_open: 'Cette donne est terminée.',
  round_not_found: 'Donne inconnue.',
};

type BlackjackTexts = typeof fr;

const en: BlackjackTexts = {
  bjDealer: 'Dealer',
  bjHand: 'Hand {index}',
  bjDeal: 'Deal',
  bjHit: 'Hit',
  bjStand: 'Stand',
  bjDouble: 'Double',
  bjSplit: 'Split',
  bjInsure: 'Insurance ({amount})',
  bjDecline: 'No insurance',
  bjInsuranceOffer: 'The dealer shows an ace: take insurance?',
  bjChooseBet: 'Choose your bet, then deal.',
  bjYourTurn: 'Your move.',
  bjLimits: 'Bet {min} – {max}',
  bjResultWin: 'You win {amount}.',
  bjResultLose: 'Hand lost.',
  bjOutcome_blackjack: 'Blackjack!',
  bjOutcome_win: 'Win',
  bjOutcome_push: 'Push',
  bjOutcome_lose: 'Lose',
  bjOutcome_bust: 'Bust',
  bjCommitment: 'Next deal’s fingerprint (SHA-256): {hash}',
  bjRevealed: 'Deal {round}: server seed {seed}, client seed {client}, nonce {nonce}.',
  bjRulesTitle: 'Blackjack rules',
  bjRules1:
    'Six decks shuffled for every deal. Get close to 21 without going over; the dealer draws to 17 and stands on soft 17.',
  bjRules2:
    'Blackjack pays 3 to 2, a winning hand 1 to 1, a tie returns the stake. Double on any two cards (after a split too), split a pair of equal value once (split aces take one card each).',
  bjRules3:
    'No hole card: the dealer draws the second card after you. A dealer blackjack takes every stake of the hand, doubles and splits included. Insurance is offered on an ace: half the bet, paid 2 to 1.',
  bjRules4:
    'A deal left without a decision for 10 minutes is finished for you: insurance declined, every hand stands.',
  bjEdgeMain:
    'House edge with basic strategy: {edge} % ± {interval} (simulation of 100 million deals, 95 % interval); RTP {rtp} %.',
  bjEdgeInsurance: 'Insurance: house edge {edge} % (RTP {rtp} %).',
  bjFair:
    'Provably fair: the server seed’s SHA-256 fingerprint is shown before you bet; the seed is revealed after the deal.',
  round_in_progress: 'A deal is already in progress.',
  decision_in_progress: 'A decision is being taken, please wait.',
  illegal_action: 'That move is not possible now.',
  round_not_open: 'This deal is over.',
  round_not_found: 'Unknown deal.',
};

const ar: BlackjackTexts = {
  bjDealer: 'الموزّع',
  bjHand: 'اليد {index}',
  bjDeal: 'وزّع',
  bjHit: 'ورقة',
  bjStand: 'توقّف',
  bjDouble: 'ضاعف',
  bjSplit: 'افصل',
  bjInsure: 'تأمين ({amount})',
  bjDecline: 'بدون تأمين',
  bjInsuranceOffer: 'يُظهر الموزّع آسًا: هل تأخذ التأمين؟',
  bjChooseBet: 'اختر رهانك ثم وزّع.',
  bjYourTurn: 'دورك.',
  bjLimits: 'الرهان {min} – {max}',
  bjResultWin: 'ربحت {amount}.',
  bjResultLose: 'خسرت اليد.',
  bjOutcome_blackjack: 'بلاك جاك!',
  bjOutcome_win: 'ربح',
  bjOutcome_push: 'تعادل',
  bjOutcome_lose: 'خسارة',
  bjOutcome_bust: 'تجاوز 21',
  bjCommitment: 'بصمة التوزيعة القادمة (SHA-256): {hash}',
  bjRevealed: 'التوزيعة {round}: بذرة الخادم {seed}، بذرة العميل {client}، الرقم {nonce}.',
  bjRulesTitle: 'قواعد البلاك جاك',
  bjRules1:
    'ست مجموعات أوراق تُخلط لكل توزيعة. اقترب من 21 دون تجاوزها؛ يسحب الموزّع حتى 17 ويتوقف عند 17 المرنة.',
  bjRules2:
    'البلاك جاك يدفع 3 مقابل 2، واليد الرابحة 1 مقابل 1، والتعادل يعيد الرهان. ضاعف على أي ورقتين (وبعد الفصل أيضًا)، وافصل زوجًا متساوي القيمة مرة واحدة (الآسات المفصولة تأخذ ورقة واحدة لكل منها).',
  bjRules3:
    'لا ورقة مخفية: يسحب الموزّع ورقته الثانية بعدك. بلاك جاك الموزّع يأخذ كل رهانات اليد، بما فيها المضاعفة والفصل. يُعرض التأمين عند ظهور آس: نصف الرهان، ويُدفع 2 مقابل 1.',
  bjRules4: 'التوزيعة المتروكة دون قرار لمدة 10 دقائق تُنهى نيابةً عنك: يُرفض التأمين وتتوقف كل يد.',
  bjEdgeMain:
    'أفضلية الكازينو مع الاستراتيجية الأساسية: {edge} % ± {interval} (محاكاة 100 مليون توزيعة، مجال ثقة 95 %)؛ نسبة العائد {rtp} %.',
  bjEdgeInsurance: 'التأمين: أفضلية الكازينو {edge} % (نسبة العائد {rtp} %).',
  bjFair:
    'عدالة قابلة للتحقق: تظهر بصمة SHA-256 لبذرة الخادم قبل رهانك، وتُكشف البذرة بعد التوزيعة.',
  round_in_progress: 'هناك توزيعة جارية بالفعل.',
  decision_in_progress: 'جارٍ تنفيذ قرار، انتظر.',
  illegal_action: 'هذا الاختيار غير ممكن الآن.',
  round_not_open: 'انتهت هذه التوزيعة.',
  round_not_found: 'توزيعة غير معروفة.',
};

export const BLACKJACK_TEXTS: Record<Language, BlackjackTexts> = { fr, en, ar };
export type BlackjackTextKey = keyof BlackjackTexts;

/** A blackjack text, or one of the studio's common texts (balance, errors…). */
export function blackjackText(
  lang: Language,
  key: BlackjackTextKey | TextKey,
  values: Record<string, string | number> = {},
): string {
  const own = (BLACKJACK_TEXTS[lang] as Record<string, string>)[key];
  if (own === undefined) return text(lang, key as TextKey, values);
  return own.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
