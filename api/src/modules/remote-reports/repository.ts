/** Reports of remote versions seen by browsers: recorded once per address and hour, counted by address. */
import type { Db } from '../../db/pool';

export interface VersionReportRow {
  remote: string;
  version: string;
  kind: 'load' | 'error' | 'load_failure';
}

export interface VersionFiguresRow {
  remote: string;
  version: string;
  loads: number;
  errors: number;
  load_failures: number;
}

const RETENTION = '7 days';

export async function recordReports(
  db: Db,
  reporter: Buffer,
  reports: VersionReportRow[],
): Promise<void> {
  await db.query(
    `WITH expired AS (DELETE FROM remote_version_reports WHERE hour < now() - interval '${RETENTION}')
     INSERT INTO remote_version_reports (remote, version, kind, hour, reporter)
     SELECT r.remote, r.version, r.kind, date_trunc('hour', now()), $4
       FROM unnest($1::text[], $2::text[], $3::text[]) AS r(remote, version, kind)
     ON CONFLICT DO NOTHING`,
    [
      reports.map((r) => r.remote),
      reports.map((r) => r.version),
      reports.map((r) => r.kind),
      reporter,
    ],
  );
}

export async function versionFigures(db: Db, hours: number): Promise<VersionFiguresRow[]> {
  const { rows } = await db.query<VersionFiguresRow>(
    `SELECT remote, version,
            count(DISTINCT reporter) FILTER (WHERE kind = 'load')::int AS loads,
            count(DISTINCT reporter) FILTER (WHERE kind = 'error')::int AS errors,
            count(DISTINCT reporter) FILTER (WHERE kind = 'load_failure')::int AS load_failures
       FROM remote_version_reports
      WHERE hour >= date_trunc('hour', now()) - make_interval(hours => $1::int - 1)
      GROUP BY remote, version
      ORDER BY remote, version`,
    [hours],
  );
  return rows;
}
