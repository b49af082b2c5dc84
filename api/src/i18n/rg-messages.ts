/**
 * Responsible-gambling refusals in the three interface languages. Dates arrive already written
 * (ISO 8601, UTC) and amounts as TND with three decimals; the player's screen shows its own text
 * from the `code` each refusal also carries.
 */
export const rgMessages = {
  rgTimedOut: {
    en: 'You chose a time-out: your account is closed to play until {until}.',
    fr: "Vous avez choisi une pause : votre compte est fermé au jeu jusqu'au {until}.",
    ar: 'لقد اخترت استراحة: حسابك مغلق أمام اللعب حتى {until}.',
  },
  rgSelfExcluded: {
    en: 'You excluded yourself from play: login, deposits and bets are refused until {until}.',
    fr: "Vous vous êtes exclu du jeu : connexion, dépôts et paris sont refusés jusqu'au {until}.",
    ar: 'لقد استبعدت نفسك من اللعب: يُرفض الدخول والإيداع والرهان حتى {until}.',
  },
  rgSelfExcludedPermanently: {
    en: 'You excluded yourself from play permanently: login, deposits and bets are refused.',
    fr: 'Vous vous êtes exclu du jeu définitivement : connexion, dépôts et paris sont refusés.',
    ar: 'لقد استبعدت نفسك من اللعب نهائيًا: يُرفض الدخول والإيداع والرهان.',
  },
  rgDepositLimit: {
    en: 'This deposit would pass your deposit limit: you may deposit {limit} TND more for now.',
    fr: 'Ce dépôt dépasserait votre limite de dépôt : vous pouvez encore déposer {limit} TND pour le moment.',
    ar: 'هذا الإيداع يتجاوز حد الإيداع الخاص بك: يمكنك إيداع {limit} دينار إضافية حاليًا.',
  },
  rgAlreadyExcluded: {
    en: 'An exclusion is already in force; it cannot be shortened.',
    fr: 'Une exclusion est déjà en cours ; elle ne peut pas être raccourcie.',
    ar: 'هناك استبعاد سارٍ بالفعل؛ لا يمكن تقصيره.',
  },
  rgConfirmationRequired: {
    en: 'Tick the box to confirm your choice.',
    fr: 'Cochez la case pour confirmer votre choix.',
    ar: 'ضع علامة في المربع لتأكيد اختيارك.',
  },
  rgNoPendingChange: {
    en: 'There is no pending change of this limit to confirm.',
    fr: "Il n'y a aucun changement en attente de cette limite à confirmer.",
    ar: 'لا يوجد تغيير معلّق لهذا الحد لتأكيده.',
  },
  rgCoolingOff: {
    en: 'This change can be confirmed from {at}, after its 24-hour cooling-off.',
    fr: 'Ce changement pourra être confirmé à partir du {at}, après son délai de réflexion de 24 heures.',
    ar: 'يمكن تأكيد هذا التغيير ابتداءً من {at}، بعد فترة تريث مدتها 24 ساعة.',
  },
  rgEndNotYet: {
    en: 'Your self-exclusion runs until {until}; its end can be requested only after that.',
    fr: "Votre auto-exclusion court jusqu'au {until} ; sa fin ne peut être demandée qu'après.",
    ar: 'يستمر استبعادك الذاتي حتى {until}؛ لا يمكن طلب إنهائه إلا بعد ذلك.',
  },
  rgEndImpossible: {
    en: 'There is no self-exclusion whose end you can request.',
    fr: "Il n'y a aucune auto-exclusion dont vous pouvez demander la fin.",
    ar: 'لا يوجد استبعاد ذاتي يمكنك طلب إنهائه.',
  },
  rgNotExcluded: {
    en: 'No time-out or self-exclusion is in force on this account: log in to use the cashier.',
    fr: "Aucune pause ni auto-exclusion n'est en cours sur ce compte : connectez-vous pour utiliser la caisse.",
    ar: 'لا توجد استراحة ولا استبعاد ذاتي ساري على هذا الحساب: سجّل الدخول لاستخدام الخزينة.',
  },
  rgRealityCheckRange: {
    en: 'Choose a reminder interval between {min} and {max} minutes.',
    fr: 'Choisissez un intervalle de rappel entre {min} et {max} minutes.',
    ar: 'اختر فاصلًا للتذكير بين {min} و{max} دقيقة.',
  },
  rgStatementPeriod: {
    en: 'Choose a period within the last 12 months, its start before its end.',
    fr: 'Choisissez une période dans les 12 derniers mois, son début avant sa fin.',
    ar: 'اختر فترة ضمن آخر 12 شهرًا، بدايتها قبل نهايتها.',
  },
} as const;
