// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the alias is declared as an ambient module, which cannot be imported
/// <reference path="./unshared-aliases.d.ts" />
/**
 * What the page shares as `react-i18next` (the `import` of its shared entry, federation.ts): the
 * parts our code uses, `useTranslation` and `initReactI18next`, from the package's ES build
 * (`react-i18next-unshared`, an alias of it that is not itself shared), so the bundler keeps only
 * those and what they need (the context, the namespace loading, the defaults). A shared library is
 * never tree-shaken: the whole package (Trans, IcuTrans, withTranslation, Translation, SSR
 * helpers, …) was 10.5 KB gzip on every page. `react-i18next-slim.test.ts` fails when some code
 * imports a name that is not here; add it here then.
 * Browser-side: bundled by every front-end as its provided copy of `react-i18next`.
 */
export { useTranslation, initReactI18next } from 'react-i18next-unshared';
