/**
 * The parts every shared-round table page draws the same way: the bet buttons (`data-bet`) with
 * the player's stake on each, the strip of recent results, and the help's table of bets.
 */
import { el } from '../common/dom';

/** How many recent results the strip keeps. */
const HISTORY_LENGTH = 20;

/** A bet on the layout; its stake is drawn on it by `renderStakes`. */
export function betButton(
  key: string,
  label: string,
  options: { pays?: string; color?: string; onClick: () => void },
): HTMLButtonElement {
  const button = el('button', { type: 'button', testid: `bet-${key}` }, label);
  if (options.pays !== undefined) button.append(el('small', { dir: 'ltr' }, options.pays));
  button.dataset.bet = key;
  if (options.color) button.style.background = options.color;
  button.addEventListener('click', options.onClick);
  return button;
}

/** The player's stake on each bet button inside `container`, in whole units ("5", "0.5"). */
export function renderStakes(container: ParentNode, stakes: ReadonlyMap<string, number>): void {
  for (const button of container.querySelectorAll<HTMLButtonElement>('[data-bet]')) {
    button.querySelector('.stake')?.remove();
    const amount = stakes.get(button.dataset.bet!);
    if (amount)
      button.append(
        el(
          'span',
          { className: 'stake', dir: 'ltr' },
          (amount / 1000).toFixed(amount % 1000 ? 1 : 0),
        ),
      );
  }
}

/** Bets are taken only while the round is betting: the buttons say so. */
export function setBetsOpen(container: ParentNode, open: boolean): void {
  for (const button of container.querySelectorAll<HTMLButtonElement>('[data-bet]'))
    button.disabled = !open;
}

/** Adds a round's result at the head of the strip, once, and keeps the newest only. */
export function pushHistory(
  history: HTMLElement,
  round: number,
  text: string,
  background?: string,
): void {
  if (history.querySelector(`[data-round="${round}"]`)) return;
  const item = el('span', {}, text);
  item.dataset.round = String(round);
  if (background) item.style.background = background;
  history.prepend(item);
  while (history.children.length > HISTORY_LENGTH) history.lastElementChild!.remove();
}

/** The help's table: a header row, then one row per bet (label, payout, return to player). */
export function betsTable(
  headers: [string, string, string],
  rows: Array<{ label: string; pays: string; rtp: string; rtpTestid?: string }>,
): HTMLTableElement {
  return el(
    'table',
    {},
    el('thead', {}, el('tr', {}, ...headers.map((header) => el('th', {}, header)))),
    el(
      'tbody',
      {},
      ...rows.map((row) =>
        el(
          'tr',
          {},
          el('td', {}, row.label),
          el('td', { dir: 'ltr' }, row.pays),
          el('td', { dir: 'ltr', testid: row.rtpTestid }, `${row.rtp} %`),
        ),
      ),
    ),
  );
}

/** A dialog whose last child is its close button. */
export function helpDialog(
  testid: string,
  closeLabel: string,
  ...children: Array<Node | string>
): HTMLDialogElement {
  const close = el('button', { type: 'button' }, closeLabel);
  const dialog = el('dialog', { testid }, ...children, close);
  close.addEventListener('click', () => dialog.close());
  return dialog;
}
