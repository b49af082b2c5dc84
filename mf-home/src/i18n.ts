import { registerNamespace } from '@casino/shared/i18n';

export const NAMESPACE = 'home';
/** The content pages' texts: loaded with those pages, not with the home page. */
export const PAGES_NAMESPACE = 'home-pages';

registerNamespace(NAMESPACE, (language) =>
  import(`../locales/${language}.json`).then((module: { default: object }) => module.default),
);

registerNamespace(PAGES_NAMESPACE, (language) =>
  import(`../locales/pages/${language}.json`).then((module: { default: object }) => module.default),
);
