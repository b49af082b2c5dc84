/**
 * Every message the API sends to players, in the three interface languages. The language comes
 * from Accept-Language (fr, en, ar; anything else, or none, is English as for the client's en-US).
 */
import { paymentMessages } from './payment-messages';
import { rgMessages } from './rg-messages';

export type Language = 'fr' | 'en' | 'ar';

const messages = {
  invalidCredentials: {
    en: 'Invalid username or password.',
    fr: "Nom d'utilisateur ou mot de passe incorrect.",
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  },
  // {wait} is a duration in the same language (formatWait): "2 minutes", "2 minutes", "دقيقتان".
  loginLocked: {
    en: 'Too many failed login attempts. Please try again in {wait}.',
    fr: 'Trop de tentatives de connexion échouées. Réessayez dans {wait}.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة بعد {wait}.',
  },
  accountBlocked: {
    en: 'This account is blocked. Please contact support.',
    fr: 'Ce compte est bloqué. Veuillez contacter le support.',
    ar: 'هذا الحساب محظور. يرجى الاتصال بالدعم.',
  },
  unauthorized: {
    en: 'Your session has ended. Please log in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  loggedOut: {
    en: 'You have been logged out.',
    fr: 'Vous êtes déconnecté.',
    ar: 'تم تسجيل خروجك.',
  },
  passwordsDoNotMatch: {
    en: 'New password and repeat password do not match!',
    fr: 'Le nouveau mot de passe et sa confirmation ne correspondent pas !',
    ar: 'كلمة المرور الجديدة وتأكيدها غير متطابقتين!',
  },
  passwordResetSuccess: {
    en: 'Password reset successfully. Please log in again.',
    fr: 'Mot de passe modifié avec succès. Veuillez vous reconnecter.',
    ar: 'تم تغيير كلمة المرور بنجاح. يرجى تسجيل الدخول مرة أخرى.',
  },
  wrongOldPassword: {
    en: 'The old password is incorrect.',
    fr: "L'ancien mot de passe est incorrect.",
    ar: 'كلمة المرور القديمة غير صحيحة.',
  },
  passwordLength: {
    en: 'The new password must be between 8 and 128 characters long.',
    fr: 'Le nouveau mot de passe doit contenir entre 8 et 128 caractères.',
    ar: 'يجب أن تتكون كلمة المرور الجديدة من 8 إلى 128 حرفًا.',
  },
  passwordBlank: {
    en: 'The new password cannot be only spaces or invisible characters.',
    fr: "Le nouveau mot de passe ne peut pas être composé uniquement d'espaces ou de caractères invisibles.",
    ar: 'لا يمكن أن تتكون كلمة المرور الجديدة من مسافات أو أحرف غير مرئية فقط.',
  },
  passwordSameAsUsername: {
    en: 'The new password must not be your username.',
    fr: "Le nouveau mot de passe ne doit pas être votre nom d'utilisateur.",
    ar: 'يجب ألا تكون كلمة المرور الجديدة هي اسم المستخدم.',
  },
  passwordContainsUsername: {
    en: 'The new password must not contain your username.',
    fr: "Le nouveau mot de passe ne doit pas contenir votre nom d'utilisateur.",
    ar: 'يجب ألا تحتوي كلمة المرور الجديدة على اسم المستخدم.',
  },
  passwordRepeated: {
    en: 'The new password must not be one character or a short pattern repeated.',
    fr: 'Le nouveau mot de passe ne doit pas répéter un seul caractère ou un court motif.',
    ar: 'يجب ألا تكون كلمة المرور الجديدة حرفًا واحدًا أو نمطًا قصيرًا مكررًا.',
  },
  passwordSequence: {
    en: 'The new password must not be a run of consecutive characters (abcdefgh, 12345678).',
    fr: 'Le nouveau mot de passe ne doit pas être une suite de caractères consécutifs (abcdefgh, 12345678).',
    ar: 'يجب ألا تكون كلمة المرور الجديدة سلسلة من الأحرف المتتالية (abcdefgh، 12345678).',
  },
  passwordTooCommon: {
    en: 'This password is too common. Please choose another one.',
    fr: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
    ar: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
  },
  bounseError: {
    en: 'Sorry, your bet is being processed. Please try again later.',
    fr: 'Désolé, votre pari est en cours de traitement. Veuillez réessayer plus tard.',
    ar: 'عذرًا، رهانك قيد المعالجة. يرجى المحاولة لاحقًا.',
  },
  bonusTransferred: {
    en: 'Your bonus has been added to your balance.',
    fr: 'Votre bonus a été ajouté à votre solde.',
    ar: 'تمت إضافة المكافأة إلى رصيدك.',
  },
  noBonus: {
    en: 'You have no bonus to transfer.',
    fr: "Vous n'avez pas de bonus à transférer.",
    ar: 'ليس لديك مكافأة لتحويلها.',
  },
  gameNotFound: {
    en: 'This game does not exist.',
    fr: "Ce jeu n'existe pas.",
    ar: 'هذه اللعبة غير موجودة.',
  },
  favouriteAdded: {
    en: 'Game added to favorites!',
    fr: 'Jeu ajouté aux favoris !',
    ar: 'تمت إضافة اللعبة إلى المفضلة!',
  },
  favouriteRemoved: {
    en: 'Game removed from favorites!',
    fr: 'Jeu retiré des favoris !',
    ar: 'تمت إزالة اللعبة من المفضلة!',
  },
  invalidRequest: {
    en: 'Invalid request: {detail}',
    fr: 'Requête invalide : {detail}',
    ar: 'طلب غير صالح: {detail}',
  },
  notFound: {
    en: 'Not found.',
    fr: 'Introuvable.',
    ar: 'غير موجود.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please slow down and try again in a minute.',
    fr: 'Trop de requêtes. Réessayez dans une minute.',
    ar: 'طلبات كثيرة جدًا. يرجى المحاولة بعد دقيقة.',
  },
  serverError: {
    en: 'Server error',
    fr: 'Erreur du serveur',
    ar: 'خطأ في الخادم',
  },
  ...paymentMessages,
  ...rgMessages,
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const template = messages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const WAIT_LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', ar: 'ar-u-nu-latn' };

/**
 * A wait in whole minutes (seconds under a minute), with the language's plural forms:
 * "1 minute", "2 minutes", "دقيقتان", "3 دقائق".
 */
export function formatWait(seconds: number, language: Language): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(WAIT_LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(amount);
}

/** First supported primary language in Accept-Language order; `fallback` (English) otherwise. */
export function languageOf(
  acceptLanguage: string | undefined,
  fallback: Language = 'en',
): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (primary === 'fr' || primary === 'en' || primary === 'ar') return primary;
  }
  return fallback;
}

/**
 * Display content (banner titles, jackpot names) follows the site's default language, French,
 * when no supported language is asked for; error messages keep English as the client expects.
 */
export function contentLanguageOf(acceptLanguage: string | undefined): Language {
  return languageOf(acceptLanguage, 'fr');
}
