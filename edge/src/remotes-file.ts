/**
 * Reads and writes the deployed remotes.json. A write is atomic (temp file + rename), so a page
 * load never sees half a file. Promoting remembers the previous version as last-known-good.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotePublication } from '@casino/shared/publication';
import { federationName, siteDir, type RemotePackage } from './paths';

export interface RemoteVersion {
  version: string;
  entry: string;
  /** The routes and menu entries this version published (its routes.json). */
  published?: RemotePublication;
}
export interface RemoteRelease extends RemoteVersion {
  lastKnownGood?: RemoteVersion;
  /** A second version for a share of browsers (see canary.ts); promote and rollback end it. */
  canary?: RemoteVersion & { percent: number };
  /** Promoted versions, oldest first; rollback walks back along it. */
  history: RemoteVersion[];
}
export interface RemotesFile {
  remotes: Record<string, RemoteRelease>;
}

export function remotesFilePath(): string {
  return join(siteDir(), 'remotes.json');
}

export async function readRemotesFile(): Promise<RemotesFile> {
  const path = remotesFilePath();
  if (!existsSync(path)) return { remotes: {} };
  return JSON.parse(await readFile(path, 'utf8')) as RemotesFile;
}

export async function writeRemotesFile(file: RemotesFile): Promise<void> {
  const path = remotesFilePath();
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`);
  await rename(temporary, path);
}

/** Whether a version can run on the deployed shell (see release-checks.ts servableOnShell). */
export type Servable = (version: RemoteVersion) => boolean;

/**
 * Point `remote` at `target`; the version it replaces becomes the last-known-good the shell falls
 * back to, or, when that one cannot run on the deployed shell (`servable`), the latest earlier
 * one that can.
 */
export function withPromoted(
  file: RemotesFile,
  remote: RemotePackage,
  target: RemoteVersion,
  servable: Servable = () => true,
): RemotesFile {
  const name = federationName(remote);
  const current = file.remotes[name];
  // The history names versions only; a rollback reads what the version published from its release.
  const earlier = current?.history ?? [];
  const history =
    earlier.at(-1)?.entry === target.entry
      ? earlier
      : [...earlier, { version: target.version, entry: target.entry }];
  const candidates = [
    ...(current && current.entry !== target.entry
      ? [{ version: current.version, entry: current.entry }]
      : []),
    ...(current?.lastKnownGood ? [current.lastKnownGood] : []),
    ...earlier.toReversed(),
  ];
  const previous = candidates.find((step) => step.entry !== target.entry && servable(step));
  return {
    remotes: {
      ...file.remotes,
      [name]: { ...target, ...(previous ? { lastKnownGood: previous } : {}), history },
    },
  };
}

/** The version promoted before the current one, if any. */
export function rollbackTarget(file: RemotesFile, remote: RemotePackage): RemoteVersion | null {
  const current = file.remotes[federationName(remote)];
  if (!current) return null;
  const earlier = current.history.filter((step) => step.entry !== current.entry);
  return earlier.at(-1) ?? null;
}

/**
 * After a rollback the rolled-back version leaves the history, so a second rollback goes further;
 * the last-known-good becomes the latest version before `target` that can run on the deployed
 * shell (`servable`).
 */
export function withRolledBack(
  file: RemotesFile,
  remote: RemotePackage,
  target: RemoteVersion,
  servable: Servable = () => true,
): RemotesFile {
  const name = federationName(remote);
  const current = file.remotes[name];
  if (!current) return file;
  const history = current.history.filter((step) => step.entry !== current.entry);
  const index = history.findLastIndex((step) => step.entry === target.entry);
  const kept = history.slice(0, index + 1);
  const lastKnownGood = kept.slice(0, -1).findLast(servable);
  return {
    remotes: {
      ...file.remotes,
      [name]: { ...target, ...(lastKnownGood ? { lastKnownGood } : {}), history: kept },
    },
  };
}

/** Give `target` to `percent` % of browsers beside the promoted version. */
export function withCanary(
  file: RemotesFile,
  remote: RemotePackage,
  target: RemoteVersion,
  percent: number,
): RemotesFile {
  const name = federationName(remote);
  const current = file.remotes[name];
  if (!current) throw new Error(`${remote} has no promoted version: promote one before a canary`);
  if (current.entry === target.entry)
    throw new Error(`${remote} ${target.version} is already the promoted version`);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error('The canary share is a whole percentage from 1 to 99');
  return { remotes: { ...file.remotes, [name]: { ...current, canary: { ...target, percent } } } };
}

/** The remote without its canary (rollback of a canary). */
export function withoutCanary(file: RemotesFile, remote: RemotePackage): RemotesFile {
  const name = federationName(remote);
  const current = file.remotes[name];
  if (!current?.canary) return file;
  const { canary: _ended, ...rest } = current;
  return { remotes: { ...file.remotes, [name]: rest } };
}
