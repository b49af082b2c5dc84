/**
 * The only shapes a shared-round game's socket accepts from a player. Every field is checked as
 * it is, never coerced: numbers are integers (amounts in millimes, multipliers in hundredths),
 * strings are strings, and a message with a field too many, too few or of another type is refused
 * with `bad_message` and the field at fault, before anything is read from the database.
 */
import { PAYOUTS, type BetKind } from '../roulette/rules';

export type Parsed<T> = { ok: true; message: T } | { ok: false; detail: string };

export type CrashMessage =
  { type: 'bet'; amount: number; autoCashout: number | null } | { type: 'cashout' };

export interface RouletteMessage {
  type: 'bet';
  tag: string | null;
  bet: { kind: BetKind; numbers?: number[]; index?: number; amount: number };
}

type Json = Record<string, unknown>;

const MAX_TAG = 64;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const refuse = (detail: string) => ({ ok: false, detail }) as const;

/** The object's keys beyond `allowed`, named; or the first required key missing. */
function strayKey(object: Json, required: string[], optional: string[] = []): string | undefined {
  const extra = Object.keys(object).find((k) => !required.includes(k) && !optional.includes(k));
  if (extra !== undefined) return `${extra}: not a field of this message`;
  const missing = required.find((k) => !(k in object));
  return missing === undefined ? undefined : `${missing}: required`;
}

function json(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function parseCrashMessage(text: string): Parsed<CrashMessage> {
  const message = json(text);
  if (!message) return refuse('a JSON object is expected');
  if (message.type === 'cashout') {
    const stray = strayKey(message, ['type']);
    return stray ? refuse(stray) : { ok: true, message: { type: 'cashout' } };
  }
  if (message.type !== 'bet') return refuse('type: bet or cashout');
  const stray = strayKey(message, ['type', 'amount'], ['autoCashout']);
  if (stray) return refuse(stray);
  if (!isInteger(message.amount)) return refuse('amount: an integer number of millimes');
  const auto = message.autoCashout ?? null;
  if (auto !== null && !isInteger(auto)) return refuse('autoCashout: an integer in hundredths');
  return { ok: true, message: { type: 'bet', amount: message.amount, autoCashout: auto } };
}

export function parseRouletteMessage(text: string): Parsed<RouletteMessage> {
  const message = json(text);
  if (!message) return refuse('a JSON object is expected');
  if (message.type !== 'bet') return refuse('type: bet');
  const stray = strayKey(message, ['type', 'bet'], ['tag']);
  if (stray) return refuse(stray);
  const tag = message.tag ?? null;
  if (tag !== null && (typeof tag !== 'string' || tag.length > MAX_TAG))
    return refuse(`tag: a string of at most ${MAX_TAG} characters`);
  const bet = message.bet;
  if (!isObject(bet)) return refuse('bet: an object');
  const betStray = strayKey(bet, ['kind', 'amount'], ['numbers', 'index']);
  if (betStray) return refuse(`bet.${betStray}`);
  if (typeof bet.kind !== 'string' || !Object.hasOwn(PAYOUTS, bet.kind))
    return refuse('bet.kind: a bet of the table');
  if (!isInteger(bet.amount)) return refuse('bet.amount: an integer number of millimes');
  const { numbers, index } = bet;
  if (
    numbers !== undefined &&
    (!Array.isArray(numbers) || numbers.length > 6 || !numbers.every(isInteger))
  )
    return refuse('bet.numbers: up to 6 integers');
  if (index !== undefined && !isInteger(index)) return refuse('bet.index: an integer');
  return {
    ok: true,
    message: {
      type: 'bet',
      tag,
      bet: {
        kind: bet.kind as BetKind,
        amount: bet.amount,
        ...(numbers !== undefined && { numbers: numbers as number[] }),
        ...(index !== undefined && { index }),
      },
    },
  };
}
