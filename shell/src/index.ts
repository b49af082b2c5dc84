import { yieldToMain } from './services/yield-to-main';

// Async boundary: shared singletons are negotiated before any of our code runs. The largest
// shared libraries are evaluated first, one task each: with the bootstrap's whole graph they made
// one 200-330 ms task on Lighthouse's phone (its CPU 4× slower), most of the page's TBT.
for (const evaluate of [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('effector'),
  () => import('react-i18next'),
]) {
  await evaluate();
  await yieldToMain();
}
await import('./bootstrap');
