/**
 * What `pnpm ops release` checks before a remote version reaches a player:
 *
 * - its bus contract: the version of `@casino/shared`'s contract the remote is built against
 *   (`BUS_CONTRACT_VERSION` of the `@casino/shared` its package resolves) must be one the
 *   promoted shell mounts (same major, minor not newer; `isContractCompatible`), read from the
 *   deployed shell's `platform.json`; checked before the build;
 * - its federation bundler runtime: a remote's entry runs on the promoted shell's copy of
 *   `@module-federation/webpack-bundler-runtime` (shared/build/bundler-runtime-from-shell.ts) and
 *   refuses to start on another version, so the version the remote builds with must be the one
 *   the deployed shell provides (its `platform.json`); checked before the build;
 * - the names of its slim shared libraries (shared/build/slim-exports.ts): on the page every remote
 *   gets the shell's slim `react-i18next`, `effector-react` and `effector`, which give only the
 *   names the shell's build listed; a remote whose own lists give more would find them
 *   `undefined`; checked before the build against the deployed shell's `platform.json`;
 * - its shared singletons: every singleton of the built `mf-manifest.json` that the shell's share
 *   scope provides (the deployed shell's `mf-manifest.json`) must be satisfied by the shell's
 *   version, or the page would run two copies or refuse the remote; checked after the build,
 *   before anything is copied into the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  bundlerRuntimeVersion,
  isContractCompatible,
  slimExportLists,
} from '@casino/shared/build/release';
import { remoteSiteDir, siteDir, type RemotePackage } from './paths';
import type { RemotesFile, Servable } from './remotes-file';

export const SHELL_PLATFORM_FILE = 'platform.json';
/** What `release` writes beside a released remote: the bundler runtime its entry needs. */
export const REMOTE_BUILT_WITH_FILE = 'built-with.json';

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** The folder of the `@casino/shared` that `packageDir` builds with. */
function sharedDirOf(packageDir: string): string {
  const require = createRequire(join(packageDir, 'package.json'));
  return dirname(require.resolve('@casino/shared/package.json'));
}

/** The bus contract version of the `@casino/shared` that `packageDir` builds against. */
export function contractVersionOf(packageDir: string): string {
  const source = readFileSync(join(sharedDirOf(packageDir), 'src', 'events', 'version.ts'), 'utf8');
  const version = /BUS_CONTRACT_VERSION\s*=\s*'([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error(`${packageDir}: no BUS_CONTRACT_VERSION in its @casino/shared`);
  return version;
}

/** What deploy-shell writes beside the shell, for the checks of later releases of remotes. */
export interface ShellPlatform {
  contractVersion: string;
  /** Version of the federation bundler runtime the shell provides to remote entries. */
  bundlerRuntime?: string;
  /** The names each slim shared library gives on the page (absent: the shell shares them whole). */
  slimExports?: Record<string, string[]>;
}

/** The slim libraries' names the package in `packageDir` builds with. */
export function slimExportsOf(packageDir: string): Record<string, string[]> {
  return slimExportLists(join(sharedDirOf(packageDir), 'build'));
}

/**
 * Names the remote's slim libraries give that the deployed shell's do not: the remote's code may
 * use them, and on the page they would be `undefined`.
 */
export function assertSlimExportsProvided(
  remote: string,
  remoteLists: Record<string, string[]>,
  shell: ShellPlatform,
): void {
  if (!shell.slimExports) return;
  const missing = Object.entries(remoteLists).flatMap(([library, names]) => {
    const provided = shell.slimExports![library];
    if (!provided) return [];
    return names.filter((name) => !provided.includes(name)).map((name) => `${library}.${name}`);
  });
  if (missing.length > 0)
    throw new Error(
      `${remote} may use ${missing.join(', ')}, which the promoted shell's shared libraries do not give: deploy a shell that gives them first; release refused`,
    );
}

/** What the shell in `shellDir` provides: written by deploy-shell as `platform.json`. */
export function shellPlatformOf(shellDir: string): Required<ShellPlatform> {
  return {
    contractVersion: contractVersionOf(shellDir),
    bundlerRuntime: bundlerRuntimeVersion(shellDir),
    slimExports: slimExportsOf(shellDir),
  };
}

