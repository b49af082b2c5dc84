/**
 * The texts of the Sic Bo, Andar Bahar and money-wheel pages in fr, en and ar (kept apart from
 * `src/i18n/texts.ts` so each table family owns its words). `{name}` is replaced by a value.
 */
import type { Language } from '../i18n/texts';

const fr = {
  drawing: 'Mises fermées : tirage en cours…',
  help: 'Règles',
  close: 'Fermer',
  bet: 'Mise',
  pays: 'Paie',
  rtp: 'Retour au joueur',
  helpRtp:
    'Le retour au joueur de chaque mise est calculé exactement (tronqué à deux décimales) ; chaque tour est tiré d’une graine serveur dont l’empreinte SHA-256 est publiée avant les mises et révélée au résultat.',
  limits: 'Mise de {min} à {max} ; gain maximal par table et par tour : {maxWin}.',
  roundWin: 'Résultat du tour : misé {staked}, gagné {won}.',
  commitment: 'Empreinte du tour : {hash}',
  seed: 'Graine révélée : {seed}',
  small: 'Petit (4–10)',
  big: 'Grand (11–17)',
  odd: 'Impair',
  even: 'Pair',
  anyTriple: 'Triple quelconque',
  total: 'Total {n}',
  triple: 'Triple {n}',
  double: 'Double {n}',
  combination: 'Paire {pair}',
  single: 'Numéro {n}',
  diceResult: 'Dés : {dice} — total {total}',
  sicBoRules:
    'Trois dés. Petit et Grand, Pair et Impair paient 1 pour 1 et perdent sur tout triple. Un numéro paie 1, 2 ou 3 pour 1 selon qu’il sort sur un, deux ou trois dés.',
  andar: 'Andar',
  bahar: 'Bahar',
  cards: '{range} cartes',
  joker: 'Joker',
  andarResult: 'Joker {joker} : {side} gagne à la carte {count}.',
  andarBaharRules:
    'Un jeu de 52 cartes. La première carte est le joker ; les cartes vont ensuite tour à tour à Andar (en premier) et à Bahar jusqu’à une carte de même rang que le joker : son côté gagne. Andar paie 0,9 pour 1, Bahar 1 pour 1. Les mises annexes portent sur le nombre de cartes distribuées.',
  number: '{n}',
  bonus: 'Bonus',
  multiplier: '{n}× : la roue tourne à nouveau',
  wheelResult: 'La roue s’arrête sur {segment}{multiplier}.',
  wheelMultiplier: ' (multiplicateur {n}×)',
  bonusResult: 'Bonus ×{n}',
  moneyWheelRules:
    'Une roue de 54 cases. Un numéro paie sa valeur pour 1. Une case multiplicateur relance la roue et multiplie le gain suivant. Une case Bonus fait tourner la roue bonus : la mise Bonus est payée son multiplicateur pour 1, les numéros perdent.',
};
type DiceTexts = typeof fr;
export type DiceTextKey = keyof DiceTexts;

const en: DiceTexts = {
  drawing: 'Bets closed: drawing…',
  help: 'Rules',
  close: 'Close',
  bet: 'Bet',
  pays: 'Pays',
  rtp: 'Return to player',
  helpRtp:
    'Every bet’s return to player is computed exactly (cut to two decimals); each round is drawn from a server seed whose SHA-256 is published before betting and revealed with the result.',
  limits: 'Bet {min} to {max}; the most a table pays in a round: {maxWin}.',
  roundWin: 'Round result: staked {staked}, won {won}.',
  commitment: 'Round commitment: {hash}',
  seed: 'Revealed seed: {seed}',
  small: 'Small (4–10)',
  big: 'Big (11–17)',
  odd: 'Odd',
  even: 'Even',
  anyTriple: 'Any triple',
  total: 'Total {n}',
  triple: 'Triple {n}',
  double: 'Double {n}',
  combination: 'Pair {pair}',
  single: 'Number {n}',
  diceResult: 'Dice: {dice} — total {total}',
  sicBoRules:
    'Three dice. Small and Big, Odd and Even pay 1 to 1 and lose on any triple. A number pays 1, 2 or 3 to 1 as it shows on one, two or three dice.',
  andar: 'Andar',
  bahar: 'Bahar',
  cards: '{range} cards',
  joker: 'Joker',
  andarResult: 'Joker {joker}: {side} wins on card {count}.',
  andarBaharRules:
    'One 52-card deck. The first card is the joker; cards then go in turn to Andar (first) and Bahar until one of the joker’s rank: its side wins. Andar pays 0.9 to 1, Bahar 1 to 1. The side bets are on how many cards are dealt.',
  number: '{n}',
  bonus: 'Bonus',
  multiplier: '{n}×: the wheel spins again',
  wheelResult: 'The wheel stops on {segment}{multiplier}.',
  wheelMultiplier: ' (multiplier {n}×)',
  bonusResult: 'Bonus ×{n}',
  moneyWheelRules:
    'A wheel of 54 segments. A number pays its value to 1. A multiplier segment spins the wheel again and multiplies the next win. A Bonus segment turns the bonus wheel: the Bonus bet is paid its multiplier to 1, numbers lose.',
};

