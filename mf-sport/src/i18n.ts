import { registerNamespace } from '@casino/shared/i18n';

export const NAMESPACE = 'sport';

registerNamespace(NAMESPACE, (language) =>
  import(`../locales/${language}.json`).then((module: { default: object }) => module.default),
);
