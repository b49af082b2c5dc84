/** Where things are on disk: the workspace, each remote's package, and the deployed site. */
import { join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '..', '..');

/** The deployed site (the CDN stand-in): shell files, versioned remotes, remotes.json. */
export function siteDir(): string {
  return resolve(process.env.SITE_DIR ?? join(workspaceRoot, 'var', 'site'));
}

export const REMOTE_PACKAGES = ['mf-home', 'mf-casino', 'mf-sport', 'mf-account'] as const;
export type RemotePackage = (typeof REMOTE_PACKAGES)[number];

export function isRemotePackage(value: string): value is RemotePackage {
  return (REMOTE_PACKAGES as readonly string[]).includes(value);
}

/** mf-casino -> mf_casino, the name the federation runtime knows it by. */
export function federationName(remote: RemotePackage): string {
  return remote.replace('-', '_');
}

export function remoteSiteDir(remote: RemotePackage, version: string): string {
  return join(siteDir(), 'remotes', remote, version);
}

export function remoteEntryPath(remote: RemotePackage, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}
