/** Our i18next namespace's name (the app registers its loader in i18n.ts). */
export const NAMESPACE = 'account';
