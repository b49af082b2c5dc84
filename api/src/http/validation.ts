/**
 * Request validation in one place. Query strings, params and headers arrive as text and are
 * coerced; JSON bodies are checked as sent, so `"5"` or `true` is never taken for an amount.
 * On top of every route's schema, one rule for every part of every request: no string, value or
 * key, may hold a NUL character or an unpaired UTF-16 surrogate (PostgreSQL text cannot store
 * either: it would be a 500 at the database instead of a 400 here).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { DATE_FILTER_FORMAT, isDateFilter } from './query';

function withFormats(ajv: Ajv): Ajv {
  ajv.addFormat(DATE_FILTER_FORMAT, { type: 'string', validate: isDateFilter });
  return ajv;
}

const queryAjv = withFormats(
  new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  }),
);
const bodyAjv = withFormats(
  new Ajv({
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  }),
);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Text PostgreSQL can store: no NUL, no unpaired surrogate (`"\ud800"` in JSON). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (text: string) => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** JSON pointer of the first string (value or key) PostgreSQL could not store, if any; walks without recursion. */
export function unstorablePath(data: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[data, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!storable(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}/${escapePointer(key)}`;
        if (!storable(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

function unstorableError(instancePath: string): ErrorObject {
  return {
    instancePath,
    schemaPath: '#',
    keyword: 'text',
    params: {},
    message: 'must not contain a NUL character or an unpaired surrogate',
  };
}

/** Fastify's validator compiler: the route's schema, then the storable-text rule. */
export const compileValidator: FastifySchemaCompiler<FastifySchema> = ({ httpPart, schema }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : queryAjv).compile(
    schema as object,
  );
  const check = (data: unknown): boolean => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const path = unstorablePath(data);
    check.errors = path === undefined ? null : [unstorableError(path)];
    return path === undefined;
  };
  check.errors = null as ErrorObject[] | null | undefined;
  return check;
};
