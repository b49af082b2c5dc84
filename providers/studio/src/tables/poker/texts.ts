/** The Casino Hold'em table's texts in fr, en and ar (the studio's common ones are in src/i18n/texts.ts). */
import { text, type Language, type TextKey } from '../../i18n/texts';
import type { Category } from './hands';

type CategoryKey = `pkHand_${Category}`;

const fr = {
  pkDealer: 'Croupier',
  pkPlayer: 'Vous',
  pkBoard: 'Tableau',
  pkAnte: 'Ante',
  pkBonus: 'Bonus AA',
  pkNoBonus: 'Sans bonus',
  pkDeal: 'Distribuer',
  pkCall: 'Suivre ({amount})',
  pkFold: 'Se coucher',
  pkDecide: 'Suivez à deux fois l’ante, ou couchez-vous et perdez l’ante.',
  pkChooseBet: 'Choisissez l’ante et le bonus AA puis distribuez.',
  pkLimits: 'Ante {min} – {max} · bonus AA 0 ou {min} – {max}',
  pkResultWin: 'Vous recevez {amount}.',
  pkResultLose: 'Main perdue.',
  pkNotQualified: 'Le croupier ne se qualifie pas',
  pkOutcome_fold: 'Couché',
  'pkOutcome_not-qualified': 'Croupier non qualifié : ante payé, suivi rendu',
  pkOutcome_win: 'Gagné',
  pkOutcome_lose: 'Perdu',
  pkOutcome_tie: 'Égalité',
  pkBonusWon: 'Bonus AA : {amount}',
  'pkHand_high-card': 'Carte haute',
  pkHand_pair: 'Paire',
  'pkHand_two-pair': 'Deux paires',
  'pkHand_three-of-a-kind': 'Brelan',
  pkHand_straight: 'Quinte',
  pkHand_flush: 'Couleur',
  'pkHand_full-house': 'Full',
  'pkHand_four-of-a-kind': 'Carré',
  'pkHand_straight-flush': 'Quinte flush',
  'pkHand_royal-flush': 'Quinte flush royale',
  pkPairOfAces: 'Paire d’as',
  pkLower: 'Quinte ou moins',
  pkCommitment: 'Empreinte de la prochaine donne (SHA-256) : {hash}',
  pkRevealed: 'Donne {round} : graine serveur {seed}, graine client {client}, nonce {nonce}.',
  pkRulesTitle: 'Règles du Casino Hold’em',
  pkRules1:
    'Un jeu de 52 cartes mélangé à chaque donne. Misez l’ante (et, si vous voulez, le bonus AA) : vous recevez deux cartes, le flop (trois cartes communes) est retourné.',
  pkRules2:
    'Suivez en misant deux fois l’ante, ou couchez-vous et perdez l’ante. Après un suivi, le turn et la river sont retournés : chacun fait sa meilleure main de cinq cartes parmi ses deux et les cinq communes.',
  pkRules3:
    'Le croupier se qualifie avec une paire de 4 ou mieux. Non qualifié : l’ante est payé selon la table, le suivi est rendu. Qualifié : la meilleure main gagne ; gagné, l’ante est payé selon la table et le suivi 1 pour 1 ; perdu, les deux mises sont perdues ; égalité, les deux sont rendues.',
  pkRules4:
    'Le bonus AA paie vos deux cartes et le flop s’ils font une paire d’as ou mieux, quoi qu’il arrive à la main (même couchée). Une donne laissée sans décision pendant 10 minutes se couche.',
  pkAnteTable: 'Paiement de l’ante (pour 1)',
  pkBonusTable: 'Paiement du bonus AA (pour 1)',
  pkEdgeAnte:
    'Avantage de la maison sur l’ante et le suivi, compté exactement sur toutes les donnes : {perfect} % de l’ante en jouant parfaitement (chaque flop décidé sur ses chances exactes), {simple} % en jouant simplement (suivre avec une paire faite avec une de vos cartes, un tirage couleur ou quinte ouverte, ou un 10 ou mieux en main).',
  pkEdgeBonus: 'Bonus AA : avantage de la maison {edge} % (exact, RTP {rtp} %).',
  pkFair:
    'Équitable et vérifiable : l’empreinte SHA-256 de la graine serveur est affichée avant votre mise ; la graine est révélée après la donne.',
  round_in_progress: 'Une donne est déjà en cours.',
  decision_in_progress: 'Décision en cours, patientez.',
  round_not_open: 'Cette donne est terminée.',
  round_not_found: 'Donne inconnue.',
} satisfies Record<string, string> & Record<CategoryKey, string>;

