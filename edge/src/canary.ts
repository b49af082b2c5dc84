/**
 * Canary releases and pinned versions, resolved at the edge for each browser.
 *
 * - A canary gives a second released version of one remote to `percent` % of browsers. Each
 *   browser holds a random bucket 0–99 in the `casino_canary` cookie (set by the edge on its first
 *   request, a year long): bucket < percent runs the canary, so a browser keeps its version
 *   across loads. The promoted version stays its last-known-good.
 * - A tester pins a released version for their own browser with a link ops issue
 *   (`pnpm ops pin <remote> <version>`): `/__pin/<token>`, the token HMAC-signed with the site's
 *   pin secret and expiring; the edge checks it and keeps it as an HttpOnly cookie. A plain
 *   parameter is never read, and a token cannot be forged or extended without the secret.
 *
 * The edge serves each browser the `remotes.json` it should run (`Vary: Cookie`).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePublication } from '@casino/shared/publication';
import {
  isRemotePackage,
  remoteEntryPath,
  remoteSiteDir,
  siteDir,
  type RemotePackage,
} from './paths';
import type { RemoteRelease, RemotesFile, RemoteVersion } from './remotes-file';

export const BUCKET_COOKIE = 'casino_canary';
export const PIN_COOKIE = 'casino_pin';
const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

export interface Canary extends RemoteVersion {
  /** Share of browsers (1–99) that run it. */
  percent: number;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

/** The browser's bucket, or null when it has none (or a value it made up that is not 0–99). */
export function bucketOf(cookies: Record<string, string>): number | null {
  const value = cookies[BUCKET_COOKIE];
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export function newBucket(): number {
  return randomInt(100);
}

/** The site's pin secret: PIN_SECRET, else one generated once beside the site folder (never inside it). */
export function pinSecret(): string {
  const fromEnv = process.env.PIN_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('PIN_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = `${siteDir()}.pin-secret`;
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

export interface Pins {
  /** federation name -> version */
  pins: Record<string, string>;
  /** Unix seconds. */
  expires: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`pin\n${payload}`).digest('base64url');

export function pinToken(pins: Pins, secret = pinSecret()): string {
  const payload = Buffer.from(JSON.stringify(pins)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The pins a token carries, if it is ours, well-formed and not expired. */
export function readPinToken(
  token: string | undefined,
  now = Date.now(),
  secret = pinSecret(),
): Pins | null {
  if (!token || token.length > 2048) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const pins = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Pins;
    if (!Number.isInteger(pins.expires) || pins.expires * 1000 <= now) return null;
    const entries = Object.entries(pins.pins ?? {});
    if (
      entries.some(
        ([remote, version]) => !/^mf_[a-z]{2,20}$/.test(remote) || !VERSION.test(String(version)),
      )
    )
      return null;
    return pins;
  } catch {
    return null;
  }
}

/** mf_casino -> mf-casino, when it is one of ours. */
function packageOf(name: string): RemotePackage | null {
  const remote = name.replace('_', '-');
  return isRemotePackage(remote) ? remote : null;
}

/** A released version as the browser is served it; null when it is not on the site. */
async function releasedOnSite(name: string, version: string): Promise<RemoteVersion | null> {
  const remote = packageOf(name);
  if (!remote || !VERSION.test(version)) return null;
  const dir = remoteSiteDir(remote, version);
  if (!existsSync(join(dir, 'mf-manifest.json')) || !existsSync(join(dir, 'routes.json')))
    return null;
  try {
    const published = parsePublication(
      JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8')),
    );
    return { version, entry: remoteEntryPath(remote, version), published };
  } catch {
    return null;
  }
}

const served = (chosen: RemoteVersion, fallback?: RemoteVersion): RemoteRelease => ({
  version: chosen.version,
  entry: chosen.entry,
  ...(chosen.published ? { published: chosen.published } : {}),
  ...(fallback && fallback.entry !== chosen.entry
    ? { lastKnownGood: { version: fallback.version, entry: fallback.entry } }
    : {}),
  history: [],
});

/**
 * What one browser runs: per remote its pin (if any), else the canary when its bucket falls in
 * the canary's share, else the promoted version. History and canary settings stay on the server.
 */
export async function remotesForBrowser(
  file: RemotesFile,
  bucket: number,
  pins: Pins | null,
): Promise<RemotesFile> {
  const remotes: Record<string, RemoteRelease> = {};
  for (const [name, release] of Object.entries(file.remotes)) {
    const stable: RemoteVersion = {
      version: release.version,
      entry: release.entry,
      ...(release.published ? { published: release.published } : {}),
    };
    const pinned = pins?.pins[name];
    const pinnedRelease = pinned ? await releasedOnSite(name, pinned) : null;
    const canary = release.canary;
    if (pinnedRelease) remotes[name] = served(pinnedRelease, stable);
    else if (canary && bucket < canary.percent) remotes[name] = served(canary, stable);
    else remotes[name] = served(stable, release.lastKnownGood);
  }
  return { remotes };
}
