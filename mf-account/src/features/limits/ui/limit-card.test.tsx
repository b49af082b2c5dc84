/** A limit's card: what it shows of a pending raise, and when it offers to confirm it. */
import { describe, expect, it } from '@rstest/core';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RgLimit } from '../../../entities/rg';
import { limitOf, overviewOf } from '../fixtures';
import { $overview } from '../model';
import { LimitCard } from './limit-card';

const NOW = '2026-03-02T10:00:00.000Z';

function render(limit: RgLimit): HTMLElement {
  const scope = fork({ values: [[$overview, overviewOf(NOW, limit)]] });
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <Provider value={scope}>
      <LimitCard limit={limit} />
    </Provider>,
  );
  return holder;
}

const buttons = (holder: HTMLElement) =>
  [...holder.querySelectorAll('button')].map((button) => button.textContent);

describe('a limit card', () => {
  it('without a limit: "no limit", a field to set one, nothing to remove or confirm', () => {
    const holder = render(limitOf({ kind: 'loss', period: 'day' }));
    expect(holder.querySelector('[data-testid="limit-loss-day-amount"]')!.textContent).toBe(
      'rg.limits.none',
    );
    expect(holder.querySelector('input[name="loss-day"]')).not.toBeNull();
    expect(buttons(holder)).toEqual(['rg.limits.save']);
  });

  it('a raise still cooling off: pending shown, no Confirm button yet', () => {
    const holder = render(
      limitOf({
        kind: 'loss',
        period: 'day',
        amount: 2_000 as never,
        pending: {
          new_amount: 5_000 as never,
          requested_at: '2026-03-02T09:00:00.000Z',
          confirmable_at: '2026-03-03T09:00:00.000Z',
        },
      }),
    );
    expect(holder.querySelector('[data-testid="limit-loss-day-pending"]')).not.toBeNull();
    expect(buttons(holder)).toEqual(['rg.limits.save', 'rg.limits.remove']);
  });

  it('a raise past its cooling-off (by the server clock): Confirm is offered', () => {
    const holder = render(
      limitOf({
        kind: 'loss',
        period: 'day',
        amount: 2_000 as never,
        pending: {
          new_amount: null,
          requested_at: '2026-03-01T09:00:00.000Z',
          confirmable_at: '2026-03-02T09:00:00.000Z',
        },
      }),
    );
    // A pending removal: no second Remove, and the Confirm button.
    expect(buttons(holder)).toEqual(['rg.limits.confirm', 'rg.limits.save']);
  });
});