type PokerTexts = typeof fr;

const en: PokerTexts = {
  pkDealer: 'Dealer',
  pkPlayer: 'You',
  pkBoard: 'Board',
  pkAnte: 'Ante',
  pkBonus: 'AA bonus',
  pkNoBonus: 'No bonus',
  pkDeal: 'Deal',
  pkCall: 'Call ({amount})',
  pkFold: 'Fold',
  pkDecide: 'Call at twice the ante, or fold and lose the ante.',
  pkChooseBet: 'Choose your ante and AA bonus, then deal.',
  pkLimits: 'Ante {min} – {max} · AA bonus 0 or {min} – {max}',
  pkResultWin: 'You get {amount}.',
  pkResultLose: 'Hand lost.',
  pkNotQualified: 'The dealer does not qualify',
  pkOutcome_fold: 'Folded',
  'pkOutcome_not-qualified': 'Dealer does not qualify: ante paid, call returned',
  pkOutcome_win: 'Won',
  pkOutcome_lose: 'Lost',
  pkOutcome_tie: 'Tie',
  pkBonusWon: 'AA bonus: {amount}',
  'pkHand_high-card': 'High card',
  pkHand_pair: 'Pair',
  'pkHand_two-pair': 'Two pair',
  'pkHand_three-of-a-kind': 'Three of a kind',
  pkHand_straight: 'Straight',
  pkHand_flush: 'Flush',
  'pkHand_full-house': 'Full house',
  'pkHand_four-of-a-kind': 'Four of a kind',
  'pkHand_straight-flush': 'Straight flush',
  'pkHand_royal-flush': 'Royal flush',
  pkPairOfAces: 'Pair of aces',
  pkLower: 'Straight or lower',
  pkCommitment: 'Next deal’s fingerprint (SHA-256): {hash}',
  pkRevealed: 'Deal {round}: server seed {seed}, client seed {client}, nonce {nonce}.',
  pkRulesTitle: 'Casino Hold’em rules',
  pkRules1:
    'One 52-card deck shuffled for every deal. Stake the ante (and, if you like, the AA bonus): you get two cards and the flop (three community cards) is turned.',
  pkRules2:
    'Call by staking twice the ante, or fold and lose the ante. After a call the turn and river are turned: each side makes its best five-card hand from its two cards and the five community cards.',
  pkRules3:
    'The dealer qualifies with a pair of 4s or better. Not qualified: the ante pays by the table and the call is returned. Qualified: the better hand wins; a win pays the ante by the table and the call 1 to 1, a loss takes both stakes, a tie returns both.',
  pkRules4:
    'The AA bonus pays your two cards and the flop when they make a pair of aces or better, whatever happens to the hand (folded too). A deal left without a decision for 10 minutes folds.',
  pkAnteTable: 'Ante pays (to 1)',
  pkBonusTable: 'AA bonus pays (to 1)',
  pkEdgeAnte:
    'House edge on the ante and call, counted exactly over every deal: {perfect} % of the ante with perfect play (each flop decided on its exact odds), {simple} % playing simply (call with a pair made with one of your cards, a flush or open-ended straight draw, or a 10 or better in hand).',
  pkEdgeBonus: 'AA bonus: house edge {edge} % (exact, RTP {rtp} %).',
  pkFair:
    'Fair and verifiable: the SHA-256 fingerprint of the server seed is shown before you bet; the seed is revealed after the deal.',
  round_in_progress: 'A deal is already in progress.',
  decision_in_progress: 'A decision is being taken, please wait.',
  round_not_open: 'This deal is over.',
  round_not_found: 'Unknown deal.',
};

