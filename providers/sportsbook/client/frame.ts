/**
 * The frame on screen: its layout (tabs, sports, the main column, the bet slip) drawn once, then
 * the main column patched from the state at most once a frame, the slip redrawn on its own
 * changes, and the floating slip kept in view.
 */
import morphdom from 'morphdom';
import { money, odds as formatOdds, parseStake } from './format';
import { slipTotals } from './state';
import type { TextKey } from './texts';
import { mainContent, slipLegs, type Screen } from './views';

const TABS = [
  'home',
  'live',
  'line',
  'favorite',
  'results',
  'calendar',
  'search',
  'my-bets',
] as const;
const SPORTS = ['all', 'football', 'basketball', 'tennis'];

function layout({ locale, base, settings, state }: Screen): string {
  const { t } = locale;
  return `<nav class="tabs" aria-label="Sport">${TABS.map(
    (r) =>
      `<a href="${base}/${r}?${settings}" data-nav="${r}" data-route="${r}">${t(r === 'my-bets' ? 'myBets' : r)}</a>`,
  ).join('')}</nav>
  <div class="sports" role="group">${SPORTS.map((s) => `<button type="button" data-sport="${s}">${t(s as TextKey)}</button>`).join('')}</div>
  <div class="layout"><main id="main"></main>
  <aside id="slip" aria-label="${t('betslip')}">
    <button type="button" class="slip-bar" data-slip-toggle><span>${t('betslip')}</span> <b id="slip-count">0</b> <span id="slip-bar-return"></span></button>
    <div class="slip-body">
      <div class="slip-modes" role="group"><button type="button" data-mode="single">${t('single')}</button><button type="button" data-mode="multi">${t('multi')}</button></div>
      <ul id="slip-legs"></ul>
      <label class="stake">${t('stake')} <input id="stake" inputmode="decimal" autocomplete="off" value="5"> <span>${state.currency}</span></label>
      <p class="sum"><span>${t('totalOdds')}</span> <b id="slip-odds">—</b></p>
      <p class="sum"><span>${t('potential')}</span> <b id="slip-return" data-testid="potential-return">—</b></p>
      <label class="tolerance">${t('tolerance')} <select id="tolerance"><option value="none">${t('toleranceNone')}</option><option value="higher">${t('toleranceHigher')}</option><option value="any">${t('toleranceAny')}</option></select></label>
      <p id="slip-message" role="status"></p>
      <div class="slip-actions"><button type="button" class="ghost" data-clear>${t('clear')}</button><button type="button" class="place" id="place">${t('place')}</button></div>
    </div>
  </aside></div>`;
}

// A list is updated in place, never rebuilt: a price push changes the odds and states of the buttons
// that are there, so a button a player is pressing stays the same element (a rebuilt list made a
// tap whose press and release straddled a push land on the two buttons' common ancestor, and pick
// nothing), the search box keeps its focus and caret, and the page does less work per push. Rows
// and buttons are matched by what they stand for (an event, a selection), not by position, so a
// row that leaves the list never lends its element to its neighbour.
function nodeKey(node: Node): string | undefined {
  if (!(node instanceof HTMLElement)) return undefined;
  const { event, pick, bet } = node.dataset;
  if (pick) return `pick:${pick}`;
  if (bet) return `bet:${bet}`;
  if (event && node.tagName === 'ARTICLE') return `event:${event}`;
  return node.id || undefined;
}

export class FrameView {
  readonly main: HTMLElement;
  readonly slip: HTMLElement;
  readonly stakeInput: HTMLInputElement;
  readonly toleranceSelect: HTMLSelectElement;
  private frameRequested = false;

  constructor(
    readonly app: HTMLElement,
    private readonly screen: Screen,
    private readonly mobile: boolean,
  ) {
    app.removeAttribute('aria-busy');
    app.innerHTML = layout(screen);
    this.main = document.getElementById('main')!;
    this.slip = document.getElementById('slip')!;
    this.stakeInput = document.getElementById('stake') as HTMLInputElement;
    this.toleranceSelect = document.getElementById('tolerance') as HTMLSelectElement;
    this.toleranceSelect.value = screen.state.tolerance;
  }

  /** The stake typed, in millimes, or null while it is not a valid amount. */
  stake(): number | null {
    return parseStake(this.stakeInput.value);
  }

  renderSummary(): void {
    const { state, locale, oddsFormat } = this.screen;
    const { t } = locale;
    const stake = this.stake();
    const count = state.slip.length;
    const { total, potential } = slipTotals(state.slip, state.mode, stake);
    document.getElementById('slip-odds')!.textContent =
      total === null ? '—' : formatOdds(Math.max(total, 100), oddsFormat);
    document.getElementById('slip-return')!.textContent =
      potential === null ? '—' : money(potential, state.currency);
    document.getElementById('slip-bar-return')!.textContent =
      potential === null ? '' : money(potential, state.currency);
    document.getElementById('slip-count')!.textContent = String(count);
    const place = document.getElementById('place') as HTMLButtonElement;
    place.disabled = state.busy || count === 0 || stake === null;
    place.textContent = state.busy ? t('placing') : state.session ? t('place') : t('loginToBet');
  }

  renderSlip(): void {
    const { state } = this.screen;
    document.getElementById('slip-legs')!.innerHTML = slipLegs(this.screen);
    for (const button of this.slip.querySelectorAll<HTMLButtonElement>('[data-mode]'))
      button.setAttribute('aria-pressed', String(button.dataset.mode === state.mode));
    const message = document.getElementById('slip-message')!;
    message.textContent = state.message?.text ?? '';
    message.className = state.message?.kind ?? '';
    this.slip.classList.toggle('open', state.slipOpen);
    this.slip.classList.toggle('has-legs', state.slip.length > 0);
    this.renderSummary();
  }

  /** The main column, the current tab and sport: at most once per animation frame. */
  render(): void {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      const { state } = this.screen;
      morphdom(this.main, `<main>${mainContent(this.screen)}</main>`, {
        childrenOnly: true,
        getNodeKey: nodeKey,
      });
      for (const a of this.app.querySelectorAll<HTMLElement>('[data-route]'))
        a.setAttribute(
          'aria-current',
          String(
            a.dataset.route === state.route ||
              (state.route === 'history' && a.dataset.route === 'my-bets'),
          ),
        );
      for (const b of this.app.querySelectorAll<HTMLElement>('[data-sport]'))
        b.setAttribute('aria-pressed', String(b.dataset.sport === state.sport));
      this.placeFloatingSlip();
    });
  }

  placeFloatingSlip(): void {
    const { main, slip } = this;
    const viewport = this.screen.state.viewport;
    if (!this.mobile) {
      // Desktop: keep the slip in the visible part of the frame, within the frame's content.
      // Bounded by the lists' height, so moving the slip never makes the frame taller.
      const room = main.offsetTop + main.offsetHeight - slip.offsetTop - slip.offsetHeight;
      const offset = viewport ? Math.max(0, Math.min(room, viewport.top + 8 - slip.offsetTop)) : 0;
      slip.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
      return;
    }
    if (!viewport) {
      slip.style.removeProperty('top');
      return;
    }
    const height = slip.offsetHeight;
    const top = Math.max(
      0,
      Math.min(document.body.scrollHeight - height, viewport.top + viewport.height - height),
    );
    slip.style.top = `${top}px`;
  }
}
