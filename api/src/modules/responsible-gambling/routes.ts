/**
 * The player's responsible-gambling routes (docs/responsible-gambling.md): limits and their
 * confirmation, the reality-check interval, the limits prompt, time-out and self-exclusion, the
 * session's clock and net, and the account statement. Every route acts on the token's own player
 * only (no route takes a player id), and every change goes through the services that record it.
 */
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { checkCredentials, LoginLockedError } from '../auth/service';
import { sessionActivity, statement, statementCsv } from './activity';
import { registerExcludedPayoutRoutes } from './excluded-payout';
import { deviceTokenOf } from '../auth/known-device';
import { exclusionView, requestExclusionEnd, startExclusion } from './exclusions';
import { confirmLimit, limitsView, setLimit } from './limits';
import { REALITY_CHECK_MAX_MINUTES, STATEMENT_MONTHS } from './rules';
import {
  ConfirmLimitBody,
  EndRequestBody,
  ExclusionBody,
  ExclusionView,
  LimitsPromptBody,
  Overview,
  RealityCheckBody,
  RgErrors,
  SessionAnswer,
  SetLimitAnswer,
  SetLimitBody,
  StatementAnswer,
  StatementQuery,
} from './schemas';
import { answerLimitsPrompt, setRealityCheck, settingsOf } from './settings';
import { Message } from '../../http/query';
import { Type } from '@sinclair/typebox';

const tags = ['responsible gambling'];
const player = { auth: 'required' as const };

/** A flood guard per session: changes are rare, a burst is a script. */
const perSession = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
});

/** The statement's period: whole UTC days, start before end, within the last 12 months. */
export function statementPeriod(from: string, to: string, now: Date): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const earliest = new Date(now);
  earliest.setUTCMonth(earliest.getUTCMonth() - STATEMENT_MONTHS);
  earliest.setUTCHours(0, 0, 0, 0);
  const valid =
    !Number.isNaN(start.getTime()) &&
    !Number.isNaN(end.getTime()) &&
    start.toISOString().startsWith(from) &&
    start < end &&
    start >= earliest &&
    start <= now;
  if (!valid) throw new AppError(400, 'rgStatementPeriod', {}, { code: 'bad_period' });
  return { start, end };
}

