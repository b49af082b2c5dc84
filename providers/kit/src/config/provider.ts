/**
 * What every provider is configured with, and how: `<NAME>_HOST`, `<NAME>_PORT`,
 * `<NAME>_WALLET_URL` (else `API_URL`), `<NAME>_DATABASE_URL` (required in production),
 * `PG_DATA_DIR` / `PG_PORT` (the platform's embedded PostgreSQL in development),
 * `<NAME>_FRAME_ANCESTORS`, `<NAME>_SITE_ORIGIN`, `LOG_LEVEL` and the signing secret, declared in
 * one TypeBox schema together with the provider's own settings and read in one pass, so a provider
 * declares only its domain's variables and every problem is reported at once.
 */
import path from 'node:path';
import { providerSecret, REPO_VAR_DIR, SecretError } from '@casino/wallet-client';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { readEnv } from './env';

export interface ProviderBaseConfig {
  production: boolean;
  host: string;
  port: number;
  /** Where the provider's pages live on the site's edge (and on its own server). */
  basePath: string;
  /** Origin of the platform API whose seamless wallet pays. */
  walletUrl: string;
  /** The provider's signing secret for the wallet. */
  secret: string;
  /** Production database; unset = `<name>` on the platform's embedded PostgreSQL. */
  databaseUrl?: string;
  pgDataDir: string;
  pgPort: number;
  /** CSP frame-ancestors of the provider's pages: who may frame them. */
  frameAncestors: string;
  /** The site's origin, the only one the frame talks to by postMessage; default: its own. */
  siteOrigin?: string;
  logLevel: string;
}

/** One line per problem in the environment; the provider does not start. */
export class ProviderConfigError extends Error {}

export const Port = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 65_535, default: fallback });

function baseSchema(prefix: string, defaultPort: number): TProperties {
  return {
    NODE_ENV: Type.Optional(Type.String()),
    [`${prefix}_HOST`]: Type.String({ minLength: 1, default: '127.0.0.1' }),
    [`${prefix}_PORT`]: Port(defaultPort),
    [`${prefix}_WALLET_URL`]: Type.Optional(Type.String({ pattern: '^https?://' })),
    API_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
    [`${prefix}_DATABASE_URL`]: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
    PG_DATA_DIR: Type.String({ minLength: 1, default: path.join(REPO_VAR_DIR, 'pg') }),
    PG_PORT: Port(54329),
    [`${prefix}_FRAME_ANCESTORS`]: Type.String({ minLength: 1, default: "'self'" }),
    [`${prefix}_SITE_ORIGIN`]: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
    LOG_LEVEL: Type.String({ default: 'info' }),
  };
}

export interface ProviderConfigInput<Settings extends TProperties> {
  /** The provider's name as the wallet knows it (`studio`); variables are prefixed `STUDIO_`. */
  name: string;
  defaultPort: number;
  basePath: string;
  /** The provider's own variables, with their ranges and defaults. */
  settings: Settings;
  /** Checks across variables (a minimum above a maximum), as problem lines. */
  check?: (values: Static<TObject<Settings>>) => string[];
}

export function loadProviderConfig<Settings extends TProperties>(
  input: ProviderConfigInput<Settings>,
  env: NodeJS.ProcessEnv = process.env,
): { base: ProviderBaseConfig; settings: Static<TObject<Settings>> } {
  const prefix = input.name.toUpperCase();
  const schema = Type.Object({ ...baseSchema(prefix, input.defaultPort), ...input.settings });
  const { values, problems } = readEnv(schema, env);
  const read = values as Record<string, unknown>;
  const text = (name: string) => read[name] as string | undefined;
  let secret = '';
  try {
    secret = providerSecret(input.name, env);
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    problems.push(error.message);
  }
  const production = text('NODE_ENV') === 'production';
  const databaseUrl = text(`${prefix}_DATABASE_URL`);
  if (production && !databaseUrl) problems.push(`${prefix}_DATABASE_URL: required in production`);
  const settings = values as unknown as Static<TObject<Settings>>;
  if (problems.length === 0 && input.check) problems.push(...input.check(settings));
  if (problems.length > 0) throw new ProviderConfigError(problems.join('\n'));
  return {
    base: {
      production,
      host: text(`${prefix}_HOST`)!,
      port: read[`${prefix}_PORT`] as number,
      basePath: input.basePath,
      walletUrl: text(`${prefix}_WALLET_URL`) ?? text('API_URL') ?? 'http://127.0.0.1:3000',
      secret,
      databaseUrl,
      pgDataDir: text('PG_DATA_DIR')!,
      pgPort: read.PG_PORT as number,
      frameAncestors: text(`${prefix}_FRAME_ANCESTORS`)!,
      siteOrigin: text(`${prefix}_SITE_ORIGIN`),
      logLevel: text('LOG_LEVEL')!,
    },
    settings,
  };
}
