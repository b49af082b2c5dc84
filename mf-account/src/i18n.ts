import { registerNamespace } from '@casino/shared/i18n';

import { NAMESPACE } from './i18n-namespace';

export { NAMESPACE };

registerNamespace(NAMESPACE, (language) =>
  import(`../locales/${language}.json`).then((module: { default: object }) => module.default),
);
