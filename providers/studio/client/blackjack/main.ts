/**
 * The blackjack page: the player's own rounds, dealt and decided on the server over a socket;
 * the page only shows the cards it is sent and offers the decisions the server says are open.
 */
import type { SymbolSet } from '../../src/catalogue/games';
import type { Language } from '../../src/i18n/texts';
import {
  BASIC_STRATEGY_EDGE,
  cutToHundredths,
  insuranceEdge,
} from '../../src/tables/blackjack/edges';
import { blackjackText, type BlackjackTextKey } from '../../src/tables/blackjack/texts';
import type { TextKey } from '../../src/i18n/texts';
import { el, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { tellSiteReady } from '../common/site-ready';
import { blackjackStyles, cardFace } from './view';

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
interface HandView {
  cards: number[];
  stake: number;
  total: number;
  soft: boolean;
  outcome: string | null;
}
interface RoundView {
  id: number;
  status: string;
  commitment: string;
  bet: number | null;
  phase?: string;
  dealer?: { cards: number[]; total: number };
  hands?: HandView[];
  active?: number;
  actions?: string[];
  win?: number;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

const boot = readBootData<Boot>();
const { limits } = boot.game;
const [background, panel, accent] = boot.game.theme.colors;
const t = (key: BlackjackTextKey | TextKey, values?: Record<string, string | number>) =>
  blackjackText(boot.lang, key, values);
const money = (millimes: number) => leftToRight(moneyText(millimes, boot.currency));

const style = el('style');
style.textContent = blackjackStyles(background, panel, accent);
document.head.append(style);

const balanceValue = el(
  'bdi',
  { dir: 'ltr', testid: 'studio-balance' },
  boot.balance === null ? '—' : moneyText(boot.balance, boot.currency),
);
const dealerSeat = el('section', { className: 'seat', testid: 'blackjack-dealer' });
const playerSeat = el('section', { className: 'seat hands', testid: 'blackjack-hands' });
const message = el('p', { className: 'message', testid: 'studio-message' });
message.setAttribute('aria-live', 'polite');
const controls = el('div', { className: 'controls', role: 'group' });
const chips = el('div', { className: 'chips', role: 'group', ariaLabel: t('bet') });
const commitment = el('p', { className: 'fair', dir: 'auto', testid: 'blackjack-commitment' });
const revealed = el('p', { className: 'fair', dir: 'auto', testid: 'blackjack-revealed' });

let chip =
  [1000, 2000, 5000, 10000].find((v) => v >= limits.minBet && v <= limits.maxBet) ?? limits.minBet;
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

const cardsOf = (cards: number[], hidden = 0) =>
  el(
    'div',
    { className: 'cards' },
    ...cards.map((card) => {
      const face = cardFace(card);
      return el('span', { className: face.red ? 'card red' : 'card' }, face.label);
    }),
    ...Array.from({ length: hidden }, () => el('span', { className: 'card back' })),
  );

function renderTable(round: RoundView | undefined): void {
  dealerSeat.replaceChildren();
  playerSeat.replaceChildren();
  if (!round?.dealer || !round.hands) return;
  const dealerOpen = round.phase !== 'done';
  dealerSeat.append(
    el(
      'h2',
      {},
      t('bjDealer'),
      el('span', { className: 'total', dir: 'ltr' }, String(round.dealer.total)),
    ),
    cardsOf(round.dealer.cards, dealerOpen ? 1 : 0),
  );
  round.hands.forEach((hand, index) => {
    const box = el('div', {
      className: index === round.active && dealerOpen ? 'hand active' : 'hand',
    });
    box.dataset.testid = `blackjack-hand-${index + 1}`;
    box.append(
      el(
        'h2',
        {},
        t('bjHand', { index: index + 1 }),
        el(
          'span',
          { className: 'total', dir: 'ltr' },
          `${hand.soft && hand.total < 21 ? `${hand.total - 10}/` : ''}${hand.total}`,
        ),
        el('span', {}, money(hand.stake)),
        hand.outcome
          ? el('span', { className: 'outcome' }, t(`bjOutcome_${hand.outcome}` as BlackjackTextKey))
          : '',
      ),
      cardsOf(hand.cards),
    );
    playerSeat.append(box);
  });
}

const ACTION_LABELS: Record<string, BlackjackTextKey> = {
  hit: 'bjHit',
  stand: 'bjStand',
  double: 'bjDouble',
  split: 'bjSplit',
  insure: 'bjInsure',
  decline: 'bjDecline',
};

function send(payload: unknown): void {
  if (busy) return;
  busy = true;
  for (const button of controls.querySelectorAll('button')) button.disabled = true;
  socket.send(JSON.stringify(payload));
}

function renderControls(): void {
  controls.replaceChildren();
  chips.hidden = current?.status !== 'ready';
  if (!current || current.status === 'ready') {
    const deal = el(
      'button',
      { type: 'button', className: 'primary', testid: 'blackjack-deal' },
      t('bjDeal'),
    );
    deal.addEventListener('click', () => {
      const seed = crypto.getRandomValues(new Uint8Array(12));
      const clientSeed = [...seed].map((b) => b.toString(16).padStart(2, '0')).join('');
      send({ type: 'deal', amount: chip, clientSeed });
    });
    controls.append(deal);
    return;
  }
  for (const action of current.actions ?? []) {
    const label = t(ACTION_LABELS[action]!, {
      amount: moneyText(Math.floor((current.bet ?? 0) / 2), boot.currency),
    });
    const button = el('button', { type: 'button', testid: `blackjack-${action}` }, label);
    button.addEventListener('click', () => send({ type: 'action', round: current!.id, action }));
    controls.append(button);
  }
  if (current.phase === 'insurance') message.textContent = t('bjInsuranceOffer');
  else if (current.phase === 'player') message.textContent = t('bjYourTurn');
}

for (const value of [500, 1000, 2000, 5000, 10000, 50000].filter(
  (v) => v >= limits.minBet && v <= limits.maxBet,
)) {
  const button = el('button', { type: 'button', dir: 'ltr' }, moneyText(value, boot.currency));
  button.setAttribute('aria-pressed', String(value === chip));
  button.addEventListener('click', () => {
    chip = value;
    for (const other of chips.children)
      other.setAttribute('aria-pressed', String(other === button));
  });
  chips.append(button);
}

const help = el('dialog', { testid: 'blackjack-help' });
const edge = BASIC_STRATEGY_EDGE.percent;
const insurance = insuranceEdge() * 100;
help.append(
  el('h2', {}, t('bjRulesTitle')),
  el(
    'ul',
    {},
    ...(['bjRules1', 'bjRules2', 'bjRules3', 'bjRules4'] as const).map((key) =>
      el('li', {}, t(key)),
    ),
    el(
      'li',
      { testid: 'blackjack-edge' },
      t('bjEdgeMain', {
        edge: cutToHundredths(edge),
        interval: BASIC_STRATEGY_EDGE.halfWidth95.toFixed(2),
        rtp: cutToHundredths(100 - edge),
      }),
    ),
    el(
      'li',
      {},
      t('bjEdgeInsurance', {
        edge: cutToHundredths(insurance),
        rtp: cutToHundredths(100 - insurance),
      }),
    ),
    el('li', {}, t('bjFair')),
  ),
);
const closeHelp = el('button', { type: 'button' }, t('close'));
closeHelp.addEventListener('click', () => help.close());
help.append(closeHelp);
const helpButton = el('button', { type: 'button', testid: 'blackjack-help-open' }, t('help'));
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
    t('bjLimits', { min: money(limits.minBet), max: money(limits.maxBet) }),
  ),
  el('div', { className: 'felt' }, dealerSeat, playerSeat),
  message,
  chips,
  controls,
  commitment,
  revealed,
  help,
);
root.removeAttribute('aria-busy');

