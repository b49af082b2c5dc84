/**
 * The Casino Hold'em page: the player's own hands, dealt and decided on the server over a
 * socket; the page only shows the cards it is sent and offers the decision while it is open.
 */
import type { SymbolSet } from '../../src/catalogue/games';
import type { Language, TextKey } from '../../src/i18n/texts';
import type { Category } from '../../src/tables/poker/hands';
import { pokerText, type PokerTextKey } from '../../src/tables/poker/texts';
import { el, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { tellSiteReady } from '../common/site-ready';
import { cardElement } from '../tables/cards';
import { pokerHelp, pokerStyles } from './view';

interface Boot {
  basePath: string;
  session: string;
  lang: Language;
  siteOrigin: string | null;
  currency: string;
  balance: number | null;
  game: {
    name: string;
    theme: { colors: [string, string, string]; symbols: SymbolSet };
    limits: { minBet: number; maxBet: number; maxWin: number };
  };
}
interface RoundView {
  id: number;
  status: string;
  commitment: string;
  ante: number | null;
  phase?: string;
  player?: number[];
  board?: number[];
  dealer?: number[];
  callStake?: number;
  actions?: string[];
  playerHand?: Category;
  dealerHand?: Category;
  dealerQualifies?: boolean;
  outcome?: string;
  returns?: { ante: number; call: number; bonus: number };
  win?: number;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

const boot = readBootData<Boot>();
const { limits } = boot.game;
const [background, panel, accent] = boot.game.theme.colors;
const t = (key: PokerTextKey | TextKey, values?: Record<string, string | number>) =>
  pokerText(boot.lang, key, values);
const money = (millimes: number) => leftToRight(moneyText(millimes, boot.currency));

const style = el('style');
style.textContent = pokerStyles(background, panel, accent);
document.head.append(style);

const balanceValue = el(
  'bdi',
  { dir: 'ltr', testid: 'studio-balance' },
  boot.balance === null ? '—' : moneyText(boot.balance, boot.currency),
);
const dealerSeat = el('section', { className: 'seat', testid: 'poker-dealer' });
const boardSeat = el('section', { className: 'seat', testid: 'poker-board' });
const playerSeat = el('section', { className: 'seat', testid: 'poker-player' });
const outcomeLine = el('p', { className: 'outcome', testid: 'poker-outcome' });
const message = el('p', { className: 'message', testid: 'studio-message' });
message.setAttribute('aria-live', 'polite');
const controls = el('div', { className: 'controls', role: 'group' });
const stakes = el('div', { className: 'stakes' });
const commitment = el('p', { className: 'fair', dir: 'auto', testid: 'poker-commitment' });
const revealed = el('p', { className: 'fair', dir: 'auto', testid: 'poker-revealed' });

const CHIPS = [500, 1000, 2000, 5000, 10000, 50000].filter(
  (v) => v >= limits.minBet && v <= limits.maxBet,
);
let ante = CHIPS.find((v) => v >= 1000) ?? limits.minBet;
let aaBonus = 0;
let current: RoundView | undefined;
let busy = false;

function setBalance(value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  balanceValue.textContent = moneyText(value, boot.currency);
  if (window.parent !== window)
    window.parent.postMessage(
      { type: 'studio:balance', balance: value, currency: boot.currency },
      boot.siteOrigin ?? window.location.origin,
    );
}

function readBalance(): void {
  void fetch(`${boot.basePath}/api/session/${boot.session}`)
    .then((response) => response.json() as Promise<{ balance: number | null }>)
    .then((session) => setBalance(session.balance));
}

/** Cards face up, then face down up to `count` (a hand not dealt yet shows its backs). */
const cardsOf = (cards: number[] | undefined, count: number) =>
  el(
    'div',
    { className: 'cards' },
    ...Array.from({ length: count }, (_, i) => cardElement(cards?.[i])),
  );

function seat(
  box: HTMLElement,
  title: PokerTextKey,
  cards: number[] | undefined,
  count: number,
  hand?: Category,
) {
  box.replaceChildren(
    el('h2', {}, t(title), hand ? el('span', { className: 'hand-name' }, t(`pkHand_${hand}`)) : ''),
    cardsOf(cards, count),
  );
}

function renderTable(round: RoundView | undefined): void {
  const over = round?.outcome !== undefined;
  seat(dealerSeat, 'pkDealer', round?.dealer, 2, round?.dealerHand);
  seat(boardSeat, 'pkBoard', round?.board, 5);
  seat(playerSeat, 'pkPlayer', round?.player, 2, round?.playerHand);
  outcomeLine.replaceChildren();
  if (!over || !round) return;
  outcomeLine.append(t(`pkOutcome_${round.outcome}` as PokerTextKey));
  if ((round.returns?.bonus ?? 0) > 0)
    outcomeLine.append(' · ', t('pkBonusWon', { amount: money(round.returns!.bonus) }));
}

function send(payload: unknown): void {
  if (busy) return;
  busy = true;
  for (const button of controls.querySelectorAll('button')) button.disabled = true;
  socket.send(JSON.stringify(payload));
}

function chipRow(
  values: number[],
  selected: () => number,
  choose: (value: number) => void,
  none?: string,
) {
  const row = el('div', { className: 'chips', role: 'group' });
  const add = (value: number, label: string) => {
    const button = el('button', { type: 'button', dir: 'ltr' }, label);
    button.setAttribute('aria-pressed', String(value === selected()));
    button.addEventListener('click', () => {
      choose(value);
      for (const other of row.children)
        other.setAttribute('aria-pressed', String(other === button));
    });
    row.append(button);
  };
  if (none) add(0, none);
  for (const value of values) add(value, moneyText(value, boot.currency));
  return row;
}

const anteChips = chipRow(
  CHIPS,
  () => ante,
  (value) => (ante = value),
);
anteChips.setAttribute('aria-label', t('pkAnte'));
anteChips.dataset.testid = 'poker-ante-chips';
const bonusChips = chipRow(
  CHIPS,
  () => aaBonus,
  (value) => (aaBonus = value),
  t('pkNoBonus'),
);
bonusChips.setAttribute('aria-label', t('pkBonus'));
bonusChips.dataset.testid = 'poker-bonus-chips';
stakes.append(el('h3', {}, t('pkAnte')), anteChips, el('h3', {}, t('pkBonus')), bonusChips);

function renderControls(): void {
  controls.replaceChildren();
  stakes.hidden = current !== undefined && current.status !== 'ready';
  if (!current || current.status === 'ready') {
    const deal = el(
      'button',
      { type: 'button', className: 'primary', testid: 'poker-deal' },
      t('pkDeal'),
    );
    deal.addEventListener('click', () => {
      const seed = crypto.getRandomValues(new Uint8Array(12));
      const clientSeed = [...seed].map((b) => b.toString(16).padStart(2, '0')).join('');
      send({ type: 'deal', ante, aaBonus, clientSeed });
    });
    controls.append(deal);
    return;
  }
  if (!current.actions?.length) return;
  const call = el(
    'button',
    { type: 'button', className: 'primary', testid: 'poker-call' },
    t('pkCall', { amount: money(current.callStake ?? 0) }),
  );
  call.addEventListener('click', () =>
    send({ type: 'action', round: current!.id, action: 'call' }),
  );
  const fold = el('button', { type: 'button', testid: 'poker-fold' }, t('pkFold'));
  fold.addEventListener('click', () =>
    send({ type: 'action', round: current!.id, action: 'fold' }),
  );
  controls.append(call, fold);
  message.textContent = t('pkDecide');
}

const help = pokerHelp(boot.lang, () => help.close());
const helpButton = el('button', { type: 'button', testid: 'poker-help-open' }, t('help'));
helpButton.addEventListener('click', () => help.showModal());

const root = document.getElementById('game')!;
root.append(
  el(
    'div',
    { className: 'bar' },
    el('h1', { dir: 'auto' }, boot.game.name),
    helpButton,
    el('span', { className: 'pill' }, `${t('balance')}: `, balanceValue),
  ),
  el(
    'p',
    { className: 'message' },
    t('pkLimits', { min: money(limits.minBet), max: money(limits.maxBet) }),
  ),
  el('div', { className: 'felt' }, dealerSeat, boardSeat, playerSeat, outcomeLine),
  message,
  stakes,
  controls,
  commitment,
  revealed,
  help,
);
root.removeAttribute('aria-busy');

function showRound(round: RoundView, previous: RoundView | null, balance?: number): void {
  const ended = previous && previous.id === current?.id ? previous : undefined;
  current = round;
  commitment.textContent = t('pkCommitment', { hash: leftToRight(round.commitment) });
  if (round.status === 'ready') {
    // The hand just played stays on the table until the next deal.
    renderTable(previous ?? undefined);
    if (ended)
      message.textContent =
        (ended.win ?? 0) > 0 ? t('pkResultWin', { amount: money(ended.win!) }) : t('pkResultLose');
    else message.textContent = t('pkChooseBet');
  } else renderTable(round);
  if (previous?.serverSeed)
    revealed.textContent = t('pkRevealed', {
      round: previous.id,
      seed: leftToRight(previous.serverSeed),
      client: leftToRight(previous.clientSeed ?? ''),
      nonce: previous.nonce ?? previous.id,
    });
  if (balance !== undefined) setBalance(balance);
  else if (ended) readBalance();
  renderControls();
}

const KNOWN_REFUSALS = new Set([
  'insufficient_funds',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
  'too_many_connections',
  'round_in_progress',
  'decision_in_progress',
  'round_not_open',
  'round_not_found',
  'limit_reached',
  'player_excluded',
]);

const socket = new WebSocket(
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/poker/ws?session=${encodeURIComponent(boot.session)}`,
);
socket.addEventListener('message', (event) => {
  const data = JSON.parse(String(event.data)) as Record<string, unknown>;
  if (data.type === 'hello') setBalance(data.balance as number | null);
  else if (data.type === 'round') {
    busy = false;
    showRound(
      data.round as RoundView,
      data.previous as RoundView | null,
      data.balance as number | undefined,
    );
  } else if (data.type === 'refused' || data.type === 'error') {
    busy = false;
    const status = String(data.status);
    renderControls();
    message.textContent =
      status === 'bet_out_of_limits'
        ? t('bet_out_of_limits', { min: money(limits.minBet), max: money(limits.maxBet) })
        : t((KNOWN_REFUSALS.has(status) ? status : 'error') as TextKey);
    setBalance(data.balance as number | undefined);
  }
});
tellSiteReady(boot.siteOrigin);
