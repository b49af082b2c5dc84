/**
 * Hostile requests for any route, derived from the route's own JSON schemas (what TypeBox emits:
 * objects, strings with patterns and formats, integers with ranges, literals, unions, arrays).
 * Each field is either valid for its schema (biased to edge values: boundaries, long strings,
 * unicode, real ids), absent, or hostile: NUL characters, huge and negative numbers, floats and
 * numbers written as text, unicode oddities, dates PostgreSQL cannot hold, long strings, wrong
 * types, deep nesting, prototype keys. Most cases therefore pass validation with a few extreme
 * values and reach the handlers and the database, which is where a 500 would come from.
 */
import fc from 'fast-check';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** A field left out of the request. */
export const ABSENT = Symbol('absent');
type Value = unknown;

/** Values a real client would send for a field, by name: real game ids, providers, files. */
export type KnownValues = Record<string, readonly unknown[]>;

const nulStrings = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000\u0000\u0000',
    'studio\u0000',
    '1\u0000',
    '2024-01-01\u0000',
  ),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
);
const hugeNumbers = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  -(2 ** 63),
  2 ** 31,
  -(2 ** 31) - 1,
  1e21,
  1e12 + 1,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
  0,
  -1,
  -1000,
  0.1,
  1.5,
  -2.5,
  999_999_999_999,
);
const numbersAsText = fc.constantFrom(
  '1.5',
  '1e3',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '1_000',
  '99999999999999999999',
  '-1',
  '+1',
  ' 1',
  '1 ',
  '٣',
  '１',
  '1,5',
  '00001',
  '9'.repeat(400),
  '1e308',
  '-1e-308',
);
const badDates = fc.constantFrom(
  '99999-01-01',
  '0000-01-01',
  '-271821-04-20',
  '+275760-09-13',
  '2024-02-30',
  '2024-13-01',
  '2024-00-10',
  '1970-01-01T25:00',
  '2024-01-01T00:00:00-99:99',
  '9999-12-31T23:59:59.999999999-14:59',
  '4714-11-24 BC',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'yesterday',
  'allballs',
  '1e10',
  '2024',
  '20240101',
  '٢٠٢٤-٠١-٠١',
);
const unicode = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'ä',
    '😀',
    '\ud800',
    '\udfff',
    'a\ud800b',
    '\u202e',
    'ﷺ',
    'İ',
    'ß',
    '\ufeff',
    '\u2028',
    'Ω'.repeat(60),
    'e\u0301',
  ),
);
const longStrings = fc
  .constantFrom(129, 1_000, 5_000, 70_000)
  .chain((n) =>
    fc.constantFrom(
      'x'.repeat(n),
      '9'.repeat(n),
      'é'.repeat(n),
      '%'.repeat(n),
      '\u0000'.repeat(Math.min(n, 2_000)),
    ),
  );
const injectionish = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '%',
  '_',
  '\\',
  '%%',
  '$1',
  '::int',
  'NULL',
  'null',
  'undefined',
  '',
  ' ',
  '[]',
  '{}',
  'true',
  'false',
  '__proto__',
  'constructor',
  'toString',
  '../../etc/passwd',
  '<script>',
);

function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}
// Deeper values than this cannot even be serialised by the test (JSON.stringify recurses); deeper
// JSON text is sent as a raw body instead (`deepJsonText`).
const deep = fc
  .tuple(fc.constantFrom(10, 100, 1_000), fc.boolean())
  .map(([depth, asArray]) => deeplyNested(depth, asArray));
const wrongTypes = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant({ __proto__: { polluted: true } } as unknown),
  fc.constant(
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}') as unknown,
  ),
  deep,
);

/** JSON text nested far deeper than any serialiser would write (still under the body limit). */
export const deepJsonText = fc
  .constantFrom(10_000, 30_000)
  .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Any hostile value, whatever the field expects. */
export const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  nulStrings,
  hugeNumbers,
  numbersAsText,
  badDates,
  unicode,
  longStrings,
  injectionish,
  wrongTypes,
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

function typesOf(schema: Schema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === 'date-filter') {
    return fc.oneof(
      fc
        .date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString()),
      fc
        .date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom(
        '',
        'null',
        '0001-01-01',
        '9999-12-31',
        '2024-02-29',
        '9999-12-31T23:59:59-14:00',
        '0001-01-01T00:00:00+14:00',
      ),
    );
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }),
    fc
      .constantFrom(
        'x'.repeat(maxLength),
        'é'.repeat(maxLength),
        "'".repeat(maxLength),
        '%_\\'.repeat(Math.floor(maxLength / 3)),
      )
      .filter(fits),
  );
}

/** A value valid for `schema` (biased to edges), or one of the known values of `name`. */
export function validValue(
  schema: Schema,
  name = '',
  known: KnownValues = {},
): fc.Arbitrary<Value> {
  const ownKnown = known[name];
  const fromSchema = validBySchema(schema, known);
  return ownKnown && ownKnown.length > 0
    ? fc.oneof(fc.constantFrom(...ownKnown), fromSchema)
    : fromSchema;
}

