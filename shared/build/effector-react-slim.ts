// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the alias is declared as an ambient module, which cannot be imported
/// <reference path="./unshared-aliases.d.ts" />
/**
 * What the page shares as `effector-react` (see react-i18next-slim.ts): the hooks our code uses,
 * `useUnit`, `useGate` and `createGate`, from the package's ES build (`effector-react-unshared`),
 * so the bundler drops the rest (useList, useStoreMap, createComponent, connect, the deprecated
 * useStore/useEvent…). `slim-libraries.test.ts` fails when some code imports a name that is not
 * here; add it here then.
 * Browser-side: bundled by every front-end as its provided copy of `effector-react`.
 */
export { useUnit, useGate, createGate } from 'effector-react-unshared';
