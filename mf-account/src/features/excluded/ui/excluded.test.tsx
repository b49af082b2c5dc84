/**
 * The excluded player's screens: what the withdrawal step shows (the cash, the methods, the way
 * to the end only when the API says it may be asked) and what the end step offers for each kind.
 */
import { describe, expect, it } from '@rstest/core';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrowserRouter } from '@casino/shared/router';
import type { ExcludedCashier } from '../../../entities/rg';
import { $cashier, $endEffectiveAt } from '../model';
import { ExcludedWithdraw } from './excluded-withdraw';
import { ExclusionEnd } from './exclusion-end';

const cashierOf = (exclusion: Partial<ExcludedCashier['exclusion']>): ExcludedCashier =>
  ({
    exclusion: {
      kind: 'self_exclusion',
      until: '2026-09-02T10:00:00.000Z',
      end_requestable: false,
      end_effective_at: null,
      ...exclusion,
    },
    withdrawable: 120_500,
    methods: [
      { method: 'konnect', withdrawal: { min: 10_000, max: 3_000_000, daily: 5_000_000 }, fee: 0 },
    ],
    player_daily_withdrawal: 6_000_000,
    withdrawals: [],
  }) as unknown as ExcludedCashier;

/** Rendered with some of the model's stores already holding what the API answered. */
function render(node: ReactNode, values: Array<[unknown, unknown]> = []): HTMLElement {
  const scope = fork({ values: values as never });
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <Provider value={scope}>
      <BrowserRouter>{node}</BrowserRouter>
    </Provider>,
  );
  return holder;
}

const links = (holder: HTMLElement) =>
  [...holder.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('the excluded withdrawal', () => {
  it('shows the exclusion, the withdrawable cash and the payout form', () => {
    const cashier = cashierOf({});
    const holder = render(<ExcludedWithdraw cashier={cashier} />, [[$cashier, cashier]]);
    expect(holder.querySelector('[data-testid="exclusion-state"]')!.textContent).toBe(
      'excluded.state.selfExclusion',
    );
    expect(holder.querySelector('[data-testid="withdrawable"]')!.textContent).toMatch(/120[.,]50/);
    expect(holder.querySelector('input[name="method"][value="konnect"]')).not.toBeNull();
    expect(holder.querySelector('input[name="amount"]')).not.toBeNull();
    expect(holder.querySelector('input[name="account"]')).not.toBeNull();
    expect(links(holder)).toEqual([]);
  });

  it('links to the end request only when the API says it may be asked', () => {
    const cashier = cashierOf({ end_requestable: true });
    const holder = render(<ExcludedWithdraw cashier={cashier} />, [[$cashier, cashier]]);
    expect(links(holder)).toEqual(['/excluded/end']);
  });
});

describe('the end of a self-exclusion', () => {
  const button = (holder: HTMLElement) => holder.querySelector('button')?.textContent ?? null;

  it('offers the request once the term has passed', () => {
    const holder = render(<ExclusionEnd cashier={cashierOf({ end_requestable: true })} />);
    expect(button(holder)).toBe('excluded.end.submit');
  });

  it('says when it ends once asked, and offers nothing more', () => {
    const holder = render(<ExclusionEnd cashier={cashierOf({})} />, [
      [$endEffectiveAt, '2026-09-03T10:00:00.000Z'],
    ]);
    expect(holder.querySelector('[data-testid="exclusion-ends"]')!.textContent).toBe(
      'excluded.end.asked',
    );
    expect(button(holder)).toBeNull();
  });

  it('explains why not for a time-out, a running one and a permanent one', () => {
    for (const [exclusion, text] of [
      [{ kind: 'timeout' as const }, 'excluded.end.timeout'],
      [{}, 'excluded.end.notYet'],
      [{ until: null }, 'excluded.end.permanent'],
    ] as const) {
      const holder = render(<ExclusionEnd cashier={cashierOf(exclusion)} />);
      expect(holder.querySelector('[data-testid="exclusion-end-unavailable"]')!.textContent).toBe(
        text,
      );
      expect(button(holder)).toBeNull();
    }
  });
});
