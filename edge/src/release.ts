/**
 * Building and publishing. A remote release builds that one remote into `dist/<version>/` and
 * copies the folder into the site as an immutable version; nothing else is rebuilt or touched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompress } from './precompress';
import {
  federationName,
  REMOTE_PACKAGES,
  remoteEntryPath,
  remoteSiteDir,
  siteDir,
  workspaceRoot,
  type RemotePackage,
} from './paths';
import {
  parsePublication,
  routeConflicts,
  type RemotePublication,
} from '@casino/shared/publication';
import { readRemotesFile, withPromoted, writeRemotesFile } from './remotes-file';
import { assertFirstViewRunnable, sharedReactVersion } from './first-view/release-check';
import { bundlerRuntimeVersion } from '@casino/shared/build/release';
import {
  assertBundlerRuntimeProvided,
  assertServableOnShell,
  servableOnShell,
  assertContractCompatible,
  assertSharedSatisfied,
  assertSlimExportsProvided,
  contractVersionOf,
  deployedShellPlatform,
  REMOTE_BUILT_WITH_FILE,
  SHELL_PLATFORM_FILE,
  shellPlatformOf,
  slimExportsOf,
  versionsOnOtherRuntime,
} from './release-checks';

/** What a remote publishes with its version besides its code: its routes and menu entries. */
export const PUBLICATION_FILE = 'routes.json';

const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A remote that ships a first-view renderer builds it with this configuration (docs/first-view.md). */
export const FIRST_VIEW_CONFIG = 'rsbuild.first-view.config.ts';

