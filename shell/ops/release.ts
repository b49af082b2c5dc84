/**
 * Building and publishing. A remote release builds that one remote into `dist/<version>/` and
 * copies the folder into the site as an immutable version; nothing else is rebuilt or touched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { precompress } from './precompress';
import {
  REMOTE_PACKAGES,
  remoteEntryPath,
  remoteSiteDir,
  siteDir,
  workspaceRoot,
  type RemotePackage,
} from './paths';
import { readRemotesFile, withPromoted, writeRemotesFile } from './remotes-file';

const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function build(packageDir: string, env: Record<string, string> = {}): void {
  const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Build of ${packageDir} failed`);
}

export interface ReleaseResult {
  remote: RemotePackage;
  version: string;
  dir: string;
  entry: string;
}

/** Build `remote` as `version` (default: its package.json version) and upload it to the site. */
export async function releaseRemote(remote: RemotePackage, requested?: string): Promise<ReleaseResult> {
  const packageDir = join(workspaceRoot, remote);
  const version = requested ?? packageVersion(packageDir);
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a semantic version`);
  const target = remoteSiteDir(remote, version);
  if (existsSync(target)) {
    throw new Error(`${remote} ${version} is already released; versions are immutable, pick a new one`);
  }
  build(packageDir, { RELEASE_VERSION: version });
  await mkdir(target, { recursive: true });
  await cp(join(packageDir, 'dist', version), target, { recursive: true });
  await precompress(target);
  return { remote, version, dir: target, entry: remoteEntryPath(remote, version) };
}

/** Build the shell and publish it at the site's root (the remotes are untouched). */
export async function deployShell(): Promise<void> {
  const shellDir = join(workspaceRoot, 'shell');
  build(shellDir);
  const target = join(siteDir(), 'shell');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(join(shellDir, 'dist'), target, { recursive: true });
  await precompress(target);
}

/** Point remotes.json at an uploaded version (or at `baseUrl` when it lives on another origin). */
export async function promoteRemote(remote: RemotePackage, version: string, baseUrl?: string): Promise<string> {
  const localManifest = join(remoteSiteDir(remote, version), 'mf-manifest.json');
  if (!baseUrl && !existsSync(localManifest)) {
    throw new Error(`${remote} ${version} has not been released (no ${localManifest})`);
  }
  const path = remoteEntryPath(remote, version);
  const entry = baseUrl ? new URL(path, baseUrl).href : path;
  await writeRemotesFile(withPromoted(await readRemotesFile(), remote, { version, entry }));
  return entry;
}

/** A fresh site from the working tree: the shell, then every remote at its package version. */
export async function buildSite(): Promise<void> {
  await rm(siteDir(), { recursive: true, force: true });
  await deployShell();
  for (const remote of REMOTE_PACKAGES) {
    const { version } = await releaseRemote(remote);
    await promoteRemote(remote, version);
  }
}