const ar: DiceTexts = {
  drawing: 'أُغلقت الرهانات: السحب جارٍ…',
  help: 'القواعد',
  close: 'إغلاق',
  bet: 'الرهان',
  pays: 'يدفع',
  rtp: 'العائد للاعب',
  helpRtp:
    'يُحسب العائد للاعب لكل رهان بدقة (مقتطعًا إلى رقمين عشريين)؛ تُسحب كل جولة من بذرة خادم تُنشر بصمتها SHA-256 قبل الرهان وتُكشف مع النتيجة.',
  limits: 'الرهان من {min} إلى {max}؛ أقصى ما تدفعه الطاولة في جولة: {maxWin}.',
  roundWin: 'نتيجة الجولة: الرهان {staked}، الربح {won}.',
  commitment: 'بصمة الجولة: {hash}',
  seed: 'البذرة المكشوفة: {seed}',
  small: 'صغير (4–10)',
  big: 'كبير (11–17)',
  odd: 'فردي',
  even: 'زوجي',
  anyTriple: 'أي ثلاثية',
  total: 'المجموع {n}',
  triple: 'ثلاثية {n}',
  double: 'زوج {n}',
  combination: 'تركيبة {pair}',
  single: 'الرقم {n}',
  diceResult: 'النرد: {dice} — المجموع {total}',
  sicBoRules:
    'ثلاثة أحجار نرد. الصغير والكبير والفردي والزوجي تدفع 1 مقابل 1 وتخسر مع أي ثلاثية. الرقم يدفع 1 أو 2 أو 3 مقابل 1 حسب ظهوره على حجر أو اثنين أو ثلاثة.',
  andar: 'أندر',
  bahar: 'بهار',
  cards: '{range} ورقة',
  joker: 'الجوكر',
  andarResult: 'الجوكر {joker}: يفوز {side} عند الورقة {count}.',
  andarBaharRules:
    'مجموعة من 52 ورقة. الورقة الأولى هي الجوكر؛ ثم تُوزَّع الأوراق بالتناوب على أندر (أولًا) وبهار حتى تظهر ورقة من رتبة الجوكر: يفوز جانبها. أندر يدفع 0.9 مقابل 1 وبهار 1 مقابل 1. الرهانات الجانبية على عدد الأوراق الموزعة.',
  number: '{n}',
  bonus: 'المكافأة',
  multiplier: '{n}×: تدور العجلة مجددًا',
  wheelResult: 'تتوقف العجلة على {segment}{multiplier}.',
  wheelMultiplier: ' (مضاعف {n}×)',
  bonusResult: 'مكافأة ×{n}',
  moneyWheelRules:
    'عجلة من 54 خانة. الرقم يدفع قيمته مقابل 1. خانة المضاعف تعيد تدوير العجلة وتضاعف الربح التالي. خانة المكافأة تدير عجلة المكافأة: يُدفع رهان المكافأة بمضاعفها مقابل 1 وتخسر الأرقام.',
};

const DICE_TEXTS: Record<Language, DiceTexts> = { fr, en, ar };

export function diceText(
  lang: Language,
  key: DiceTextKey,
  values: Record<string, string | number> = {},
): string {
  return DICE_TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
