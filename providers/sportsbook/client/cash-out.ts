/** What a cash-out request's answer means for the player. */
export type CashOutOutcome =
  | { kind: 'paid' }
  | { kind: 'changed'; value: number }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/**
 * The book pays the offer of the moment when it is at least the value the player saw; an offer
 * that fell meanwhile is refused (409 price_changed, with the new value) and must be asked again,
 * not shown silently on the button.
 */
export function cashOutOutcome(status: number, body: Record<string, unknown>): CashOutOutcome {
  if (status === 200) return { kind: 'paid' };
  if (body.status === 'price_changed' && Number.isSafeInteger(body.value))
    return { kind: 'changed', value: body.value as number };
  if (body.status === 'cash_out_unavailable') return { kind: 'unavailable' };
  return { kind: 'failed' };
}

/** The least value the player accepts: the one shown, or any (0) when they chose so. */
export const cashOutFloor = (shown: number, acceptAnyChange: boolean) =>
  acceptAnyChange ? 0 : shown;
