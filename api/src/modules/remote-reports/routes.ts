/**
 * Remote version reports, for canary releases (docs/release-model.md#canary). The shell reports,
 * once per page, which version of each remote it mounted (`load`), which failed to load or mount
 * (`load_failure`) and which threw an uncaught error from its own files (`error`); `pnpm ops
 * status` reads the figures.
 *
 * Anyone may report, so a report proves nothing on its own: each is recorded once per client
 * address, version, kind and hour, and figures count distinct addresses. A script that reports
 * errors for another team's version from one address adds at most one to its figures per hour;
 * bodies are checked (known kinds, remote and version shapes, at most 12 reports), and rows are
 * kept a week. Past REPORTS_PER_MINUTE from one address, reports are answered 204 and dropped
 * without touching the database: they could not add to that address's figures anyway, and
 * players behind one busy NAT address must not see failed requests in their browsers. The figures are for the operator only (as /metrics).
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { operatorOnly } from '../metrics/routes';
import { recordReports, versionFigures } from './repository';
import { VersionFiguresQuery, VersionFiguresReply, VersionReportsBody } from './schemas';

/** REMOTE_REPORTS_PER_MINUTE's default. */
export const REPORTS_PER_MINUTE = 20;

/** Reports recorded per address in the current minute; forgotten wholesale when it grows large. */
function minuteBudget(max: number, now = () => Date.now()) {
  let minute = Math.floor(now() / 60_000);
  const used = new Map<string, number>();
  return (address: string): boolean => {
    const current = Math.floor(now() / 60_000);
    if (current !== minute || used.size > 100_000) {
      minute = current;
      used.clear();
    }
    const count = (used.get(address) ?? 0) + 1;
    used.set(address, count);
    return count <= max;
  };
}

export function registerRemoteReportRoutes(app: App, ctx: AppContext): void {
  const mayRead = operatorOnly(ctx);
  const withinBudget = minuteBudget(ctx.config.remoteReportsPerMinute);

  app.post(
    '/remote-reports',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['platform'],
        summary:
          'Report the remote versions this page mounted, failed to load or saw throw (no auth)',
        body: VersionReportsBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      if (!withinBudget(request.ip)) return reply.code(204).send(null);
      const reporter = createHash('sha256').update(`remote-reports\n${request.ip}`).digest();
      await recordReports(ctx.db, reporter, request.body.reports);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/remote-reports',
    {
      schema: {
        hide: true,
        querystring: VersionFiguresQuery,
        response: { 200: VersionFiguresReply },
      },
    },
    async (request) => {
      if (!mayRead(request)) throw new AppError(404, 'notFound');
      const hours = request.query.hours ?? 24;
      return { hours, versions: await versionFigures(ctx.db, hours) };
    },
  );
}