export function registerResponsibleGamblingRoutes(app: App, ctx: AppContext): void {
  const { db, config } = ctx;
  registerExcludedPayoutRoutes(app, ctx);

  async function overview(playerId: number) {
    const now = ctx.now();
    const settings = await settingsOf(db, playerId);
    return {
      now: now.toISOString(),
      limits: await limitsView(db, playerId, now),
      ...settings,
      reality_check_range: { min: config.realityCheckMinMinutes, max: REALITY_CHECK_MAX_MINUTES },
    };
  }

  app.get(
    '/responsible-gambling',
    {
      config: player,
      schema: {
        tags,
        summary: 'Limits with use, remaining and reset time, pending raises, settings',
        response: { 200: Overview, ...RgErrors },
      },
    },
    async (request) => overview(request.player!.playerId),
  );

  app.put(
    '/responsible-gambling/limits',
    {
      config: { ...player, rateLimit: perSession(60) },
      schema: {
        tags,
        summary: 'Set, lower, raise or remove (amount null) one limit',
        body: SetLimitBody,
        response: { 200: SetLimitAnswer, ...RgErrors },
      },
    },
    async (request) => {
      const { playerId } = request.player!;
      const now = ctx.now();
      const result = await setLimit(db, { playerId, ...request.body, actor: 'player', now });
      return { ...result, limits: await limitsView(db, playerId, now) };
    },
  );

  app.post(
    '/responsible-gambling/limits/confirm',
    {
      config: { ...player, rateLimit: perSession(60) },
      schema: {
        tags,
        summary: 'Confirm a pending raise or removal after its 24-hour cooling-off',
        body: ConfirmLimitBody,
        response: { 200: Overview, ...RgErrors },
      },
    },
    async (request) => {
      const { playerId } = request.player!;
      await confirmLimit(db, { playerId, ...request.body, actor: 'player', now: ctx.now() });
      return overview(playerId);
    },
  );

  app.put(
    '/responsible-gambling/reality-check',
    {
      config: { ...player, rateLimit: perSession(60) },
      schema: {
        tags,
        summary: 'Reality-check interval in minutes (null = none)',
        body: RealityCheckBody,
        response: { 200: Overview, ...RgErrors },
      },
    },
    async (request) => {
      const { playerId } = request.player!;
      const { minutes } = request.body;
      const min = config.realityCheckMinMinutes;
      if (minutes !== null && (minutes < min || minutes > REALITY_CHECK_MAX_MINUTES))
        throw new AppError(400, 'rgRealityCheckRange', { min, max: REALITY_CHECK_MAX_MINUTES });
      await setRealityCheck(db, playerId, minutes, ctx.now());
      return overview(playerId);
    },
  );

  app.post(
    '/responsible-gambling/limits-prompt',
    {
      config: player,
      schema: {
        tags,
        summary: 'Answer the prompt to set limits before the first deposit: set or skipped',
        body: LimitsPromptBody,
        response: { 200: Overview, ...RgErrors },
      },
    },
    async (request) => {
      const { playerId } = request.player!;
      await answerLimitsPrompt(db, playerId, request.body.choice, ctx.now());
      return overview(playerId);
    },
  );

  app.post(
    '/responsible-gambling/exclusion',
    {
      config: { ...player, rateLimit: perSession(20) },
      schema: {
        tags,
        summary: 'Take a time-out or self-exclude, at once: every session of the player ends',
        body: ExclusionBody,
        response: { 200: ExclusionView, ...RgErrors },
      },
    },
    async (request) => {
      const started = await startExclusion(db, {
        playerId: request.player!.playerId,
        duration: request.body.duration,
        actor: 'player',
        now: ctx.now(),
      });
      return exclusionView(started);
    },
  );

  app.post(
    '/responsible-gambling/exclusion/end-request',
    {
      config: {
        errorField: true,
        rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary:
          "Ask for the end of a self-exclusion whose term has passed (with the player's credentials: they cannot log in); it ends 24 hours later",
        body: EndRequestBody,
        response: {
          200: ExclusionView,
          400: Message,
          401: Type.Object({ message: Type.String(), error: Type.String() }),
          403: Type.Object({ message: Type.String(), error: Type.String() }),
          409: Type.Object({
            message: Type.String(),
            error: Type.String(),
            code: Type.Optional(Type.String()),
            until: Type.Optional(Type.String()),
          }),
          429: Message,
        },
      },
    },
    async (request, reply) => {
      let found;
      try {
        // As the login: the player's known device is not locked out by others' failures.
        found = await checkCredentials(ctx, {
          ...request.body,
          address: request.ip,
          device: deviceTokenOf(request),
        });
      } catch (error) {
        if (!(error instanceof LoginLockedError)) throw error;
        reply.header('Retry-After', String(error.retryAfterSeconds));
        throw new AppError(429, 'tooManyRequests');
      }
      return exclusionView(await requestExclusionEnd(db, found.id, ctx.now()));
    },
  );

  app.get(
    '/responsible-gambling/session',
    {
      config: player,
      schema: {
        tags,
        summary: "This login session's start, stakes, wins and net, and the reality-check interval",
        response: { 200: SessionAnswer, ...RgErrors },
      },
    },
    async (request) => {
      const { playerId, sessionId } = request.player!;
      const activity = await sessionActivity(db, sessionId);
      const settings = await settingsOf(db, playerId);
      return {
        now: ctx.now().toISOString(),
        ...activity,
        reality_check_minutes: settings.reality_check_minutes,
      };
    },
  );

  app.get(
    '/responsible-gambling/statement',
    {
      config: player,
      schema: {
        tags,
        summary: 'Deposits, withdrawals, stakes, wins and net per day of a period (last 12 months)',
        querystring: StatementQuery,
        response: { 200: StatementAnswer, ...RgErrors },
      },
    },
    async (request) => {
      const { start, end } = statementPeriod(request.query.from, request.query.to, ctx.now());
      return statement(db, request.player!.playerId, start, end);
    },
  );

  app.get(
    '/responsible-gambling/statement.csv',
    {
      config: player,
      schema: {
        tags,
        summary: 'The same statement as CSV (TND, three decimals)',
        querystring: StatementQuery,
        response: { 200: Type.String(), ...RgErrors },
      },
    },
    async (request, reply) => {
      const { start, end } = statementPeriod(request.query.from, request.query.to, ctx.now());
      const data = await statement(db, request.player!.playerId, start, end);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statement-${request.query.from}-${request.query.to}.csv"`,
        )
        .send(statementCsv(data));
    },
  );
}
