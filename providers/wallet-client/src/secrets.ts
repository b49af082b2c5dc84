/**
 * Where a provider's signing secret comes from: `<PROVIDER>_SECRET`, else `PROVIDER_SECRETS`
 * (JSON `{"studio": "…"}`), else — in development only — the per-install file the API generates
 * (`var/provider-secrets.json`, see api/src/dev-secrets.ts). Production never reads that file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo>/var`, where the API writes development secrets and local databases. */
export const REPO_VAR_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../var',
);

const MIN_LENGTH = 32;

export class SecretError extends Error {}

export function providerSecret(
  provider: string,
  env: NodeJS.ProcessEnv = process.env,
  varDir = REPO_VAR_DIR,
): string {
  const variable = `${provider.toUpperCase()}_SECRET`;
  const fromVariable = env[variable]?.trim();
  if (fromVariable) return checked(fromVariable, variable);
  if (env.PROVIDER_SECRETS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.PROVIDER_SECRETS);
    } catch {
      throw new SecretError('PROVIDER_SECRETS: expected JSON like {"studio":"…"}');
    }
    const value = (parsed as Record<string, unknown>)[provider];
    if (typeof value === 'string') return checked(value, `PROVIDER_SECRETS.${provider}`);
  }
  if (env.NODE_ENV === 'production')
    throw new SecretError(`${variable}: required in production (32 to 512 characters)`);
  const file = path.join(varDir, 'provider-secrets.json');
  if (!existsSync(file)) {
    throw new SecretError(
      `${variable} is not set and ${file} does not exist: start the API once (it generates development secrets)`,
    );
  }
  const value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[provider];
  if (typeof value !== 'string') throw new SecretError(`${file} has no secret for "${provider}"`);
  return checked(value, file);
}

function checked(value: string, origin: string): string {
  if (value.length < MIN_LENGTH || value.length > 512)
    throw new SecretError(`${origin}: a secret has 32 to 512 characters`);
  return value;
}
