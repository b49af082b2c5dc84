/**
 * Remote version reports (issue 12, canary releases). The shell reports, once per page, which
 * version of each remote it mounted (`load`), which failed to load or mount (`load_failure`) and
 * which threw an uncaught error from its own files (`error`); `pnpm ops status` reads the figures.
 *
 * Anyone may report, so a report proves nothing on its own: each is recorded once per client
 * address, version, kind and hour, and figures count distinct addresses. A script that reports
 * errors for another team's version from one address adds at most one to its figures per hour;
 * bodies are checked (known kinds, remote and version shapes, at most 12 reports), rate-limited
 * per address, and rows are kept a week. The figures are for the operator only (as /metrics).
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { operatorOnly } from '../metrics/routes';
import { recordReports, versionFigures } from './repository';
import { VersionFiguresQuery, VersionFiguresReply, VersionReportsBody } from './schemas';

export const REPORTS_PER_MINUTE = 20;

export function registerRemoteReportRoutes(app: App, ctx: AppContext): void {
  const mayRead = operatorOnly(ctx);

  app.post(
    '/remote-reports',
    {
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => request.ip } },
      bodyLimit: 4096,
      schema: {
        tags: ['platform'],
        summary: 'Report the remote versions this page mounted, failed to load or saw throw (no auth)',
        body: VersionReportsBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
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