function showRound(round: RoundView, previous: RoundView | null, balance?: number): void {
  const ended = previous && previous.id !== current?.id ? undefined : previous;
  current = round;
  commitment.textContent = t('bjCommitment', { hash: leftToRight(round.commitment) });
  if (round.status === 'ready') {
    // The round just played stays on the table until the next deal.
    renderTable(previous ?? undefined);
    if (ended)
      message.textContent =
        (ended.win ?? 0) > 0 ? t('bjResultWin', { amount: money(ended.win!) }) : t('bjResultLose');
    else message.textContent = t('bjChooseBet');
  } else renderTable(round);
  if (previous?.serverSeed)
    revealed.textContent = t('bjRevealed', {
      round: previous.id,
      seed: leftToRight(previous.serverSeed),
      client: leftToRight(previous.clientSeed ?? ''),
      nonce: previous.nonce ?? previous.id,
    });
  if (balance !== undefined) setBalance(balance);
  else if (ended) readBalance();
  renderControls();
}

const socket = new WebSocket(
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${boot.basePath}/blackjack/ws?session=${encodeURIComponent(boot.session)}`,
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
    message.textContent =
      status === 'bet_out_of_limits'
        ? t('bet_out_of_limits', { min: money(limits.minBet), max: money(limits.maxBet) })
        : t(
            (status in
            {
              insufficient_funds: 1,
              session_expired: 1,
              session_ended: 1,
              wallet_unavailable: 1,
              too_many_connections: 1,
              round_in_progress: 1,
              decision_in_progress: 1,
              illegal_action: 1,
              round_not_open: 1,
              round_not_found: 1,
            }
              ? status
              : 'error') as TextKey,
          );
    setBalance(data.balance as number | undefined);
    renderControls();
  }
});
tellSiteReady(boot.siteOrigin);
