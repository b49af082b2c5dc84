import { yieldToMain } from './services/yield-to-main';

// Async boundary: shared singletons are negotiated before any of our code runs. The start-up is
// evaluated in pieces, one task each: with the bootstrap's whole graph it made one 200-330 ms
// task on Lighthouse's phone (its CPU 4× slower), most of the page's TBT. First the largest
// shared libraries, then the shell's own code in pieces, each chunk preloaded by the edge
// (edge/src/first-load.ts SHELL_START).
// The entry's own task (its evaluation and the federation runtime's set-up) ends here: sharing the
// libraries (negotiating the share scope, adding their scripts) starts in the next one.
await yieldToMain();
for (const evaluate of [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('effector'),
  () => import('react-i18next'),
]) {
  await evaluate();
  await yieldToMain();
}
/** A start-up piece: its module evaluated, and the import of the next one (none after the bootstrap). */
interface StartUpPiece {
  next?: () => Promise<StartUpPiece>;
}
let piece: StartUpPiece = await import('./start-up/step-models');
while (piece.next) {
  await yieldToMain();
  piece = await piece.next();
}
