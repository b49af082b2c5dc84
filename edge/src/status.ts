/**
 * `pnpm ops status`: for each remote the promoted version, its last-known-good and canary, and
 * what browsers reported about each version (the API's operator figures, `/api/remote-reports`,
 * read directly from the API, never through the edge).
 */
import type { RemotesFile } from './remotes-file';

interface VersionFigures {
  remote: string;
  version: string;
  loads: number;
  errors: number;
  load_failures: number;
}

async function fetchFigures(apiUrl: string, hours: number): Promise<VersionFigures[] | string> {
  try {
    const response = await fetch(new URL(`/api/remote-reports?hours=${hours}`, apiUrl), {
      headers: process.env.METRICS_TOKEN
        ? { authorization: `Bearer ${process.env.METRICS_TOKEN}` }
        : {},
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return `the API answered ${response.status}`;
    return ((await response.json()) as { versions: VersionFigures[] }).versions;
  } catch (error) {
    return `the API at ${apiUrl} could not be reached (${(error as Error).message})`;
  }
}

function figuresLine(figures: VersionFigures[] | null, remote: string, version: string): string {
  if (!figures) return 'no figures';
  const row = figures.find((entry) => entry.remote === remote && entry.version === version);
  const { loads = 0, errors = 0, load_failures: failures = 0 } = row ?? {};
  return `loads ${loads}, errors ${errors}, load failures ${failures}`;
}

export async function statusReport(
  file: RemotesFile,
  apiUrl: string,
  hours: number,
): Promise<string> {
  const figures = await fetchFigures(apiUrl, hours);
  const known = typeof figures === 'string' ? null : figures;
  const lines: string[] = [];
  for (const [remote, release] of Object.entries(file.remotes)) {
    const routes = release.published?.routes.map((route) => route.path).join(' ') ?? '(none)';
    lines.push(`${remote}`);
    lines.push(
      `  promoted ${release.version}  ${release.entry}  (${figuresLine(known, remote, release.version)})`,
    );
    if (release.canary) {
      const { canary } = release;
      lines.push(
        `  canary   ${canary.version} for ${canary.percent} %  ${canary.entry}  (${figuresLine(known, remote, canary.version)})`,
      );
    }
    if (release.lastKnownGood) lines.push(`  last-known-good ${release.lastKnownGood.version}`);
    lines.push(`  routes   ${routes}`);
  }
  const others = (known ?? []).filter(
    (row) =>
      !Object.entries(file.remotes).some(
        ([remote, release]) =>
          remote === row.remote && [release.version, release.canary?.version].includes(row.version),
      ),
  );
  for (const row of others)
    lines.push(
      `${row.remote} ${row.version} (not served now): ${figuresLine(known, row.remote, row.version)}`,
    );
  lines.push(
    typeof figures === 'string'
      ? `Reports: unavailable, ${figures}.`
      : `Reports: distinct client addresses over the last ${hours} h (${apiUrl}/api/remote-reports).`,
  );
  return lines.join('\n');
}
