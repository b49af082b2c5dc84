/**
 * The cashier's refusals in the three interface languages. Amounts arrive already written as TND
 * with three decimals (`12.500`); the player's screen shows its own text, formatted by the site's
 * shared formatter, from the `code` and amounts each refusal also carries.
 */
export const paymentMessages = {
  paymentMethodUnavailable: {
    en: 'This payment method is not available.',
    fr: "Ce moyen de paiement n'est pas disponible.",
    ar: 'وسيلة الدفع هذه غير متاحة.',
  },
  paymentBelowMinimum: {
    en: 'The minimum for this method is {limit} TND.',
    fr: 'Le minimum pour ce moyen est de {limit} TND.',
    ar: 'الحد الأدنى لهذه الوسيلة هو {limit} دينار.',
  },
  paymentAboveMaximum: {
    en: 'The maximum for this method is {limit} TND.',
    fr: 'Le maximum pour ce moyen est de {limit} TND.',
    ar: 'الحد الأقصى لهذه الوسيلة هو {limit} دينار.',
  },
  paymentDailyLimit: {
    en: 'This goes over the daily limit: {limit} TND left today.',
    fr: 'Cela dépasse la limite journalière : il reste {limit} TND aujourd’hui.',
    ar: 'هذا يتجاوز الحد اليومي: المتبقي اليوم {limit} دينار.',
  },
  paymentNotWithdrawable: {
    en: 'You can withdraw at most {limit} TND (bonus money cannot be withdrawn).',
    fr: 'Vous pouvez retirer au plus {limit} TND (le bonus ne peut pas être retiré).',
    ar: 'يمكنك سحب {limit} دينار كحد أقصى (لا يمكن سحب رصيد المكافأة).',
  },
  paymentProviderUnavailable: {
    en: 'The payment provider cannot be reached. Please try again later.',
    fr: 'Le prestataire de paiement est injoignable. Veuillez réessayer plus tard.',
    ar: 'تعذر الاتصال بمزود الدفع. يرجى المحاولة لاحقًا.',
  },
  withdrawalAlreadyDecided: {
    en: 'This withdrawal has already been decided ({status}).',
    fr: 'Ce retrait a déjà été traité ({status}).',
    ar: 'تمت معالجة طلب السحب هذا بالفعل ({status}).',
  },
  operatorOnly: {
    en: 'This route needs the operator token.',
    fr: "Cette route demande le jeton de l'opérateur.",
    ar: 'يتطلب هذا المسار رمز المشغل.',
  },
} as const;
