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
import { moneyText } from '../common/money';
import { describeOutcome } from './describe';
import { checkPerPlayerRound, type PerPlayerGame, type PublishedRound } from './per-player';

interface VerifyBoot {
  basePath: string;
  lang: Language;
  round: number | null;
  /** A per-player table's round (its own numbering); null: a shared round. */
  game: PerPlayerGame | null;
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
style.textContent = `#game{max-width:860px;margin:0 auto;padding:16px;display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
label{display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-weight:600}select{font:inherit;min-height:44px;min-width:0;width:100%;max-width:32em;padding:0 8px;border-radius:8px;background:#0b0f18;color:#fff;border:1px solid #556}form{display:grid;gap:8px}input{font:16px ui-monospace,monospace;padding:10px;border-radius:8px;border:1px solid #556;background:#0b0f18;color:#fff;direction:ltr;width:10em}
button{font:inherit;min-height:44px;padding:0 16px;border-radius:10px;border:2px solid #f7b32b;background:#1b2336;color:#fff;cursor:pointer}
.checks p{margin:4px 0;font-weight:700}.ok{color:#7ee787}.bad{color:#ff7b72}
code{font-size:.75rem;word-break:break-all}ul{padding-inline-start:1.2em}a{color:#f7b32b}`;
document.head.append(style);

const input = el('input', { type: 'number', min: '1', required: true, testid: 'verify-round' });
const gameChoice = el('select', { testid: 'verify-game' });
for (const [value, key] of [
  ['', 'verifyGameShared'],
  ['blackjack', 'verifyGameBlackjack'],
  ['poker', 'verifyGamePoker'],
] as const)
  gameChoice.append(new Option(tt(key), value, false, value === (boot.game ?? '')));
const checks = el('div', { className: 'checks', testid: 'verify-result' });
checks.setAttribute('aria-live', 'polite');
const details = el('div', {});
const recent = el('ul', { testid: 'verify-recent' });
const form = el(
  'form',
  {},
  el('label', {}, tt('verifyGame'), gameChoice),
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

const detailRows = (rows: Array<[TableTextKey, string]>) =>
  rows.map(([name, value]) => el('p', {}, `${tt(name)}: `, el('code', { dir: 'ltr' }, value)));

async function verify(id: number, game: PerPlayerGame | null): Promise<void> {
  checks.replaceChildren();
  details.replaceChildren();
  const path = game ? `tables/${game}/rounds` : 'tables/rounds';
  const response = await fetch(`${boot.basePath}/api/${path}/${id}`);
  if (!response.ok) return void checks.append(line(false, tt('verifyNotFound')));
  if (game) return verifyPerPlayer(game, (await response.json()) as PublishedRound);
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
    ...detailRows([
      ['verifyFamily', round.family],
      ['verifyCommitment', round.commitment],
      ['verifyServerSeed', round.serverSeed],
      ['verifyClientSeed', round.clientSeed],
      ['verifyNonce', String(round.nonce)],
    ]),
  );
}

/** A blackjack or Casino Hold'em round replayed from its seed and the player's decisions. */
function verifyPerPlayer(game: PerPlayerGame, round: PublishedRound): void {
  const check = checkPerPlayerRound(game, round, boot.lang);
  const money = (millimes: number) => leftToRight(moneyText(millimes));
  checks.append(line(check.seedOk, tt(check.seedOk ? 'verifySeedOk' : 'verifySeedBad')));
  const shown = check.outcome ?? '—';
  checks.append(
    line(
      check.cardsOk,
      tt(check.cardsOk ? 'verifyOutcomeOk' : 'verifyOutcomeBad', { outcome: shown }),
    ),
  );
  const returnOk = check.returned === round.returned;
  checks.append(
    line(
      returnOk,
      returnOk
        ? tt('verifyReturnOk', { amount: money(round.returned) })
        : tt('verifyReturnBad', {
            amount: money(check.returned ?? 0),
            paid: money(round.returned),
          }),
    ),
  );
  details.append(
    el('p', { testid: 'verify-decisions' }, tt('verifyDecisions', { actions: check.decisions })),
    ...detailRows([
      ['verifyCommitment', round.commitment],
      ['verifyServerSeed', round.serverSeed],
      ['verifyClientSeed', round.clientSeed],
      ['verifyNonce', String(round.nonce)],
    ]),
  );
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const id = Number(input.value);
  const game = (gameChoice.value || null) as PerPlayerGame | null;
  if (Number.isSafeInteger(id) && id > 0) {
    const kind = game ? `game=${game}&` : '';
    history.replaceState(null, '', `?${kind}round=${id}&lang=${boot.lang}`);
    void verify(id, game);
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
        gameChoice.value = '';
        form.requestSubmit();
      });
      recent.append(
        el('li', {}, link, ' ', describeOutcome(round.family, round.outcome, boot.lang)),
      );
    }
  });

if (boot.round) {
  input.value = String(boot.round);
  void verify(boot.round, boot.game);
}
