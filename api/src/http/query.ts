/**
 * Query and body pieces shared by many routes. The client leaves out unset and "All" filters,
 * but older screens send the literal text `null` or an empty string: both mean "none".
 */
import { Type, type TSchema } from '@sinclair/typebox';

const NONE = ['', 'null', 'undefined'];

/** An optional filter holding a positive integer id, or nothing. */
export const OptionalId = Type.Optional(
  Type.String({
    pattern: '^(|null|undefined|[0-9]{1,9})$',
    description: 'integer id; empty or `null` means none',
  }),
);

/** An optional free-text filter. */
export const OptionalText = Type.Optional(Type.String({ maxLength: 100 }));

/** Name of the ajv format of date filters (registered by `validation.ts`). */
export const DATE_FILTER_FORMAT = 'date-filter';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE_FILTER =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/**
 * A day (`YYYY-MM-DD`) or an ISO date-time, or one of the "none" spellings. Years run from 0001
 * to 9999 and the day must exist: PostgreSQL's timestamptz holds every such date, so no filter
 * reaches the database as a value it refuses (JavaScript's Date alone takes `99999-01-01`,
 * `-271821-04-20` or `2024-02-30`).
 */
export function isDateFilter(value: string): boolean {
  const text = value.trim();
  if (NONE.includes(text.toLowerCase())) return true;
  const match = DATE_FILTER.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = Array.from(
    { length: 8 },
    (_, i) => Number(match[i + 1] ?? 0),
  ) as [number, number, number, number, number, number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return (
    year >= 1 &&
    daysInMonth !== undefined &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59
  );
}

/** An optional date filter (see `isDateFilter`); empty or `null` means none. */
export const OptionalDate = Type.Optional(
  Type.String({
    format: DATE_FILTER_FORMAT,
    maxLength: 40,
    description: 'YYYY-MM-DD or ISO date-time, years 0001-9999; empty or `null` means unset',
  }),
);

export const PageIndex = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
export const PageSize = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 100, default: fallback });

export const GameTypeQuery = Type.Optional(
  Type.String({
    pattern: '^(|null|undefined|[123])$',
    description: '1 slots, 2 live casino, 3 crash',
  }),
);

export function isNone(value: string | undefined | null): boolean {
  return value === undefined || value === null || NONE.includes(value.trim().toLowerCase());
}

export function optionalInt(value: string | undefined): number | undefined {
  return isNone(value) ? undefined : Number(value);
}

export function optionalText(value: string | undefined): string | undefined {
  return isNone(value) ? undefined : value!.trim();
}

export const Message = Type.Object({ message: Type.String() });

export const ErrorResponses = {
  400: Message,
  401: Message,
  404: Message,
  429: Message,
} satisfies Record<number, TSchema>;
