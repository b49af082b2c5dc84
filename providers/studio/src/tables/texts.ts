/**
 * The texts every "bet then draw" table page shows, in fr, en and ar (a family's own words —
 * its bets and rules — live in its folder). Kept apart from `src/i18n/texts.ts` so each family's
 * texts merge on their own.
 */
import type { Language } from '../i18n/texts';

const fr = {
  betsOpen: 'Faites vos jeux : {seconds} s',
  drawing: 'Rien ne va plus…',
  commitment: 'Empreinte de la graine du tour (SHA-256) : {hash}',
  seedShown: 'Graine révélée : {seed}',
  verifyRound: 'Vérifier ce tour',
  tableLimits: 'Mise de {min} à {max} par pari ; gain maximal {maxWin} par tour et par table.',
  roundWin: 'Gain du tour : {amount}',
  roundLost: 'Pas de gain ce tour.',
  payout: 'Paiement',
  rtpColumn: 'RTP',
  betColumn: 'Pari',
  helpRtp:
    'RTP exact de chaque pari (part des mises rendue aux joueurs à long terme), tronqué à deux décimales.',
  helpFair:
    'Avant les mises, la table affiche l’empreinte SHA-256 d’une graine secrète ; les cartes en sont tirées et la graine est révélée avec le résultat. Le vérificateur public recalcule chaque tour.',
  helpRounds:
    'Tours partagés : {seconds} s de mises, puis le tirage. Vous pouvez placer plusieurs mises par tour ; les gains sont versés en une fois à la fin du tour.',
  wrong_game: 'Cette session n’est pas celle de cette table. Relancez le jeu depuis le lobby.',
  verifierTitle: 'Vérifier un tour de table',
  verifyRoundId: 'Tour n°',
  verifyCheck: 'Vérifier',
  verifySeedOk: 'La graine révélée correspond à l’empreinte publiée avant les mises.',
  verifySeedBad: 'La graine révélée NE correspond PAS à l’empreinte publiée.',
  verifyOutcomeOk: 'Tirage recalculé identique à celui de la table : {outcome}',
  verifyOutcomeBad: 'Le tirage recalculé DIFFÈRE de celui de la table : {outcome}',
  verifyNotFinished: 'Ce tour n’est pas terminé : sa graine sera révélée avec le résultat.',
  verifyNotFound: 'Tour inconnu.',
  verifyRecent: 'Derniers tours',
  verifyFamily: 'Famille',
  verifyCommitment: 'Empreinte (SHA-256)',
  verifyServerSeed: 'Graine du serveur',
  verifyClientSeed: 'Graine client',
  verifyNonce: 'Nonce (n° du tour)',
  verifyGame: 'Table',
  verifyGameShared: 'Tours partagés (roulette, baccara, dragon tigre, sic bo, andar bahar, roues)',
  verifyGameBlackjack: 'Blackjack',
  verifyGamePoker: 'Casino Hold’em',
  verifyDecisions: 'Décisions du joueur : {actions}',
  verifyReturnOk: 'Gain recalculé identique au gain payé : {amount}',
  verifyReturnBad: 'Le gain recalculé ({amount}) DIFFÈRE du gain payé ({paid})',
};
type TableTexts = typeof fr;

const en: TableTexts = {
  betsOpen: 'Place your bets: {seconds} s',
  drawing: 'No more bets…',
  commitment: 'Round seed commitment (SHA-256): {hash}',
  seedShown: 'Revealed seed: {seed}',
  verifyRound: 'Verify this round',
  tableLimits: 'Bet {min} to {max} per bet; maximum win {maxWin} per round and table.',
  roundWin: 'Round win: {amount}',
  roundLost: 'No win this round.',
  payout: 'Pays',
  rtpColumn: 'RTP',
  betColumn: 'Bet',
  helpRtp:
    'Exact RTP of each bet (the share of stakes returned to players in the long run), cut to two decimals.',
  helpFair:
    'Before betting the table shows the SHA-256 commitment of a secret seed; the cards are drawn from it and the seed is revealed with the result. The public verifier recomputes every round.',
  helpRounds:
    'Shared rounds: {seconds} s of betting, then the draw. You may place several bets a round; wins are paid at once at the end of the round.',
  wrong_game: 'This session is not this table’s. Launch the game again from the lobby.',
  verifierTitle: 'Verify a table round',
  verifyRoundId: 'Round #',
  verifyCheck: 'Verify',
  verifySeedOk: 'The revealed seed matches the commitment published before betting.',
  verifySeedBad: 'The revealed seed does NOT match the published commitment.',
  verifyOutcomeOk: 'Recomputed draw identical to the table’s: {outcome}',
  verifyOutcomeBad: 'The recomputed draw DIFFERS from the table’s: {outcome}',
  verifyNotFinished: 'This round has not finished: its seed is revealed with the result.',
  verifyNotFound: 'Unknown round.',
  verifyRecent: 'Latest rounds',
  verifyFamily: 'Family',
  verifyCommitment: 'Commitment (SHA-256)',
  verifyServerSeed: 'Server seed',
  verifyClientSeed: 'Client seed',
  verifyNonce: 'Nonce (round id)',
  verifyGame: 'Table',
  verifyGameShared: 'Shared rounds (roulette, baccarat, dragon tiger, sic bo, andar bahar, wheels)',
  verifyGameBlackjack: 'Blackjack',
  verifyGamePoker: 'Casino Hold’em',
  verifyDecisions: 'Player’s decisions: {actions}',
  verifyReturnOk: 'The win recomputed equals the win paid: {amount}',
  verifyReturnBad: 'The win recomputed ({amount}) DIFFERS from the win paid ({paid})',
};

