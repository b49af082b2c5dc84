import { registerNamespace } from '@casino/shared/i18n';

export const NAMESPACE = 'casino';

registerNamespace(NAMESPACE, (language) =>
  import(`../locales/${language}.json`).then((module: { default: object }) => module.default),
);
