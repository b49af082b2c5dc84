/**
 * Development provider secrets: random per install, written once to `var/provider-secrets.json`
 * (mode 0600) and read back by every later start, so the API and the local providers agree
 * without a constant anyone could read in the README. Production never comes here.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_VAR_DIR } from './var-dir';

export const DEV_SECRETS_FILE = 'provider-secrets.json';

export function devProviderSecrets(varDir: string = REPO_VAR_DIR): Record<string, string> {
  const file = path.join(varDir, DEV_SECRETS_FILE);
  mkdirSync(varDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const generated = {
    studio: randomBytes(32).toString('hex'),
    sportsbook: randomBytes(32).toString('hex'),
  };
  writeFileSync(draft, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  try {
    // A hard link appears whole or not at all: of several processes starting together, the first
    // one's secrets win and every other reads them complete.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
