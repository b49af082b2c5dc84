/**
 * The page of a per-player table (blackjack, Casino Hold'em): the player's own rounds, dealt and
 * decided on the server over `/<engine>/ws`. The page only shows the cards it is sent and offers
 * the decisions the server says are open; the game brings its seats, its stakes and its texts.
 */
import type { Language, TextKey } from '../../src/i18n/texts';
import { tableText } from '../../src/tables/texts';
import { balanceDisplay } from '../common/balance';
import type { LimitedGameBoot } from '../common/boot';
import { balancePill, el, gameBar, leftToRight, readBootData } from '../common/dom';
import { moneyText } from '../common/money';
import { refusalText } from '../common/refusals';
import { tellSiteReady } from '../common/site-ready';
import { openStudioSocket } from '../common/socket';

/** What every round the socket sends carries; the game's view adds its cards. */
export interface PlayedRound {
  id: number;
  status: string;
  commitment: string;
  actions?: string[];
  win?: number;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

type Values = Record<string, string | number>;

/** The launch data and the helpers a game's page builds its parts with. */
export function perPlayerBoot<Key extends string>(
  text: (lang: Language, key: Key | TextKey, values?: Values) => string,
) {
  const boot = readBootData<LimitedGameBoot>();
  return {
    boot,
    limits: boot.game.limits,
    colors: boot.game.theme.colors,
    t: (key: Key | TextKey, values?: Values) => text(boot.lang, key, values),
    money: (millimes: number) => leftToRight(moneyText(millimes, boot.currency)),
  };
}

export interface PerPlayerGamePage<Round extends PlayedRound, Key extends string> {
  engine: 'blackjack' | 'poker';
  styles: string;
  /** The game's own texts for the parts every table has. */
  keys: Record<
    'limits' | 'chooseBet' | 'resultWin' | 'resultLose' | 'commitment' | 'revealed' | 'deal',
    Key
  >;
  /** The felt's seats, drawn by `renderTable`. */
  felt: HTMLElement[];
  /** The stakes to choose, shown only while the next round waits for its deal. */
  betting: HTMLElement;
  help: HTMLDialogElement;
  renderTable(round: Round | undefined): void;
  deal(clientSeed: string): Record<string, unknown>;
  /** A decision's button text; the first of `primary` is the prominent one. */
  decisionLabel(round: Round, action: string): string;
  primary?: string;
  /** The line shown while the player decides. */
  decisionMessage(round: Round): string | undefined;
}

/** Refusals with their own text; anything else reads as the common error. */
const KNOWN_REFUSALS = new Set([
  'insufficient_funds',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
  'too_many_connections',
  'round_in_progress',
  'decision_in_progress',
  'illegal_action',
  'round_not_open',
  'round_not_found',
  'limit_reached',
  'player_excluded',
]);

export function startPerPlayerPage<Round extends PlayedRound, Key extends string>(
  { boot, limits, t, money }: ReturnType<typeof perPlayerBoot<Key>>,
  game: PerPlayerGamePage<Round, Key>,
): void {
  const id = (part: string) => `${game.engine}-${part}`;
  const style = el('style');
  // The verifier link reads on the felt's dark colours and is a full touch target.
  style.textContent = `${game.styles}
a.fair{color:inherit;opacity:1;display:inline-block;min-height:44px;line-height:44px;text-decoration:underline}
a.fair[hidden]{display:none}`;
  document.head.append(style);

  const balance = balanceDisplay(boot);
  const message = el('p', { className: 'message', testid: 'studio-message' });
  message.setAttribute('aria-live', 'polite');
  const controls = el('div', { className: 'controls', role: 'group' });
  const commitment = el('p', { className: 'fair', dir: 'auto', testid: id('commitment') });
  const revealed = el('p', { className: 'fair', dir: 'auto', testid: id('revealed') });
  const verifyLink = el(
    'a',
    { className: 'fair', target: '_blank', rel: 'noopener', testid: id('verify') },
    tableText(boot.lang, 'verifyRound'),
  );
  verifyLink.hidden = true;
  let current: Round | undefined;
  let busy = false;

  /** One message at a time: the buttons stay off until the server answers. */
  function send(payload: unknown): void {
    if (busy) return;
    busy = true;
    for (const button of controls.querySelectorAll('button')) button.disabled = true;
    socket.send(JSON.stringify(payload));
  }

  function renderControls(): void {
    controls.replaceChildren();
    game.betting.hidden = current !== undefined && current.status !== 'ready';
    if (!current || current.status === 'ready') {
      const deal = el(
        'button',
        { type: 'button', className: 'primary', testid: id('deal') },
        t(game.keys.deal),
      );
      deal.addEventListener('click', () => {
        const seed = crypto.getRandomValues(new Uint8Array(12));
        send(game.deal([...seed].map((b) => b.toString(16).padStart(2, '0')).join('')));
      });
      controls.append(deal);
      return;
    }
    const round = current;
    if (!round.actions?.length) return;
    for (const action of round.actions) {
      const button = el(
        'button',
        { type: 'button', testid: id(action) },
        game.decisionLabel(round, action),
      );
      if (action === game.primary) button.className = 'primary';
      button.addEventListener('click', () => send({ type: 'action', round: round.id, action }));
      controls.append(button);
    }
    const line = game.decisionMessage(round);
    if (line !== undefined) message.textContent = line;
  }

  const helpButton = el('button', { type: 'button', testid: id('help-open') }, t('help'));
  helpButton.addEventListener('click', () => game.help.showModal());

  const root = document.getElementById('game')!;
  root.append(
    gameBar(boot.game.name, helpButton, balancePill(t('balance'), balance.element)),
    el(
      'p',
      { className: 'message' },
      t(game.keys.limits, { min: money(limits.minBet), max: money(limits.maxBet) }),
    ),
    el('div', { className: 'felt' }, ...game.felt),
    message,
    game.betting,
    controls,
    commitment,
    revealed,
    verifyLink,
    game.help,
  );
  root.removeAttribute('aria-busy');

  function showRound(round: Round, previous: Round | null, newBalance?: number): void {
    const ended = previous && previous.id === current?.id ? previous : undefined;
    current = round;
    commitment.textContent = t(game.keys.commitment, { hash: leftToRight(round.commitment) });
    if (round.status === 'ready') {
      // The round just played stays on the table until the next deal.
      game.renderTable(previous ?? undefined);
      if (ended)
        message.textContent =
          (ended.win ?? 0) > 0
            ? t(game.keys.resultWin, { amount: money(ended.win!) })
            : t(game.keys.resultLose);
      else message.textContent = t(game.keys.chooseBet);
    } else game.renderTable(round);
    if (previous?.serverSeed) {
      revealed.textContent = t(game.keys.revealed, {
        round: previous.id,
        seed: leftToRight(previous.serverSeed),
        client: leftToRight(previous.clientSeed ?? ''),
        nonce: previous.nonce ?? previous.id,
      });
      // The public verifier replays the round from its seed and the player's decisions.
      verifyLink.href = `${boot.basePath}/tables/verify?game=${game.engine}&round=${previous.id}&lang=${boot.lang}`;
      verifyLink.hidden = false;
    }
    if (newBalance !== undefined) balance.set(newBalance);
    else if (ended) balance.read();
    renderControls();
  }

  const socket = openStudioSocket(boot, `${game.engine}/ws`, (data) => {
    if (data.type === 'hello') balance.set(data.balance as number | null);
    else if (data.type === 'round') {
      busy = false;
      showRound(
        data.round as Round,
        data.previous as Round | null,
        data.balance as number | undefined,
      );
    } else if (data.type === 'refused' || data.type === 'error') {
      busy = false;
      const status = String(data.status);
      // The refusal is written after the controls, so it is not hidden by the decision's line.
      renderControls();
      message.textContent = refusalText(status, KNOWN_REFUSALS, t, {
        min: money(limits.minBet),
        max: money(limits.maxBet),
      });
      balance.set(data.balance as number | undefined);
    }
  });
  tellSiteReady(boot.siteOrigin);
}
