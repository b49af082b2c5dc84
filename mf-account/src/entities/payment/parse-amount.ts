/**
 * What a player types in a money field, in TND, to integer millimes (1 TND = 1000 millimes). The
 * field is free text so every keyboard works: spaces group digits, a comma is a decimal point,
 * Arabic-Indic digits count. Anything else is refused with the reason, never rounded: a fourth
 * decimal would be a fraction of a millime, which no account can hold.
 */
import { millimes, type Millimes } from '@casino/shared/format';

export type AmountProblem = 'empty' | 'negative' | 'tooManyDecimals' | 'notANumber' | 'zero';

export type ParsedAmount = { ok: true; millimes: Millimes } | { ok: false; problem: AmountProblem };

/** Above this the text is not an amount anyone deposits (and stays a safe integer). */
const MAX_DIGITS = 12;

const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

export function parseTndAmount(text: string): ParsedAmount {
  const compact = westernDigits(text)
    .replace(/[\s\u00a0\u202f\u066c]/g, '')
    .replace(/[,\u066b]/g, '.');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (compact.startsWith('-')) return { ok: false, problem: 'negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(compact.replace(/TND$|DT$/i, ''));
  if (!match || (match[1] === '' && !match[2])) return { ok: false, problem: 'notANumber' };
  const [, whole = '', decimals = ''] = match;
  if (decimals.length > 3) return { ok: false, problem: 'tooManyDecimals' };
  if (whole.replace(/^0+/, '').length > MAX_DIGITS) return { ok: false, problem: 'notANumber' };
  const value = Number(whole || '0') * 1000 + Number(decimals.padEnd(3, '0'));
  if (value === 0) return { ok: false, problem: 'zero' };
  return { ok: true, millimes: millimes(value) };
}

/** Millimes back to what the field shows after a preset: "50", "12.5". */
export function amountText(amount: Millimes): string {
  const whole = Math.trunc(amount / 1000);
  const rest = String(amount % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}
