/**
 * The only shape a table's socket accepts from a player: `{type:'bet', tag?, bet:{kind, amount}}`.
 * Checked as it is, never coerced (the rule of `src/rounds/messages.ts`): the kind one of the
 * table's bets, the amount an integer number of millimes, no other field.
 */
import type { Parsed } from '../../rounds/messages';

export interface TableBetMessage {
  type: 'bet';
  tag: string | null;
  bet: { kind: string; amount: number };
}

const MAX_TAG = 64;
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const refuse = (detail: string) => ({ ok: false, detail }) as const;

function stray(object: Json, required: string[], optional: string[] = []): string | undefined {
  const extra = Object.keys(object).find((k) => !required.includes(k) && !optional.includes(k));
  if (extra !== undefined) return `${extra}: not a field of this message`;
  const missing = required.find((k) => !(k in object));
  return missing === undefined ? undefined : `${missing}: required`;
}

export function parseTableBetMessage(
  text: string,
  kinds: readonly string[],
): Parsed<TableBetMessage> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return refuse('a JSON object is expected');
  }
  if (!isObject(message)) return refuse('a JSON object is expected');
  if (message.type !== 'bet') return refuse('type: bet');
  const outer = stray(message, ['type', 'bet'], ['tag']);
  if (outer) return refuse(outer);
  const tag = message.tag ?? null;
  if (tag !== null && (typeof tag !== 'string' || tag.length > MAX_TAG))
    return refuse(`tag: a string of at most ${MAX_TAG} characters`);
  const bet = message.bet;
  if (!isObject(bet)) return refuse('bet: an object');
  const inner = stray(bet, ['kind', 'amount']);
  if (inner) return refuse(`bet.${inner}`);
  if (typeof bet.kind !== 'string' || !kinds.includes(bet.kind))
    return refuse('bet.kind: a bet of the table');
  if (typeof bet.amount !== 'number' || !Number.isSafeInteger(bet.amount))
    return refuse('bet.amount: an integer number of millimes');
  return { ok: true, message: { type: 'bet', tag, bet: { kind: bet.kind, amount: bet.amount } } };
}