function validBySchema(schema: Schema, known: KnownValues): fc.Arbitrary<Value> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((member) => validBySchema(member, known)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<Value> => {
      switch (type) {
        case 'string':
          return validString(schema);
        case 'integer':
          return fc.integer({
            min: Math.max(schema.minimum ?? -(2 ** 53) + 1, Number.MIN_SAFE_INTEGER),
            max: Math.min(schema.maximum ?? 2 ** 53 - 1, Number.MAX_SAFE_INTEGER),
          });
        case 'number':
          return fc.double({
            min: schema.minimum ?? -1e12,
            max: schema.maximum ?? 1e12,
            noNaN: true,
          });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(
            schema.items ? validBySchema(schema.items, known) : fc.jsonValue({ maxDepth: 1 }),
            { maxLength: 3 },
          );
        case 'object':
          return objectValue(schema, known);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

/**
 * A valid value bent just out of shape: a NUL inside it, a date PostgreSQL cannot hold in a date
 * field, a number made text, float, negative or huge. These pass most of the way through.
 */
export function nearlyValid(
  schema: Schema,
  name = '',
  known: KnownValues = {},
): fc.Arbitrary<Value> {
  return validValue(schema, name, known).chain((value): fc.Arbitrary<Value> => {
    if (schema.format === 'date-filter')
      return fc.oneof(badDates, fc.constant(`${String(value)}\u0000`));
    if (typeof value === 'string') {
      return fc.oneof(
        fc.nat({ max: value.length }).map((at) => `${value.slice(0, at)}\u0000${value.slice(at)}`),
        fc.constant(`${value}${'x'.repeat(200)}`),
        fc.constant(value.normalize('NFD').toUpperCase()),
        badDates,
      );
    }
    if (typeof value === 'number') {
      return fc.constantFrom(
        String(value),
        value + 0.5,
        -value - 1,
        value * 1e6,
        value + 2 ** 53,
        `${value}\u0000`,
        [value, value],
      );
    }
    return hostileValue;
  });
}

/**
 * An object for the schema where one or two properties (sometimes any number) are nearly valid,
 * hostile or absent and the others valid: a request wrong in one place gets past validation of
 * the rest, as far as that one value can go. Sometimes extra hostile keys.
 */
export function objectValue(
  schema: Schema,
  known: KnownValues = {},
): fc.Arbitrary<Record<string, Value>> {
  const properties = Object.entries(schema.properties ?? {});
  const indices = properties.map((_, i) => i);
  const valid = fc.tuple(
    ...properties.map(([name, property]) => validValue(property, name, known)),
  );
  const bent = fc.tuple(
    ...properties.map(([name, property]) =>
      fc.oneof(
        { weight: 3, arbitrary: nearlyValid(property, name, known) },
        { weight: 1, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant<Value>(ABSENT) },
      ),
    ),
  );
  const picked = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.subarray(indices, {
        minLength: Math.min(1, indices.length),
        maxLength: Math.min(1, indices.length),
      }),
    },
    { weight: 3, arbitrary: fc.subarray(indices, { maxLength: Math.min(2, indices.length) }) },
    { weight: 2, arbitrary: fc.subarray(indices) },
  );
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant<Record<string, Value>>({}) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom('__proto__', 'constructor', 'a\u0000b', 'kind'),
        ),
        hostileValue,
        { maxKeys: 3 },
      ),
    },
  );
  return fc.tuple(valid, bent, picked, extras).map(([good, bad, chosen, extra]) => {
    const result: Record<string, Value> = { ...extra };
    properties.forEach(([name], i) => {
      const value = chosen.includes(i) ? bad[i] : good[i];
      if (value !== ABSENT) result[name] = value;
    });
    return result;
  });
}

/** A whole body: mostly an object for the schema, sometimes something else entirely. */
export function bodyValue(schema: Schema | undefined, known: KnownValues): fc.Arbitrary<Value> {
  const shaped = schema ? validBySchema(schema, known) : fc.constant<Value>(undefined);
  return fc.oneof(
    { weight: 8, arbitrary: schema?.properties ? objectValue(schema, known) : shaped },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant<Value>(ABSENT) },
  );
}

/** A query-string or path value as text: what a client can actually put in a URL. */
export function asText(value: Value): string | string[] {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Query strings clients and scanners send that no serializer would produce. */
export const rawQueryJunk = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '&&&',
  '==',
  'a[b]=c&a[b][c]=d',
  'a=1&a=2&a=3',
  '?'.repeat(200),
  ';',
  '%C0%AE%C0%AE/',
);

export function queryString(values: Record<string, Value>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const text of [asText(value)].flat()) params.append(key, text);
  }
  return params.toString();
}

/** Header values a client can send (printable ASCII: Node refuses control characters itself). */
export const headerText = fc.oneof(
  fc
    .string({ unit: 'grapheme-ascii', maxLength: 60 })
    .map((s) => [...s].filter((c) => c >= ' ' && c !== '\x7f').join('')),
  fc.constantFrom(
    '',
    ' ',
    '*',
    'null',
    'x'.repeat(4000),
    'fr',
    'ar',
    'en',
    'fr-FR,fr;q=0.9,en;q=0.8',
    'xx-YY;q=0.5',
    '1.2.3.4',
    '999.999.999.999',
    'unknown',
    '::ffff:1.2.3.4',
    '1.2.3.4, 5.6.7.8',
    '[::1]:80',
  ),
);