const ar: TableTexts = {
  betsOpen: 'ضعوا رهاناتكم: {seconds} ث',
  drawing: 'انتهت الرهانات…',
  commitment: 'بصمة بذرة الجولة (SHA-256): {hash}',
  seedShown: 'البذرة المكشوفة: {seed}',
  verifyRound: 'تحقق من هذه الجولة',
  tableLimits: 'الرهان من {min} إلى {max} لكل رهان؛ أقصى ربح {maxWin} لكل جولة وطاولة.',
  roundWin: 'ربح الجولة: {amount}',
  roundLost: 'لا ربح في هذه الجولة.',
  payout: 'الدفع',
  rtpColumn: 'نسبة العائد',
  betColumn: 'الرهان',
  helpRtp:
    'نسبة العائد الدقيقة لكل رهان (حصة الرهانات المعادة للاعبين على المدى الطويل)، مقتطعة إلى رقمين عشريين.',
  helpFair:
    'قبل الرهانات تعرض الطاولة بصمة SHA-256 لبذرة سرية؛ تُسحب منها الأوراق وتُكشف البذرة مع النتيجة. يعيد المدقق العام حساب كل جولة.',
  helpRounds:
    'جولات مشتركة: {seconds} ث للرهانات، ثم السحب. يمكنك وضع عدة رهانات في الجولة؛ تُدفع الأرباح دفعة واحدة في نهاية الجولة.',
  wrong_game: 'هذه الجلسة ليست لهذه الطاولة. أعد تشغيل اللعبة من الردهة.',
  verifierTitle: 'التحقق من جولة طاولة',
  verifyRoundId: 'رقم الجولة',
  verifyCheck: 'تحقق',
  verifySeedOk: 'البذرة المكشوفة تطابق البصمة المنشورة قبل الرهانات.',
  verifySeedBad: 'البذرة المكشوفة لا تطابق البصمة المنشورة.',
  verifyOutcomeOk: 'السحب المعاد حسابه مطابق لسحب الطاولة: {outcome}',
  verifyOutcomeBad: 'السحب المعاد حسابه يختلف عن سحب الطاولة: {outcome}',
  verifyNotFinished: 'هذه الجولة لم تنته بعد: تُكشف بذرتها مع النتيجة.',
  verifyNotFound: 'جولة غير معروفة.',
  verifyRecent: 'آخر الجولات',
  verifyFamily: 'العائلة',
  verifyCommitment: 'البصمة (SHA-256)',
  verifyServerSeed: 'بذرة الخادم',
  verifyClientSeed: 'بذرة العميل',
  verifyNonce: 'الرقم (رقم الجولة)',
  verifyGame: 'الطاولة',
  verifyGameShared:
    'الجولات المشتركة (الروليت، الباكارا، التنين والنمر، سيك بو، أندار بهار، العجلات)',
  verifyGameBlackjack: 'بلاك جاك',
  verifyGamePoker: 'كازينو هولدم',
  verifyDecisions: 'قرارات اللاعب: {actions}',
  verifyReturnOk: 'الربح المعاد حسابه مطابق للربح المدفوع: {amount}',
  verifyReturnBad: 'الربح المعاد حسابه ({amount}) يختلف عن الربح المدفوع ({paid})',
};

export const TABLE_TEXTS: Record<Language, TableTexts> = { fr, en, ar };
export type TableTextKey = keyof TableTexts;

export function tableText(
  lang: Language,
  key: TableTextKey,
  values: Record<string, string | number> = {},
): string {
  return TABLE_TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
