/**
 * `/health` is liveness (the process answers; the database is not asked, so a PostgreSQL outage
 * does not get every instance restarted); `/ready` is readiness (503 while PostgreSQL is
 * unreachable or migrations of this build are not applied). While the server is closing, Fastify
 * itself answers 503 to both.
 */
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { checkReadiness } from './readiness';

const READY_TIMEOUT_MS = 2_000;

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  reason: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String()),
  pending: Type.Optional(Type.Array(Type.String())),
});

export function registerHealthRoutes(app: App, ctx: AppContext): void {
  const tags = ['health'];
  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: database reachable and migrations current (503 otherwise)',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(ctx.db, READY_TIMEOUT_MS);
      if (readiness.ready) return { status: 'ready' as const };
      request.log.warn(readiness, 'not ready');
      const { ready: _ready, ...why } = readiness;
      return reply.code(503).send({ status: 'unavailable' as const, ...why });
    },
  );
}
