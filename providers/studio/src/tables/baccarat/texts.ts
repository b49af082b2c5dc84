/** Baccarat's own words in fr, en and ar: its bets and its rules. */
import type { Language } from '../../i18n/texts';
import type { BaccaratKind } from './rules';

interface BaccaratTexts {
  bets: Record<BaccaratKind, string>;
  marks: Record<'player' | 'banker' | 'tie', string>;
  rules: string[];
  commission: string;
  noCommission: string;
}

export const BACCARAT_TEXTS: Record<Language, BaccaratTexts> = {
  fr: {
    bets: {
      player: 'Joueur',
      banker: 'Banque',
      tie: 'Égalité',
      'player-pair': 'Paire Joueur',
      'banker-pair': 'Paire Banque',
    },
    marks: { player: 'J', banker: 'B', tie: '=' },
    rules: [
      'Punto banco, sabot de 8 jeux mélangé à chaque tour. Valeurs : as 1, 2 à 9 leur chiffre, 10 et figures 0 ; seul le chiffre des unités compte. Le total le plus proche de 9 gagne.',
      'Un 8 ou un 9 en deux cartes (naturel) : personne ne tire. Sinon le Joueur tire sur 0 à 5 ; la Banque tire selon le tableau standard de la troisième carte.',
      'Joueur paie 1 contre 1 ; Égalité 8 contre 1 (Joueur et Banque sont alors remboursés) ; Paire Joueur et Paire Banque (deux premières cartes de même valeur faciale) 11 contre 1.',
    ],
    commission: 'Banque paie 0,95 contre 1 (commission de 5 %).',
    noCommission:
      'Sans commission : Banque paie 1 contre 1, sauf une victoire de la Banque à 6, payée 1 contre 2.',
  },
  en: {
    bets: {
      player: 'Player',
      banker: 'Banker',
      tie: 'Tie',
      'player-pair': 'Player pair',
      'banker-pair': 'Banker pair',
    },
    marks: { player: 'P', banker: 'B', tie: '=' },
    rules: [
      'Punto banco, an 8-deck shoe shuffled every round. Points: ace 1, 2 to 9 their number, tens and faces 0; only the last digit of a total counts. The total nearer 9 wins.',
      'An 8 or 9 in two cards (a natural): nobody draws. Otherwise the Player draws on 0 to 5; the Banker draws by the standard third-card tableau.',
      'Player pays 1 to 1; Tie 8 to 1 (Player and Banker bets are then returned); Player pair and Banker pair (first two cards of the same rank) 11 to 1.',
    ],
    commission: 'Banker pays 0.95 to 1 (5 % commission).',
    noCommission: 'No commission: Banker pays 1 to 1, except a Banker win on 6, paid 1 to 2.',
  },
  ar: {
    bets: {
      player: 'اللاعب',
      banker: 'المصرف',
      tie: 'تعادل',
      'player-pair': 'زوج اللاعب',
      'banker-pair': 'زوج المصرف',
    },
    marks: { player: 'ل', banker: 'م', tie: '=' },
    rules: [
      'بونتو بانكو، حذاء من 8 مجموعات يُخلط في كل جولة. النقاط: الآص 1، من 2 إلى 9 رقمها، العشرة والصور 0؛ يُحتسب رقم الآحاد فقط. المجموع الأقرب إلى 9 يربح.',
      '8 أو 9 بورقتين (طبيعي): لا أحد يسحب. وإلا يسحب اللاعب على 0 إلى 5؛ ويسحب المصرف حسب جدول الورقة الثالثة المعتاد.',
      'اللاعب يدفع 1 مقابل 1؛ التعادل 8 مقابل 1 (تُعاد عندها رهانات اللاعب والمصرف)؛ زوج اللاعب وزوج المصرف (أول ورقتين بنفس القيمة) 11 مقابل 1.',
    ],
    commission: 'المصرف يدفع 0.95 مقابل 1 (عمولة 5 %).',
    noCommission: 'بدون عمولة: المصرف يدفع 1 مقابل 1، إلا فوز المصرف بـ 6 فيُدفع 1 مقابل 2.',
  },
};
