/**
 * Placing the slip and cashing out, against the book: each bet of the slip is sent under its own
 * request id; a bet refused on price leaves the slip with the odds the book answered; what the
 * book says is shown in the player's words.
 */
import { cashOutFloor, cashOutOutcome } from './cash-out';
import type { FrameView } from './frame';
import { failureText, type Locale } from './labels';
import { requestId, type Api } from './messaging';
import { betGroups, repriceSlip, type SportState } from './state';
import type { Leg } from './view-types';

export interface BettingParts {
  state: SportState;
  api: Api;
  view: FrameView;
  locale: Locale;
  cash: (amount: number) => string;
  setBalance: (balance: number | null | undefined) => void;
  loadBets: () => Promise<void>;
  /** A guest tried to bet: the embedding page asks them to log in. */
  loginRequired: () => void;
}

export class Betting {
  constructor(private readonly parts: BettingParts) {}

  private async placeOne(legs: Leg[], stake: number): Promise<boolean> {
    const { state, api, locale, cash, setBalance } = this.parts;
    const { status, body } = await api<Record<string, unknown>>('/bets', {
      method: 'POST',
      body: JSON.stringify({
        requestId: requestId(),
        stake,
        tolerance: state.tolerance,
        legs: legs.map(({ event, market, outcome, odds }) => ({ event, market, outcome, odds })),
      }),
    });
    if (status === 200) {
      setBalance(body.balance as number);
      return true;
    }
    if (body.status === 'price_changed' && Array.isArray(body.legs))
      repriceSlip(state, body.legs as Leg[]);
    state.message = { kind: 'error', text: failureText(locale, body, cash) };
    return false;
  }

  async place(): Promise<void> {
    const { state, view, locale, loadBets } = this.parts;
    const stake = view.stake();
    if (stake === null || state.slip.length === 0 || state.busy) return;
    if (!state.session) {
      this.parts.loginRequired();
      return;
    }
    state.busy = true;
    state.message = null;
    view.renderSlip();
    try {
      const placed: Leg[] = [];
      for (const legs of betGroups(state))
        if (await this.placeOne(legs, stake)) placed.push(...legs);
      state.slip = state.slip.filter((leg) => !placed.includes(leg));
      if (placed.length > 0 && state.slip.length === 0) {
        state.message = { kind: 'ok', text: locale.t('placed') };
        state.slipOpen = false;
      }
      void loadBets();
    } finally {
      state.busy = false;
      view.renderSlip();
      view.render();
    }
  }

  async cashOut(id: string, shown: number): Promise<void> {
    const { state, api, locale, cash, setBalance, loadBets } = this.parts;
    const { t } = locale;
    state.cashOutNotice = null;
    const { status, body } = await api<{ balance: number | null; value: number }>(
      `/bets/${id}/cash-out`,
      {
        method: 'POST',
        body: JSON.stringify({ value: cashOutFloor(shown, state.acceptAnyCashOut) }),
      },
    );
    const outcome = cashOutOutcome(status, body as unknown as Record<string, unknown>);
    if (outcome.kind === 'paid') setBalance(body.balance);
    else
      state.cashOutNotice = {
        bet: id,
        text:
          outcome.kind === 'changed'
            ? t('cashOutChanged', { v: cash(outcome.value) })
            : outcome.kind === 'unavailable'
              ? t('cashOutUnavailable')
              : t('error'),
      };
    await loadBets();
  }
}
