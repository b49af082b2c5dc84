/**
 * The operator tool's JSON route over withdrawals: list, approve (pays out), reject with a
 * reason. It answers only `Authorization: Bearer <OPERATOR_TOKEN>`; without the setting it does
 * not exist (404), and a player's session token opens nothing here.
 */
import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import * as repo from './repository';
import { IdParams, OperatorWithdrawal, PaymentErrors } from './schemas';
import { operatorWithdrawalView } from './views';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals';

const tags = ['operator'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const ReasonBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 200 }) },
  { additionalProperties: false },
);

const StatusQuery = Type.Object({
  status: Type.Optional(
    Type.Union([
      Type.Literal('requested'),
      Type.Literal('approved'),
      Type.Literal('paid'),
      Type.Literal('rejected'),
      Type.Literal('failed'),
    ]),
  ),
});

export function registerOperatorPaymentRoutes(app: App, ctx: AppContext): void {
  const deps = ctx.payments;
  const token = deps.config.operatorToken;
  const operator = async (request: FastifyRequest) => {
    if (!token) throw new AppError(404, 'notFound');
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !sameSecret(bearer, token)) throw new AppError(401, 'operatorOnly');
  };
  const reloaded = (id: number) => repo.operatorWithdrawal(deps.db, id);

  app.get(
    '/operator/withdrawals',
    {
      onRequest: operator,
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Withdrawals by status (default: requested), oldest first',
        querystring: StatusQuery,
        response: { 200: Type.Array(OperatorWithdrawal), ...PaymentErrors },
      },
    },
    async (request) =>
      (await repo.withdrawalsByStatus(deps.db, [request.query.status ?? 'requested'])).map(
        operatorWithdrawalView,
      ),
  );

  app.post(
    '/operator/withdrawals/:id/approve',
    {
      onRequest: operator,
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Approve: the provider pays out; a failed payout returns the funds',
        params: IdParams,
        response: { 200: OperatorWithdrawal, ...PaymentErrors },
      },
    },
    async (request) => {
      const row = await approveWithdrawal(deps, Number(request.params.id), 'operator-route');
      return operatorWithdrawalView(await reloaded(row.id));
    },
  );

  app.post(
    '/operator/withdrawals/:id/reject',
    {
      onRequest: operator,
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Reject with a reason: the funds return to the player',
        params: IdParams,
        body: ReasonBody,
        response: { 200: OperatorWithdrawal, ...PaymentErrors },
      },
    },
    async (request) => {
      const row = await rejectWithdrawal(
        deps,
        Number(request.params.id),
        request.body.reason,
        'operator-route',
      );
      return operatorWithdrawalView(await reloaded(row.id));
    },
  );
}