const ar: PokerTexts = {
  pkDealer: 'الموزّع',
  pkPlayer: 'أنت',
  pkBoard: 'الطاولة',
  pkAnte: 'الأنتي',
  pkBonus: 'مكافأة AA',
  pkNoBonus: 'بدون مكافأة',
  pkDeal: 'وزّع',
  pkCall: 'تابِع ({amount})',
  pkFold: 'انسحب',
  pkDecide: 'تابِع بضعف الأنتي، أو انسحب وتخسر الأنتي.',
  pkChooseBet: 'اختر الأنتي ومكافأة AA ثم وزّع.',
  pkLimits: 'الأنتي {min} – {max} · مكافأة AA صفر أو {min} – {max}',
  pkResultWin: 'تحصل على {amount}.',
  pkResultLose: 'خسرت اليد.',
  pkNotQualified: 'الموزّع غير مؤهَّل',
  pkOutcome_fold: 'انسحبت',
  'pkOutcome_not-qualified': 'الموزّع غير مؤهَّل: يُدفع الأنتي ويُعاد رهان المتابعة',
  pkOutcome_win: 'ربحت',
  pkOutcome_lose: 'خسرت',
  pkOutcome_tie: 'تعادل',
  pkBonusWon: 'مكافأة AA: {amount}',
  'pkHand_high-card': 'ورقة عالية',
  pkHand_pair: 'زوج',
  'pkHand_two-pair': 'زوجان',
  'pkHand_three-of-a-kind': 'ثلاثة متشابهة',
  pkHand_straight: 'متتالية',
  pkHand_flush: 'لون واحد',
  'pkHand_full-house': 'فل هاوس',
  'pkHand_four-of-a-kind': 'أربعة متشابهة',
  'pkHand_straight-flush': 'متتالية من لون واحد',
  'pkHand_royal-flush': 'متتالية ملكية',
  pkPairOfAces: 'زوج آسات',
  pkLower: 'متتالية أو أقل',
  pkCommitment: 'بصمة التوزيعة القادمة (SHA-256): {hash}',
  pkRevealed: 'التوزيعة {round}: بذرة الخادم {seed}، بذرة العميل {client}، الرقم {nonce}.',
  pkRulesTitle: 'قواعد كازينو هولدم',
  pkRules1:
    'مجموعة من 52 ورقة تُخلط في كل توزيعة. راهن بالأنتي (ومكافأة AA إن شئت): تحصل على ورقتين ويُكشف الفلوب (ثلاث أوراق مشتركة).',
  pkRules2:
    'تابِع برهان يساوي ضعف الأنتي، أو انسحب وتخسر الأنتي. بعد المتابعة يُكشف التيرن والريفر: يكوّن كل طرف أفضل يد من خمس أوراق من ورقتيه والأوراق المشتركة الخمس.',
  pkRules3:
    'يتأهّل الموزّع بزوج من الأربعات أو أفضل. إن لم يتأهّل: يُدفع الأنتي حسب الجدول ويُعاد رهان المتابعة. إن تأهّل: تفوز اليد الأفضل؛ الفوز يدفع الأنتي حسب الجدول والمتابعة 1 مقابل 1، والخسارة تأخذ الرهانين، والتعادل يعيدهما.',
  pkRules4:
    'تدفع مكافأة AA إذا كوّنت ورقتاك والفلوب زوج آسات أو أفضل، مهما حدث لليد (حتى عند الانسحاب). التوزيعة المتروكة دون قرار لمدة 10 دقائق تنسحب.',
  pkAnteTable: 'دفع الأنتي (مقابل 1)',
  pkBonusTable: 'دفع مكافأة AA (مقابل 1)',
  pkEdgeAnte:
    'أفضلية الكازينو على الأنتي والمتابعة، محسوبة بدقة على كل التوزيعات: {perfect} % من الأنتي باللعب المثالي (يُقرَّر كل فلوب وفق احتمالاته الدقيقة)، و{simple} % باللعب البسيط (تابِع بزوج مكوَّن بإحدى ورقتيك، أو سحب لون أو متتالية مفتوحة، أو 10 أو أعلى في يدك).',
  pkEdgeBonus: 'مكافأة AA: أفضلية الكازينو {edge} % (قيمة دقيقة، نسبة العائد {rtp} %).',
  pkFair:
    'عادلة وقابلة للتحقق: تُعرض بصمة SHA-256 لبذرة الخادم قبل رهانك، وتُكشف البذرة بعد التوزيعة.',
  round_in_progress: 'هناك توزيعة جارية بالفعل.',
  decision_in_progress: 'جارٍ تنفيذ قرار، انتظر.',
  round_not_open: 'انتهت هذه التوزيعة.',
  round_not_found: 'توزيعة غير معروفة.',
};

export const POKER_TEXTS: Record<Language, PokerTexts> = { fr, en, ar };
export type PokerTextKey = keyof PokerTexts;

/** A poker text, or one of the studio's common texts (balance, errors…). */
export function pokerText(
  lang: Language,
  key: PokerTextKey | TextKey,
  values: Record<string, string | number> = {},
): string {
  const own = (POKER_TEXTS[lang] as Record<string, string>)[key];
  if (own === undefined) return text(lang, key as TextKey, values);
  return own.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
