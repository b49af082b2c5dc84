/** Dragon Tiger's own words in fr, en and ar: its bets and its rules. */
import type { Language } from '../../i18n/texts';
import type { DragonTigerKind } from './rules';

interface DragonTigerTexts {
  bets: Record<DragonTigerKind, string>;
  /** The winner in the strip of recent results: one distinct mark each. */
  marks: Record<'dragon' | 'tiger' | 'tie', string>;
  rules: string[];
}

export const DRAGON_TIGER_TEXTS: Record<Language, DragonTigerTexts> = {
  fr: {
    bets: { dragon: 'Dragon', tiger: 'Tigre', tie: 'Égalité', 'suited-tie': 'Égalité assortie' },
    marks: { dragon: 'D', tiger: 'T', tie: '=' },
    rules: [
      'Une carte pour le Dragon, une pour le Tigre, tirées d’un sabot de 8 jeux mélangé à chaque tour. La plus haute gagne : l’as est la plus basse, le roi la plus haute ; les couleurs ne comptent pas.',
      'Dragon et Tigre paient 1 contre 1 ; en cas d’égalité, la moitié de la mise est rendue.',
      'Égalité paie 11 contre 1 ; Égalité assortie (même valeur et même couleur) paie 50 contre 1.',
    ],
  },
  en: {
    bets: { dragon: 'Dragon', tiger: 'Tiger', tie: 'Tie', 'suited-tie': 'Suited tie' },
    marks: { dragon: 'D', tiger: 'T', tie: '=' },
    rules: [
      'One card to the Dragon, one to the Tiger, from an 8-deck shoe shuffled every round. The higher card wins: ace lowest, king highest; suits do not count.',
      'Dragon and Tiger pay 1 to 1; on a tie half the stake is returned.',
      'Tie pays 11 to 1; Suited tie (same rank and suit) pays 50 to 1.',
    ],
  },
  ar: {
    bets: { dragon: 'التنين', tiger: 'النمر', tie: 'تعادل', 'suited-tie': 'تعادل بنفس النوع' },
    marks: { dragon: 'ت', tiger: 'ن', tie: '=' },
    rules: [
      'ورقة للتنين وورقة للنمر من حذاء من 8 مجموعات يُخلط في كل جولة. الورقة الأعلى تربح: الآص هو الأدنى والملك هو الأعلى؛ الأنواع لا تُحتسب.',
      'التنين والنمر يدفعان 1 مقابل 1؛ وعند التعادل يُعاد نصف الرهان.',
      'التعادل يدفع 11 مقابل 1؛ والتعادل بنفس النوع (نفس القيمة ونفس النوع) يدفع 50 مقابل 1.',
    ],
  },
};
