/**
 * The sandbox's settings. Development needs none: its keys come from the per-install file the API
 * writes (`var/payments-sandbox-keys.json`, the first of the two to start writes it), its database
 * is a `payments_sandbox` database on the platform's embedded PostgreSQL (src/db.ts).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Port, readEnv } from '@casino/provider-kit';
import { Type } from '@sinclair/typebox';

export const REPO_VAR_DIR = fileURLToPath(new URL('../../../var/', import.meta.url));
export const KEYS_FILE = 'payments-sandbox-keys.json';

export interface SandboxKeys {
  konnectApiKey: string;
  konnectWalletId: string;
  flouciAppToken: string;
  flouciAppSecret: string;
}

export interface SandboxConfig {
  host: string;
  port: number;
  /** The sandbox's own origin as the player's browser reaches it (its payment page). */
  publicUrl: string;
  keys: SandboxKeys;
  databaseUrl?: string;
  pgDataDir: string;
  pgPort: number;
  logLevel: string;
}

/** The keys file, written once per install (mode 0600); the API writes the same one. */
export function sandboxKeys(varDir: string = REPO_VAR_DIR): SandboxKeys {
  const file = path.join(varDir, KEYS_FILE);
  mkdirSync(varDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const generated: SandboxKeys = {
    konnectApiKey: randomBytes(24).toString('hex'),
    konnectWalletId: randomBytes(12).toString('hex'),
    flouciAppToken: randomBytes(16).toString('hex'),
    flouciAppSecret: randomBytes(24).toString('hex'),
  };
  writeFileSync(draft, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SandboxKeys;
}

/** The sandbox's variables, one schema (the provider kit's way of reading the environment). */
const SandboxSettings = Type.Object({
  PAYMENTS_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  PAYMENTS_PORT: Port(3420),
  /** The sandbox's own origin as the player's browser reaches it (its payment page). */
  PAYMENTS_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  PAYMENTS_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  PG_DATA_DIR: Type.String({ minLength: 1, default: path.join(REPO_VAR_DIR, 'pg') }),
  PG_PORT: Port(54329),
  LOG_LEVEL: Type.String({ minLength: 1, default: 'info' }),
});

export function loadSandboxConfig(
  env: NodeJS.ProcessEnv = process.env,
  varDir: string = REPO_VAR_DIR,
): SandboxConfig {
  if (env.NODE_ENV === 'production')
    throw new Error(
      'the sandbox payment provider moves demo money only: never run it in production',
    );
  const { values, problems } = readEnv(SandboxSettings, env);
  if (problems.length > 0) throw new Error(`payments sandbox settings:\n${problems.join('\n')}`);
  return {
    host: values.PAYMENTS_HOST,
    port: values.PAYMENTS_PORT,
    publicUrl: (values.PAYMENTS_PUBLIC_URL ?? `http://127.0.0.1:${values.PAYMENTS_PORT}`).replace(
      /\/+$/,
      '',
    ),
    keys: sandboxKeys(varDir),
    databaseUrl: values.PAYMENTS_DATABASE_URL,
    pgDataDir: values.PG_DATA_DIR,
    pgPort: values.PG_PORT,
    logLevel: values.LOG_LEVEL,
  };
}
