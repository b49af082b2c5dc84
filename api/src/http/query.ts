/**
 * Query and body pieces shared by many routes. The client leaves out unset and "All" filters,
 * but older screens send the literal text `null` or an empty string: both mean "none".
 */
import { Type, type TSchema } from '@sinclair/typebox';

const NONE = ['', 'null', 'undefined'];

/** An optional filter holding a positive integer id, or nothing. */
export const OptionalId = Type.Optional(
  Type.String({ pattern: '^(|null|undefined|[0-9]{1,9})$', description: 'integer id; empty or `null` means none' }),
);

/** An optional free-text filter. */
export const OptionalText = Type.Optional(Type.String({ maxLength: 100 }));

export const PageIndex = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
export const PageSize = (fallback: number) => Type.Integer({ minimum: 1, maximum: 100, default: fallback });

export const GameTypeQuery = Type.Optional(
  Type.String({ pattern: '^(|null|undefined|[123])$', description: '1 slots, 2 live casino, 3 crash' }),
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