/** What the deployed shell speaks and provides (written by deploy-shell). */
export function deployedShellPlatform(): ShellPlatform {
  const file = join(siteDir(), 'shell', SHELL_PLATFORM_FILE);
  if (!existsSync(file))
    throw new Error(
      `No deployed shell in ${siteDir()} (no shell/${SHELL_PLATFORM_FILE}): run deploy-shell first`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as ShellPlatform;
}

/**
 * The remote in `packageDir` builds with the bundler runtime the deployed shell provides, or its
 * entry would refuse to start on the players' pages.
 */
export function assertBundlerRuntimeProvided(
  remote: string,
  remoteVersion: string,
  shell: ShellPlatform,
): void {
  if (shell.bundlerRuntime === undefined)
    throw new Error(
      `${remote} runs on the shell's federation bundler runtime, and the deployed shell does not provide one (deployed before it did): deploy-shell first; release refused`,
    );
  if (shell.bundlerRuntime !== remoteVersion)
    throw new Error(
      `${remote} builds with @module-federation/webpack-bundler-runtime ${remoteVersion}; the promoted shell provides ${shell.bundlerRuntime}: release refused`,
    );
}

export function assertContractCompatible(
  remote: string,
  remoteContract: string,
  shellContract: string,
): void {
  if (!isContractCompatible(shellContract, remoteContract)) {
    throw new Error(
      `${remote} is built against bus contract ${remoteContract}; the promoted shell speaks ${shellContract} ` +
        "(same major and a minor no newer than the shell's are required): release refused",
    );
  }
}

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** `version` satisfies `range`: `^x.y.z`, `~x.y.z`, `>=x.y.z`, `x.y.z` or `*` (what our builds declare). */
export function satisfies(version: string, range: string): boolean {
  const have = parseVersion(version);
  if (!have) return false;
  const trimmed = range.trim();
  if (trimmed === '*' || trimmed === '') return true;
  const match = /^(\^|~|>=|=)?\s*(\d+\.\d+\.\d+(?:[-+].*)?)$/.exec(trimmed);
  const want = match ? parseVersion(match[2]!) : null;
  if (!match || !want) throw new Error(`Unsupported version range "${range}"`);
  const operator = match[1] ?? '=';
  if (compare(have, want) < 0) return false;
  if (operator === '>=') return true;
  if (operator === '=') return compare(have, want) === 0;
  if (operator === '~') return have[0] === want[0] && have[1] === want[1];
  // ^: same major (for 0.x, same minor), not lower.
  return want[0] === 0 ? have[0] === 0 && have[1] === want[1] : have[0] === want[0];
}

function sharedOf(manifestPath: string): SharedEntry[] {
  return (
    (JSON.parse(readFileSync(manifestPath, 'utf8')) as { shared?: SharedEntry[] }).shared ?? []
  );
}

/** Singletons the remote requires that the shell's share scope provides at a version outside the range. */
export function unsatisfiedSingletons(
  remoteShared: SharedEntry[],
  shellShared: SharedEntry[],
): string[] {
  const provided = new Map(shellShared.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const entry of remoteShared) {
    if (!entry.singleton || !entry.requiredVersion) continue;
    const shellVersion = provided.get(entry.name);
    if (shellVersion !== undefined && !satisfies(shellVersion, entry.requiredVersion)) {
      problems.push(`${entry.name} ${entry.requiredVersion} (the shell shares ${shellVersion})`);
    }
  }
  return problems;
}

export function assertSharedSatisfied(remote: string, remoteManifest: string): void {
  const shellManifest = join(siteDir(), 'shell', 'mf-manifest.json');
  if (!existsSync(shellManifest))
    throw new Error(`No deployed shell manifest (${shellManifest}): run deploy-shell first`);
  const problems = unsatisfiedSingletons(sharedOf(remoteManifest), sharedOf(shellManifest));
  if (problems.length > 0) {
    throw new Error(
      `${remote} requires shared singletons the shell cannot provide: ${problems.join('; ')}: release refused`,
    );
  }
}

/** The bundler runtime a version released in `dir` was built for (undefined: its own copy). */
export function builtForRuntime(dir: string): string | undefined {
  const record = join(dir, REMOTE_BUILT_WITH_FILE);
  if (!existsSync(record)) return undefined;
  return (JSON.parse(readFileSync(record, 'utf8')) as { bundlerRuntime?: string }).bundlerRuntime;
}

/**
 * Refuses to serve (promote, canary, pin, rollback) a version released in `dir` for another bundler runtime
 * than the deployed shell provides: its entry would refuse to start (after a `deploy-shell
 * --force`, an older version is such a one). A version carrying its own copy, or a site with no
 * shell deployed yet, is not checked.
 */
export function assertServableOnShell(remote: string, version: string, dir: string): void {
  const builtFor = builtForRuntime(dir);
  if (builtFor === undefined || !existsSync(join(siteDir(), 'shell', SHELL_PLATFORM_FILE))) return;
  const provided = deployedShellPlatform().bundlerRuntime;
  if (provided !== builtFor)
    throw new Error(
      `${remote} ${version} was released for @module-federation/webpack-bundler-runtime ${builtFor}; the promoted shell provides ${provided ?? 'none'}: refused`,
    );
}

/**
 * Which versions of `remote` can run on the deployed shell: not one released on this site for
 * another bundler runtime than the shell provides. Keeps such a version out of the last-known-good
 * the shell falls back to by itself. Versions served from another origin, or carrying their own
 * copy, and every version while no shell is deployed, can.
 */
export function servableOnShell(remote: RemotePackage): Servable {
  if (!existsSync(join(siteDir(), 'shell', SHELL_PLATFORM_FILE))) return () => true;
  const provided = deployedShellPlatform().bundlerRuntime;
  return (step) => {
    if (!step.entry.startsWith('/remotes/')) return true;
    const builtFor = builtForRuntime(remoteSiteDir(remote, step.version));
    return builtFor === undefined || builtFor === provided;
  };
}

/**
 * The versions `remotes.json` can serve (promoted, canary, last-known-good) that were released on
 * this site for another bundler runtime than `runtime`: a shell providing `runtime` would leave
 * their entries refusing to start. A version without the record was released before the entries
 * took the shell's runtime: it carries its own and runs on any shell. Versions served from another
 * origin are not checked here.
 */
export function versionsOnOtherRuntime(file: RemotesFile, runtime: string): string[] {
  const found = new Set<string>();
  for (const [remote, release] of Object.entries(file.remotes)) {
    for (const served of [release, release.canary, release.lastKnownGood]) {
      if (!served || !served.entry.startsWith('/remotes/')) continue;
      const builtFor = builtForRuntime(
        remoteSiteDir(remote as Parameters<typeof remoteSiteDir>[0], served.version),
      );
      if (builtFor !== undefined && builtFor !== runtime)
        found.add(`${remote} ${served.version} (built with ${builtFor})`);
    }
  }
  return [...found];
}
