/** Our i18next namespace's name (the app registers its loader in i18n.ts; the renderer its texts). */
export const NAMESPACE = 'casino';
