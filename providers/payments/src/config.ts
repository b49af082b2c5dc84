/**
 * The sandbox's settings. Development needs none: its keys come from the per-install file the API
 * writes (`var/payments-sandbox-keys.json`, the first of the two to start writes it), its database
 * is a `payments_sandbox` database on the platform's embedded PostgreSQL (src/db.ts).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535)
    throw new Error(`${name}: expected a port number, got "${value}"`);
  return parsed;
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  if (env.NODE_ENV === 'production')
    throw new Error(
      'the sandbox payment provider moves demo money only: never run it in production',
    );
  const host = env.PAYMENTS_HOST || '127.0.0.1';
  const listen = port(env.PAYMENTS_PORT, 3420, 'PAYMENTS_PORT');
  return {
    host,
    port: listen,
    publicUrl: (env.PAYMENTS_PUBLIC_URL || `http://127.0.0.1:${listen}`).replace(/\/+$/, ''),
    keys: sandboxKeys(),
    databaseUrl: env.PAYMENTS_DATABASE_URL || undefined,
    pgDataDir: env.PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg'),
    pgPort: port(env.PG_PORT, 54329, 'PG_PORT'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