function build(packageDir: string, env: Record<string, string> = {}, args: string[] = []): void {
  const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build', ...args], {
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

/** The remote's declared routes and menu, checked (throws with the field at fault). */
export async function readPublication(dir: string, label: string): Promise<RemotePublication> {
  const file = join(dir, PUBLICATION_FILE);
  if (!existsSync(file))
    throw new Error(`${label} has no ${PUBLICATION_FILE}: a remote declares its routes there`);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${label} ${PUBLICATION_FILE} is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parsePublication(json, `${label} ${PUBLICATION_FILE}`);
}

export interface ReleaseOptions {
  /** Build from this checkout of the remote instead of the workspace's (another branch, CI). */
  sourceDir?: string;
}

/** Build `remote` as `version` (default: its package.json version) and upload it to the site. */
export async function releaseRemote(
  remote: RemotePackage,
  requested?: string,
  options: ReleaseOptions = {},
): Promise<ReleaseResult> {
  const packageDir = options.sourceDir ?? join(workspaceRoot, remote);
  const version = requested ?? packageVersion(packageDir);
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a semantic version`);
  const target = remoteSiteDir(remote, version);
  if (existsSync(target)) {
    throw new Error(
      `${remote} ${version} is already released; versions are immutable, pick a new one`,
    );
  }
  // Checked before the build: a release that would publish broken routes or speak a bus contract
  // the promoted shell refuses never starts (release-checks.ts).
  const publication = await readPublication(packageDir, remote);
  const shell = deployedShellPlatform();
  const bundlerRuntime = bundlerRuntimeVersion(packageDir);
  assertContractCompatible(remote, contractVersionOf(packageDir), shell.contractVersion);
  assertBundlerRuntimeProvided(remote, bundlerRuntime, shell);
  assertSlimExportsProvided(remote, slimExportsOf(packageDir), shell);
  build(packageDir, { RELEASE_VERSION: version });
  if (existsSync(join(packageDir, FIRST_VIEW_CONFIG)))
    build(packageDir, { RELEASE_VERSION: version }, ['-c', FIRST_VIEW_CONFIG]);
  // Checked on the built manifest and renderer, before anything reaches the site.
  assertSharedSatisfied(remote, join(packageDir, 'dist', version, 'mf-manifest.json'));
  await assertFirstViewRunnable(
    remote,
    join(packageDir, 'dist', version),
    sharedReactVersion(join(siteDir(), 'shell')),
  );
  await mkdir(target, { recursive: true });
  await cp(join(packageDir, 'dist', version), target, { recursive: true });
  await writeFile(join(target, PUBLICATION_FILE), `${JSON.stringify(publication, null, 2)}\n`);
  await writeFile(join(target, REMOTE_BUILT_WITH_FILE), `${JSON.stringify({ bundlerRuntime })}\n`);
  await precompress(target);
  return { remote, version, dir: target, entry: remoteEntryPath(remote, version) };
}

/**
 * Build the shell and publish it at the site's root (the remotes are untouched). Refused when
 * a version `remotes.json` serves was built for another federation bundler runtime than the new
 * shell provides (its entry would refuse to start), unless `force`: a toolchain upgrade, after
 * which every remote is released again at once.
 */
export async function deployShell(options: { force?: boolean } = {}): Promise<void> {
  const shellDir = join(workspaceRoot, 'shell');
  build(shellDir);
  const platform = shellPlatformOf(shellDir);
  const stranded = versionsOnOtherRuntime(await readRemotesFile(), platform.bundlerRuntime);
  if (stranded.length > 0 && !options.force)
    throw new Error(
      `deploy-shell refused: the new shell provides @module-federation/webpack-bundler-runtime ${platform.bundlerRuntime}, and these versions the site serves need another: ${stranded.join(', ')}. ` +
        'Release them with the same toolchain as the shell, or deploy with --force and release every remote at once.',
    );
  const target = join(siteDir(), 'shell');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(join(shellDir, 'dist'), target, { recursive: true });
  // What releases of remotes are checked against (release-checks.ts).
  await writeFile(join(target, SHELL_PLATFORM_FILE), `${JSON.stringify(platform)}\n`);
  await precompress(target);
}

/** The publication a released version shipped: from the site, or fetched beside a manifest on another origin. */
export async function releasedPublication(
  remote: RemotePackage,
  version: string,
  entry: string,
): Promise<RemotePublication> {
  const dir = remoteSiteDir(remote, version);
  if (existsSync(join(dir, PUBLICATION_FILE))) return readPublication(dir, `${remote} ${version}`);
  if (!/^https?:/.test(entry))
    throw new Error(`${remote} ${version} has no ${PUBLICATION_FILE} in ${dir}`);
  const url = new URL(PUBLICATION_FILE, entry);
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`${remote} ${version}: ${url.href} answered ${response.status}`);
  return parsePublication(await response.json(), `${remote} ${version} ${PUBLICATION_FILE}`);
}

/** The released version `remote` would be served as, with what it publishes. */
export async function releasedVersion(remote: RemotePackage, version: string, baseUrl?: string) {
  const localManifest = join(remoteSiteDir(remote, version), 'mf-manifest.json');
  if (!baseUrl && !existsSync(localManifest)) {
    throw new Error(`${remote} ${version} has not been released (no ${localManifest})`);
  }
  assertServableOnShell(remote, version, remoteSiteDir(remote, version));
  const path = remoteEntryPath(remote, version);
  const entry = baseUrl ? new URL(path, baseUrl).href : path;
  const published = await releasedPublication(remote, version, entry);
  return { version, entry, published };
}

/** Refuses a version whose routes another promoted remote already claims. */
export function assertNoRouteConflict(
  others: Record<string, { published?: RemotePublication }>,
  name: string,
  published: RemotePublication,
): void {
  const publications: Record<string, RemotePublication> = {};
  for (const [other, release] of Object.entries(others)) {
    if (other !== name && release.published) publications[other] = release.published;
  }
  publications[name] = published;
  const conflicts = routeConflicts(publications);
  if (conflicts.length > 0) throw new Error(`Route conflict: ${conflicts.join('; ')}`);
}

/** Point remotes.json at an uploaded version (or at `baseUrl` when it lives on another origin). */
export async function promoteRemote(
  remote: RemotePackage,
  version: string,
  baseUrl?: string,
): Promise<string> {
  const target = await releasedVersion(remote, version, baseUrl);
  const file = await readRemotesFile();
  assertNoRouteConflict(file.remotes, federationName(remote), target.published);
  await writeRemotesFile(withPromoted(file, remote, target, servableOnShell(remote)));
  return target.entry;
}

/**
 * A fresh site from the working tree: the shell, then every remote at its package version. With
 * `only` (what `npm start` found changed), the other pieces of the existing site are kept and the
 * named ones are built again in place, their version folder replaced: a development shortcut, not
 * a release (released versions stay immutable).
 */
export async function buildSite(only?: readonly string[]): Promise<void> {
  const rebuildAll = !only || !existsSync(join(siteDir(), 'remotes.json'));
  if (rebuildAll) await rm(siteDir(), { recursive: true, force: true });
  // Every remote released again right after: their old versions' runtime does not matter.
  const allRemotes = rebuildAll || REMOTE_PACKAGES.every((remote) => only.includes(remote));
  if (rebuildAll || only.includes('shell')) await deployShell({ force: allRemotes });
  for (const remote of REMOTE_PACKAGES) {
    if (!rebuildAll && !only.includes(remote)) continue;
    await rm(remoteSiteDir(remote, packageVersion(join(workspaceRoot, remote))), {
      recursive: true,
      force: true,
    });
    const { version } = await releaseRemote(remote);
    await promoteRemote(remote, version);
  }
}
