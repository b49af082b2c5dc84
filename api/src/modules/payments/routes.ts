/**
 * The cashier's routes: the methods and their limits, starting and following a deposit, asking
 * for and following withdrawals, and the providers' webhooks. A player only ever sees and settles
 * their own payments (another player's id answers 404, as an unknown one does); a webhook is only
 * a hint: it makes the platform read the payment's status from the provider.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { Message } from '../../http/query';
import type { PaymentMethod } from './adapter';
import { settleDeposit, startDeposit } from './deposits';
import { DEPOSIT_PRESETS, METHOD_LIMITS } from './limits';
import * as repo from './repository';
import {
  DepositBody,
  DepositView,
  IdParams,
  MethodsAnswer,
  PaymentErrors,
  WebhookQuery,
  WithdrawalBody,
  WithdrawalView,
} from './schemas';
import { depositView, withdrawalView } from './views';
import { requestWithdrawal, withdrawable } from './withdrawals';

const tags = ['payments'];

/** A flood guard per session (per address without one): players behind one address do not share it. */
const perSession = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
});

export function registerPaymentRoutes(app: App, ctx: AppContext): void {
  const deps = ctx.payments;
  const player = { auth: 'required' as const };

  app.get(
    '/payments/methods',
    {
      config: player,
      schema: {
        tags,
        summary: 'Payment methods, their limits and fees, presets and the withdrawable cash',
        response: { 200: MethodsAnswer, ...PaymentErrors },
      },
    },
    async (request) => ({
      methods: (Object.keys(deps.adapters) as PaymentMethod[]).map((method) => ({
        method,
        deposit: METHOD_LIMITS[method].deposit,
        withdrawal: METHOD_LIMITS[method].withdrawal,
        fee: METHOD_LIMITS[method].fee,
      })),
      presets: DEPOSIT_PRESETS,
      withdrawable: await withdrawable(deps, request.player!.playerId),
      player_daily: {
        deposit: deps.config.playerDailyDeposit,
        withdrawal: deps.config.playerDailyWithdrawal,
      },
    }),
  );

  app.post(
    '/payments/deposits',
    {
      config: { ...player, rateLimit: perSession(30) },
      schema: {
        tags,
        summary: "Start a deposit: answers the provider's payment page",
        body: DepositBody,
        response: { 200: DepositView, ...PaymentErrors },
      },
    },
    async (request) => {
      const { method, amount } = request.body;
      return depositView(await startDeposit(deps, request.player!.playerId, method, amount));
    },
  );

  app.get(
    '/payments/deposits',
    {
      config: player,
      schema: {
        tags,
        summary: "The player's latest deposits",
        response: { 200: Type.Array(DepositView), ...PaymentErrors },
      },
    },
    async (request) =>
      (await repo.playerDeposits(deps.db, request.player!.playerId, 20)).map(depositView),
  );

  app.get(
    '/payments/deposits/:id',
    {
      config: { ...player, rateLimit: perSession(120) },
      schema: {
        tags,
        summary: 'One deposit; a pending one is first read again from the provider',
        params: IdParams,
        response: { 200: DepositView, ...PaymentErrors },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const own = await repo.depositById(deps.db, id);
      if (!own || own.player_id !== request.player!.playerId) throw new AppError(404, 'notFound');
      return depositView(await settleDeposit(deps, id));
    },
  );

  app.post(
    '/payments/withdrawals',
    {
      config: { ...player, rateLimit: perSession(30) },
      schema: {
        tags,
        summary:
          'Ask for a withdrawal: the amount leaves the cash at once and waits for the operator',
        body: WithdrawalBody,
        response: { 200: WithdrawalView, ...PaymentErrors },
      },
    },
    async (request) => {
      const { method, amount, account } = request.body;
      return withdrawalView(
        await requestWithdrawal(deps, request.player!.playerId, method, amount, account.trim()),
      );
    },
  );

  app.get(
    '/payments/withdrawals',
    {
      config: player,
      schema: {
        tags,
        summary: "The player's latest withdrawals and their status",
        response: { 200: Type.Array(WithdrawalView), ...PaymentErrors },
      },
    },
    async (request) =>
      (await repo.playerWithdrawals(deps.db, request.player!.playerId, 20)).map(withdrawalView),
  );

  // Konnect calls `GET <webhook>?payment_ref=…`, unsigned; a Flouci-shaped notification would come
  // the same way with `payment_id` (the sandbox's Flouci sends none: its payments are heard by the
  // return and the poll). Either only triggers a read of the status from the provider.
  for (const method of ['konnect', 'flouci'] as const) {
    app.get(
      `/payments/${method}/webhook`,
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: `${method}'s payment notification (re-read from the provider, never trusted)`,
          querystring: WebhookQuery,
          response: { 200: Message, ...PaymentErrors },
        },
      },
      async (request) => {
        const ref = request.query.payment_ref ?? request.query.payment_id;
        if (!ref) throw new AppError(400, 'invalidRequest', { detail: 'payment_ref is required' });
        const deposit = await repo.depositByRef(deps.db, method, ref);
        if (!deposit) throw new AppError(404, 'notFound');
        const settled = await settleDeposit(deps, deposit.id);
        return { message: settled.status };
      },
    );
  }
}
