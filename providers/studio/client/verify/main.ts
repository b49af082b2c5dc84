/**
 * The public crash verifier (no login): recomputes a finished round's crash point from its hash
 * and the published salt, and follows the chain back to the published terminal hash.
 */
import { text, type Language, type TextKey } from '../../src/i18n/texts';
import { el, formatMultiplier, readBootData } from '../common/dom';
import { type ChainScheme, chainIndexOf, crashPointOf } from '../common/fairness';

interface VerifyBoot {
  basePath: string;
  lang: Language;
}
interface RoundsAnswer {
  rounds: Array<{ id: number; chain: number; index: number; hash: string; crash: number }>;
  chains: Array<{
    id: number;
    terminal_hash: string;
    salt: string;
    length: number;
    scheme: ChainScheme;
  }>;
}

const boot = readBootData<VerifyBoot>();
const t = (key: TextKey, values?: Record<string, string | number>) => text(boot.lang, key, values);

const style = el('style');
style.textContent = `#game{max-width:860px;margin:0 auto;padding:16px;display:grid;gap:12px}
label{display:grid;gap:4px;font-weight:600}input{font:14px ui-monospace,monospace;padding:10px;border-radius:8px;border:1px solid #556;background:#0b0f18;color:#fff;direction:ltr}
button{font:inherit;min-height:44px;padding:0 16px;border-radius:10px;border:2px solid #f7b32b;background:#1b2336;color:#fff;cursor:pointer}
table{border-collapse:collapse;width:100%}td,th{padding:6px;border-bottom:1px solid #334;text-align:start;font-size:.9rem}
td code{font-size:.75rem;word-break:break-all}.result{font-size:1.1rem;font-weight:700;min-height:1.5em}`;
document.head.append(style);

const hashInput = el('input', { required: true, spellcheck: false, testid: 'verify-hash' });
const saltInput = el('input', { required: true, spellcheck: false, testid: 'verify-salt' });
const terminalInput = el('input', { required: true, spellcheck: false, testid: 'verify-terminal' });
const result = el('p', { className: 'result', testid: 'verify-result' });
result.setAttribute('aria-live', 'polite');
const button = el('button', { type: 'submit', testid: 'verify-submit' }, t('verify'));
const form = el(
  'form',
  {},
  el('label', {}, t('gameHash'), hashInput),
  el('label', {}, t('salt'), saltInput),
  el('label', {}, t('terminalHash'), terminalInput),
  button,
);
const tbody = el('tbody');
const root = document.getElementById('game')!;
root.append(
  el('h1', {}, t('verifierTitle')),
  el('p', {}, t('verifierIntro')),
  form,
  result,
  el('h2', {}, t('recentRounds')),
  el('table', {}, tbody),
);
root.removeAttribute('aria-busy');

let maxSteps = 10_000;
/** The published chain's scheme once a round is picked; a typed-in hash is checked as bustabit does. */
let scheme: ChainScheme = 'bytes';
hashInput.addEventListener('input', () => (scheme = 'bytes'));

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void (async () => {
    button.disabled = true;
    result.textContent = '…';
    const hash = hashInput.value.trim().toLowerCase();
    const crash = await crashPointOf(hash, saltInput.value.trim(), scheme);
    const index = await chainIndexOf(
      hash,
      terminalInput.value.trim().toLowerCase(),
      maxSteps,
      scheme,
    );
    const chain = index === null ? t('chainBad', { steps: maxSteps }) : t('chainOk', { index });
    result.textContent =
      crash === null
        ? chain
        : `${t('crashPoint', { multiplier: formatMultiplier(crash) })} ${chain}`;
    button.disabled = false;
  })();
});

void fetch(`${boot.basePath}/api/crash/rounds`)
  .then((response) => response.json() as Promise<RoundsAnswer>)
  .then(({ rounds, chains }) => {
    const chainOf = new Map(chains.map((chain) => [chain.id, chain]));
    const requested = Number(new URLSearchParams(location.search).get('round'));
    for (const round of rounds) {
      const chain = chainOf.get(round.chain)!;
      const pick = el('button', { type: 'button' }, t('verify'));
      const fill = () => {
        hashInput.value = round.hash;
        saltInput.value = chain.salt;
        terminalInput.value = chain.terminal_hash;
        maxSteps = chain.length;
        scheme = chain.scheme;
      };
      pick.addEventListener('click', () => {
        fill();
        form.requestSubmit();
      });
      tbody.append(
        el(
          'tr',
          { testid: 'verify-round' },
          el('td', {}, `#${round.id}`),
          el('td', {}, `${formatMultiplier(round.crash)}×`),
          el('td', {}, el('code', {}, round.hash)),
          el('td', {}, pick),
        ),
      );
      if (round.id === requested) fill();
    }
    if (!saltInput.value && chains[0]) {
      saltInput.value = chains[0].salt;
      terminalInput.value = chains[0].terminal_hash;
      maxSteps = chains[0].length;
      scheme = chains[0].scheme;
    }
  });
