/**
 * `remotes.json`, the one file ops edit to release or roll back a remote: for each remote the
 * promoted version's manifest, the routes and menu entries it published, and, when there is one,
 * the last version known to work.
 */
import {
  EMPTY_PUBLICATION,
  parsePublication,
  type RemotePublication,
} from '@casino/shared/publication';

export interface RemoteVersion {
  version: string;
  entry: string;
  /** Routes and menu entries this version published (none when absent). */
  published?: RemotePublication;
}

export interface RemoteRelease extends RemoteVersion {
  lastKnownGood?: RemoteVersion;
}

export type RemotesConfig = Record<string, RemoteRelease>;

/** A publication ops wrote is valid; one that is not costs that remote its routes, not the page. */
function readPublication(name: string, value: unknown): RemotePublication {
  if (value === undefined) return EMPTY_PUBLICATION;
  try {
    return parsePublication(value, `remotes.json ${name}.published`);
  } catch (error) {
    console.warn(error);
    return EMPTY_PUBLICATION;
  }
}

function isRemoteVersion(value: unknown): value is RemoteVersion {
  if (!value || typeof value !== 'object') return false;
  const { version, entry } = value as Partial<RemoteVersion>;
  return typeof version === 'string' && typeof entry === 'string' && entry.length > 0;
}

export function parseRemotesConfig(value: unknown): RemotesConfig {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error('remotes.json has no "remotes" map');
  const config: RemotesConfig = {};
  for (const [name, release] of Object.entries(remotes)) {
    if (!isRemoteVersion(release))
      throw new Error(`remotes.json: "${name}" has no version and entry`);
    const { lastKnownGood } = release as RemoteRelease;
    config[name] = {
      version: release.version,
      entry: release.entry,
      published: readPublication(name, release.published),
      ...(isRemoteVersion(lastKnownGood)
        ? { lastKnownGood: { version: lastKnownGood.version, entry: lastKnownGood.entry } }
        : {}),
    };
  }
  return config;
}

/**
 * Always the current file: a release must reach the very next page load. The edge embeds the
 * file it had when it answered this page (edge/src/first-load.ts); without it, it is fetched.
 */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  const embedded = typeof document === 'undefined' ? null : document.getElementById('remotes-json');
  if (embedded?.textContent) {
    try {
      return parseRemotesConfig(JSON.parse(embedded.textContent));
    } catch (error) {
      console.warn('[platform] the embedded remotes.json is unusable, fetching it', error);
    }
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/** What each remote of the page publishes (the version the page runs). */
export function publicationsOf(config: RemotesConfig): Record<string, RemotePublication> {
  return Object.fromEntries(
    Object.entries(config).map(([remote, release]) => [
      remote,
      release.published ?? EMPTY_PUBLICATION,
    ]),
  );
}
