/**
 * The only messages the blackjack socket accepts, checked field by field and never coerced: a
 * deal `{type:'deal', amount, clientSeed}` (amount in integer millimes, the client seed 1–64
 * characters of [A-Za-z0-9_-]) and a decision `{type:'action', round, action}`. Anything else is
 * refused with the field at fault before the database is read.
 */
import type { Action } from './rules';

export type BlackjackMessage =
  | { type: 'deal'; amount: number; clientSeed: string }
  | { type: 'action'; round: number; action: Action };

const ACTIONS: readonly Action[] = ['hit', 'stand', 'double', 'split', 'insure', 'decline'];
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export function parseBlackjackMessage(
  text: string,
): { ok: true; message: BlackjackMessage } | { ok: false; detail: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'a JSON object is expected' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, detail: 'a JSON object is expected' };
  const message = value as Record<string, unknown>;
  const fields =
    message.type === 'deal' ? ['type', 'amount', 'clientSeed'] : ['type', 'round', 'action'];
  if (message.type !== 'deal' && message.type !== 'action')
    return { ok: false, detail: 'type: deal or action' };
  const extra = Object.keys(message).find((key) => !fields.includes(key));
  if (extra !== undefined) return { ok: false, detail: `${extra}: not a field of this message` };
  const missing = fields.find((key) => !(key in message));
  if (missing !== undefined) return { ok: false, detail: `${missing}: required` };
  if (message.type === 'deal') {
    if (!Number.isSafeInteger(message.amount) || (message.amount as number) < 1)
      return { ok: false, detail: 'amount: an integer number of millimes' };
    if (typeof message.clientSeed !== 'string' || !CLIENT_SEED.test(message.clientSeed))
      return { ok: false, detail: 'clientSeed: 1–64 characters of A–Z, a–z, 0–9, _ and -' };
    return {
      ok: true,
      message: { type: 'deal', amount: message.amount as number, clientSeed: message.clientSeed },
    };
  }
  if (!Number.isSafeInteger(message.round) || (message.round as number) < 1)
    return { ok: false, detail: 'round: a round id' };
  if (!ACTIONS.includes(message.action as Action))
    return { ok: false, detail: `action: one of ${ACTIONS.join(', ')}` };
  return {
    ok: true,
    message: { type: 'action', round: message.round as number, action: message.action as Action },
  };
}
