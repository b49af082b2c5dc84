// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the alias is declared as an ambient module, which cannot be imported
/// <reference path="./unshared-aliases.d.ts" />
/**
 * What the page shares as `effector` (see react-i18next-slim.ts): the operators our code uses,
 * from the package's ES build (`effector-unshared`, the same file effector-react imports, so one
 * instance), so the bundler drops the rest (fork, allSettled, serialize, hydrate, createDomain,
 * split, restore, createApi…; the unit tests import effector itself). `slim-libraries.test.ts`
 * fails when some code imports a name that is not here; add it here then.
 * Browser-side: bundled by every front-end as its provided copy of `effector`.
 */
export {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
} from 'effector-unshared';
