/**
 * The excluded player's way out with their money (docs/responsible-gambling.md, "Withdrawing while
 * excluded"). A player in a time-out or self-exclusion cannot log in, so each call carries the
 * credentials, checked under the login throttle, and grants nothing that outlives it: no token,
 * no session. Only two things are possible: reading the withdrawable cash and the payout methods,
 * and asking for a withdrawal through the cashier's own service (same limits, same pending-payouts
 * account, same operator approval). A player without an exclusion in force is sent to the login.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { Message } from '../../http/query';
import { formatWait } from '../../i18n/messages';
import { deviceTokenOf } from '../auth/known-device';
import { checkCredentials, LoginLockedError } from '../auth/service';
import type { PaymentMethod } from '../payments/adapter';
import { METHOD_LIMITS } from '../payments/limits';
import { playerWithdrawals } from '../payments/repository';
import { MethodsAnswer, Refusal, WithdrawalBody, WithdrawalView } from '../payments/schemas';
import { withdrawalView } from '../payments/views';
import { requestWithdrawal, withdrawable } from '../payments/withdrawals';
import { normaliseUsername } from '../players/service';
import { endRequestable, exclusionInForce, type ExclusionRow } from './exclusions';
import { EndRequestBody } from './schemas';

const tags = ['responsible gambling'];

const Instant = Type.String({ description: 'ISO 8601, UTC' });
const NullableInstant = Type.Union([Instant, Type.Null()]);

export const ExcludedCashierAnswer = Type.Object({
  exclusion: Type.Object({
    kind: Type.Union([Type.Literal('timeout'), Type.Literal('self_exclusion')]),
    until: NullableInstant,
    end_requestable: Type.Boolean(),
    end_effective_at: NullableInstant,
  }),
  withdrawable: MethodsAnswer.properties.withdrawable,
  methods: Type.Array(
    Type.Object({
      method: MethodsAnswer.properties.methods.items.properties.method,
      withdrawal: MethodsAnswer.properties.methods.items.properties.withdrawal,
      fee: Type.Integer(),
    }),
  ),
  player_daily_withdrawal: Type.Integer(),
  withdrawals: Type.Array(WithdrawalView),
});

const ExcludedWithdrawalBody = Type.Composite([EndRequestBody, WithdrawalBody], {
  additionalProperties: false,
});

const Refusals = {
  400: Message,
  401: Type.Object({ message: Type.String(), error: Type.String() }),
  403: Type.Object({ message: Type.String(), error: Type.String() }),
  409: Refusal,
  422: Refusal,
  429: Message,
};

/**
 * The player these credentials prove, checked under the login throttle exactly as a login is
 * (a wrong password counts; a lock answers 429 with Retry-After), and only while an exclusion is
 * in force: anyone else logs in and uses the cashier.
 */
async function excludedPlayer(
  ctx: AppContext,
  request: FastifyRequest,
  credentials: { username: string; password: string },
  reply: FastifyReply,
): Promise<{ playerId: number; exclusion: ExclusionRow }> {
  let player;
  try {
    player = await checkCredentials(ctx, {
      username: credentials.username,
      password: credentials.password,
      address: request.ip,
      device: deviceTokenOf(request),
    });
  } catch (error) {
    if (!(error instanceof LoginLockedError)) throw error;
    reply.header('Retry-After', String(error.retryAfterSeconds));
    throw new AppError(429, 'loginLocked', {
      wait: formatWait(error.retryAfterSeconds, request.lang),
    });
  }
  const exclusion = await exclusionInForce(ctx.db, player.id, ctx.now());
  if (!exclusion) throw new AppError(409, 'rgNotExcluded', {}, { code: 'not_excluded' });
  return { playerId: player.id, exclusion };
}

/** The login's flood guard: per address and username, after the body is read. */
function credentialRateLimit(ctx: AppContext) {
  return {
    max: ctx.config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip} ${normaliseUsername((request.body as { username: string }).username)}`,
  };
}

export function registerExcludedPayoutRoutes(app: App, ctx: AppContext): void {
  const deps = ctx.payments;

  app.post(
    '/responsible-gambling/exclusion/cashier',
    {
      config: { errorField: true, rateLimit: credentialRateLimit(ctx) },
      schema: {
        tags,
        summary:
          "An excluded player's exclusion, withdrawable cash, payout methods and withdrawals (with the credentials)",
        body: EndRequestBody,
        response: { 200: ExcludedCashierAnswer, ...Refusals },
      },
    },
    async (request, reply) => {
      const { playerId, exclusion } = await excludedPlayer(ctx, request, request.body, reply);
      const now = ctx.now();
      return {
        exclusion: {
          kind: exclusion.kind,
          until: exclusion.ends_at?.toISOString() ?? null,
          end_requestable: endRequestable(exclusion, now),
          end_effective_at: exclusion.end_effective_at?.toISOString() ?? null,
        },
        withdrawable: await withdrawable(deps, playerId),
        methods: (Object.keys(deps.adapters) as PaymentMethod[]).map((method) => ({
          method,
          withdrawal: METHOD_LIMITS[method].withdrawal,
          fee: METHOD_LIMITS[method].fee,
        })),
        player_daily_withdrawal: deps.config.playerDailyWithdrawal,
        withdrawals: (await playerWithdrawals(deps.db, playerId, 20)).map(withdrawalView),
      };
    },
  );

  app.post(
    '/responsible-gambling/exclusion/withdrawals',
    {
      config: { errorField: true, rateLimit: credentialRateLimit(ctx) },
      schema: {
        tags,
        summary:
          'An excluded player asks for a withdrawal (with the credentials): it waits for the operator like any other',
        body: ExcludedWithdrawalBody,
        response: { 200: WithdrawalView, ...Refusals },
      },
    },
    async (request, reply) => {
      const { playerId } = await excludedPlayer(ctx, request, request.body, reply);
      const { method, amount, account } = request.body;
      return withdrawalView(
        await requestWithdrawal(deps, playerId, method, amount, account.trim()),
      );
    },
  );
}
