/**
 * The only messages the poker socket accepts, checked field by field and never coerced: a deal
 * `{type:'deal', ante, aaBonus, clientSeed}` (amounts in integer millimes, the AA bonus 0 when not
 * placed, the client seed 1–64 characters of [A-Za-z0-9_-]) and a decision
 * `{type:'action', round, action}` (`call` or `fold`). Anything else is refused with the field at
 * fault before the database is read.
 */
import type { PokerAction } from './game';

export type PokerMessage =
  | { type: 'deal'; ante: number; aaBonus: number; clientSeed: string }
  | { type: 'action'; round: number; action: PokerAction };

const ACTIONS: readonly PokerAction[] = ['call', 'fold'];
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
const FIELDS = {
  deal: ['type', 'ante', 'aaBonus', 'clientSeed'],
  action: ['type', 'round', 'action'],
};

type Parsed = { ok: true; message: PokerMessage } | { ok: false; detail: string };

export function parsePokerMessage(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'a JSON object is expected' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, detail: 'a JSON object is expected' };
  const message = value as Record<string, unknown>;
  if (message.type !== 'deal' && message.type !== 'action')
    return { ok: false, detail: 'type: deal or action' };
  const fields = FIELDS[message.type];
  const extra = Object.keys(message).find((key) => !fields.includes(key));
  if (extra !== undefined) return { ok: false, detail: `${extra}: not a field of this message` };
  const missing = fields.find((key) => !(key in message));
  if (missing !== undefined) return { ok: false, detail: `${missing}: required` };
  return message.type === 'deal' ? parseDeal(message) : parseAction(message);
}

function parseDeal(message: Record<string, unknown>): Parsed {
  const { ante, aaBonus, clientSeed } = message;
  if (!Number.isSafeInteger(ante) || (ante as number) < 1)
    return { ok: false, detail: 'ante: an integer number of millimes' };
  if (!Number.isSafeInteger(aaBonus) || (aaBonus as number) < 0)
    return { ok: false, detail: 'aaBonus: an integer number of millimes, 0 for none' };
  if (typeof clientSeed !== 'string' || !CLIENT_SEED.test(clientSeed))
    return { ok: false, detail: 'clientSeed: 1–64 characters of A–Z, a–z, 0–9, _ and -' };
  return {
    ok: true,
    message: { type: 'deal', ante: ante as number, aaBonus: aaBonus as number, clientSeed },
  };
}

function parseAction(message: Record<string, unknown>): Parsed {
  if (!Number.isSafeInteger(message.round) || (message.round as number) < 1)
    return { ok: false, detail: 'round: a round id' };
  if (!ACTIONS.includes(message.action as PokerAction))
    return { ok: false, detail: `action: one of ${ACTIONS.join(', ')}` };
  return {
    ok: true,
    message: {
      type: 'action',
      round: message.round as number,
      action: message.action as PokerAction,
    },
  };
}
