/**
 * The public verifier of table rounds (no login): fetches a finished round's record, checks the
 * revealed seed against the commitment shown before betting (SHA-256), recomputes the round from
 * seed, client seed and nonce with the family's own rules, and compares it with what the table
 * showed. Everything is computed here, in the browser.
 */
import type { TableFamily } from '../../src/catalogue/games';
import type { Language } from '../../src/i18n/texts';
import { commitmentOf } from '../../src/tables/fair-draw';
import { tableText, type TableTextKey } from '../../src/tables/texts';
import { RECOMPUTE, sameOutcome } from '../../src/tables/verify/registry';
import { el, leftToRight, readBootData } from '../common/dom';
import { describeOutcome } from './describe';

interface VerifyBoot {
  basePath: string;
  lang: Language;
  round: number | null;
}
interface RoundRecord {
  id: number;
  family: TableFamily;
  commitment: string;
  clientSeed: string;
  nonce: number;
  serverSeed: string | null;
  outcome: unknown;
}

const boot = readBootData<VerifyBoot>();
const tt = (key: TableTextKey, values?: Record<string, string | number>) =>
  tableText(boot.lang, key, values);

const style = el('style');
style.textContent = `#game{max-width:860px;margin:0 auto;padding:16px;display:grid;gap:12px}
label{display:flex;gap:8px;align-items:center;font-weight:600}input{font:16px ui-monospace,monospace;padding:10px;border-radius:8px;border:1px solid #556;background:#0b0f18;color:#fff;direction:ltr;width:10em}
button{font:inherit;min-height:44px;padding:0 16px;border-radius:10px;border:2px solid #f7b32b;background:#1b2336;color:#fff;cursor:pointer}
.checks p{margin:4px 0;font-weight:700}.ok{color:#7ee787}.bad{color:#ff7b72}
code{font-size:.75rem;word-break:break-all}ul{padding-inline-start:1.2em}a{color:#f7b32b}`;
document.head.append(style);

const input = el('input', { type: 'number', min: '1', required: true, testid: 'verify-round' });
const checks = el('div', { className: 'checks', testid: 'verify-result' });
checks.setAttribute('aria-live', 'polite');
const details = el('div', {});
const recent = el('ul', { testid: 'verify-recent' });
const form = el(
  'form',
  {},
  el('label', {}, tt('verifyRoundId'), input, el('button', { type: 'submit' }, tt('verifyCheck'))),
);
document
  .getElementById('game')!
  .append(
    el('h1', {}, tt('verifierTitle')),
    form,
    checks,
    details,
    el('h2', {}, tt('verifyRecent')),
    recent,
  );
document.getElementById('game')!.removeAttribute('aria-busy');

const line = (ok: boolean, text: string) =>
  el('p', { className: ok ? 'ok' : 'bad' }, ok ? `✓ ${text}` : `✗ ${text}`);

async function verify(id: number): Promise<void> {
  checks.replaceChildren();
  details.replaceChildren();
  const response = await fetch(`${boot.basePath}/api/tables/rounds/${id}`);
  if (!response.ok) return void checks.append(line(false, tt('verifyNotFound')));
  const round = (await response.json()) as RoundRecord;
  if (!round.serverSeed) return void checks.append(line(false, tt('verifyNotFinished')));
  const seedOk = commitmentOf(round.serverSeed) === round.commitment;
  checks.append(line(seedOk, tt(seedOk ? 'verifySeedOk' : 'verifySeedBad')));
  const recompute = RECOMPUTE.get(round.family);
  if (recompute) {
    const outcome = recompute({ ...round, serverSeed: round.serverSeed });
    const same = sameOutcome(outcome, round.outcome);
    const shown = describeOutcome(round.family, outcome, boot.lang);
    checks.append(
      line(same, tt(same ? 'verifyOutcomeOk' : 'verifyOutcomeBad', { outcome: shown })),
    );
  }
  details.append(
    ...[
      ['verifyFamily', round.family],
      ['verifyCommitment', round.commitment],
      ['verifyServerSeed', round.serverSeed],
      ['verifyClientSeed', round.clientSeed],
      ['verifyNonce', String(round.nonce)],
    ].map(([name, value]) =>
      el('p', {}, `${tt(name as TableTextKey)}: `, el('code', { dir: 'ltr' }, value!)),
    ),
  );
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const id = Number(input.value);
  if (Number.isSafeInteger(id) && id > 0) {
    history.replaceState(null, '', `?round=${id}&lang=${boot.lang}`);
    void verify(id);
  }
});

void fetch(`${boot.basePath}/api/tables/rounds?limit=20`)
  .then((response) => response.json() as Promise<{ rounds: RoundRecord[] }>)
  .then(({ rounds }) => {
    for (const round of rounds) {
      const link = el(
        'a',
        { href: `?round=${round.id}&lang=${boot.lang}` },
        leftToRight(`#${round.id}`),
      );
      link.addEventListener('click', (event) => {
        event.preventDefault();
        input.value = String(round.id);
        form.requestSubmit();
      });
      recent.append(
        el('li', {}, link, ' ', describeOutcome(round.family, round.outcome, boot.lang)),
      );
    }
  });

if (boot.round) {
  input.value = String(boot.round);
  void verify(boot.round);
}
