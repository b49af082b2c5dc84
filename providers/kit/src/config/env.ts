/**
 * Configuration from the environment through one TypeBox schema: every variable declared once with
 * its type, range and default; values read once at start; every problem reported, one line each,
 * so a misconfigured provider says all that is wrong in one go instead of one error per restart.
 */
import { type Static, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export interface EnvReading<Schema extends TObject> {
  values: Static<Schema>;
  /** `NAME: what is wrong, got "value"`, one per problem; empty when all is well. */
  problems: string[];
}

/**
 * Reads `schema`'s variables from `env`: unset or empty takes the default; a numeric variable's
 * text becomes a number only when it is one (anything else is reported, not coerced to NaN).
 */
export function readEnv<Schema extends TObject>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): EnvReading<Schema> {
  const raw: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const type = (property as { type?: unknown }).type;
    const numeric = type === 'integer' || type === 'number';
    raw[name] = numeric && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  }
  const values = Value.Default(schema, raw) as Static<Schema>;
  const problems: string[] = [];
  for (const error of Value.Errors(schema, values))
    problems.push(`${error.path.slice(1)}: ${error.message}, got "${String(error.value)}"`);
  return { values, problems };
}
