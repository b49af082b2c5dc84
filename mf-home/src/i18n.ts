import { registerNamespace } from '@casino/shared/i18n';

import { NAMESPACE, PAGES_NAMESPACE } from './i18n-namespace';

export { NAMESPACE, PAGES_NAMESPACE };

registerNamespace(NAMESPACE, (language) =>
  import(`../locales/${language}.json`).then((module: { default: object }) => module.default),
);

registerNamespace(PAGES_NAMESPACE, (language) =>
  import(`../locales/pages/${language}.json`).then((module: { default: object }) => module.default),
);
