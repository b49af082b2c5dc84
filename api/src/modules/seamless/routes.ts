/**
 * Seamless wallet for game and sportsbook providers (protocol in api/README.md): authenticate,
 * balance, bet, win, rollback. Every request is HMAC-signed over method, path and body, used once,
 * and names its action in `kind`; every movement is idempotent by reference.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App, AppContext } from '../../context';
import { hashToken } from '../auth/tokens';
import { redeemLaunchToken, sessionBalance } from '../launch/repository';
import {
  MAX_AMOUNT,
  placeBet,
  rollbackBet,
  settleWin,
  type WalletResult,
  type WalletStatus,
} from '../wallet/service';
import { purgeExpiredSignatures } from './accepted-signatures';
import { signedCall } from './signed-call';

type Action = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

const Ref = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' });
const Token = Type.String({ minLength: 16, maxLength: 128 });

const Kind = <A extends Action>(action: A) =>
  Type.Literal(action, { description: 'the action this body is for' });
const TokenBody = <A extends 'authenticate' | 'balance'>(action: A) =>
  Type.Object({ kind: Kind(action), token: Token });
const BetBody = Type.Object({
  kind: Kind('bet'),
  token: Token,
  round: Ref,
  reference: Ref,
  amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT, description: 'millimes' }),
});
const WinBody = Type.Object({
  kind: Kind('win'),
  token: Token,
  round: Ref,
  reference: Ref,
  amount: Type.Integer({
    minimum: 0,
    maximum: MAX_AMOUNT,
    description: 'millimes; 0 closes a lost round',
  }),
  close_round: Type.Optional(Type.Boolean({ default: true })),
});
const RollbackBody = Type.Object({ kind: Kind('rollback'), token: Token, reference: Ref });

const Outcome = Type.Object({
  // Absent only on a 400 from request validation, which carries `message` alone.
  status: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  balance: Type.Optional(Type.Integer()),
  currency: Type.Optional(Type.String()),
  transaction_id: Type.Optional(Type.Integer()),
  replayed: Type.Optional(Type.Boolean()),
  rolled_back: Type.Optional(Type.Integer()),
  limit_kind: Type.Optional(Type.String()),
  limit_period: Type.Optional(Type.String()),
  remaining: Type.Optional(Type.Integer()),
  exclusion: Type.Optional(Type.String()),
  until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const Authenticated = Type.Object({
  status: Type.String(),
  player_id: Type.Integer(),
  username: Type.String(),
  currency: Type.String(),
  balance: Type.Integer(),
  bonus: Type.Integer(),
  game_id: Type.Union([Type.Integer(), Type.Null()]),
  lang: Type.String(),
  session_expires_at: Type.String(),
});
const Params = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{2,32}$' }) });

const HTTP_STATUS: Record<WalletStatus, number> = {
  ok: 200,
  insufficient_funds: 402,
  invalid_token: 401,
  token_expired: 401,
  session_ended: 401,
  player_blocked: 403,
  reference_conflict: 409,
  bet_cancelled: 409,
  round_closed: 409,
  round_settled: 409,
  round_not_found: 404,
  unknown_player: 404,
  limit_reached: 403,
  player_excluded: 403,
};

const MESSAGES: Record<WalletStatus, string> = {
  ok: 'ok',
  insufficient_funds: 'Insufficient funds.',
  invalid_token: 'Unknown session token.',
  token_expired: 'The session has expired.',
  session_ended:
    'The player logged out or their sessions were ended: no new bet; open rounds still settle.',
  player_blocked: 'The player is blocked.',
  reference_conflict: 'This reference was already used for a different request.',
  bet_cancelled: 'This bet was rolled back before it arrived.',
  round_closed: 'The round is already settled.',
  round_settled:
    'The round of this bet already got a win or was settled: a bet is not rolled back after its round paid out.',
  round_not_found: 'Unknown round.',
  unknown_player: 'Unknown player.',
  limit_reached:
    "The stake would pass one of the player's responsible-gambling limits (loss or wager): refused.",
  player_excluded: 'The player is in a time-out or self-exclusion: no bet is taken.',
};

const responses = {
  200: Outcome,
  400: Outcome,
  401: Outcome,
  402: Outcome,
  403: Outcome,
  404: Outcome,
  409: Outcome,
};

/** Signatures whose window has passed are deleted once a window while the API runs. */
function schedulePurge(app: App, { db, config }: AppContext): void {
  const timer = setInterval(() => {
    purgeExpiredSignatures(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'accepted signatures purge failed');
    });
  }, config.signatureWindowSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function registerSeamlessRoutes(app: App, ctx: AppContext): void {
  const { db, config } = ctx;
  schedulePurge(app, ctx);
  const verify = signedCall(config, db);

  function answer(reply: FastifyReply, result: WalletResult) {
    const status = HTTP_STATUS[result.status] ?? 400;
    return reply
      .code(status)
      .send({ ...result, message: MESSAGES[result.status], currency: 'TND' });
  }

  const route = (action: Action) => ({ config: { signed: true }, preValidation: verify(action) });
  const tags = ['seamless wallet'];

  app.post(
    '/wallet/:provider/authenticate',
    {
      ...route('authenticate'),
      schema: {
        tags,
        summary: 'Redeem a launch token: player, currency, balance',
        params: Params,
        body: TokenBody('authenticate'),
        response: { ...responses, 200: Authenticated },
      },
    },
    async (request, reply) => {
      const session = await redeemLaunchToken(
        db,
        hashToken(request.body.token),
        request.params.provider,
        config.gameSessionTtlMinutes,
      );
      if (!session) return answer(reply, { status: 'invalid_token' });
      return {
        status: 'ok',
        player_id: session.player_id,
        username: session.username,
        currency: session.currency,
        balance: session.balance,
        bonus: session.bonus,
        game_id: session.game_id,
        lang: session.lang,
        session_expires_at: session.expires_at.toISOString(),
      };
    },
  );

  app.post(
    '/wallet/:provider/balance',
    {
      ...route('balance'),
      schema: {
        tags,
        summary: 'Current cash balance of the session player',
        params: Params,
        body: TokenBody('balance'),
        response: responses,
      },
    },
    async (request, reply) => {
      const found = await sessionBalance(
        db,
        hashToken(request.body.token),
        request.params.provider,
      );
      if (!found) return answer(reply, { status: 'invalid_token' });
      // A session ended with its login no longer reads the player's balance.
      if (found.ended) return answer(reply, { status: 'session_ended' });
      return { status: 'ok', balance: found.balance, currency: found.currency };
    },
  );

  app.post(
    '/wallet/:provider/bet',
    {
      ...route('bet'),
      schema: {
        tags,
        summary: 'Debit a bet (idempotent by reference)',
        params: Params,
        body: BetBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { token, round, reference, amount } = request.body;
      const result = await placeBet(db, {
        source: request.params.provider,
        reference,
        round,
        amount,
        tokenHash: hashToken(token),
      });
      return answer(reply, result);
    },
  );

  app.post(
    '/wallet/:provider/win',
    {
      ...route('win'),
      schema: {
        tags,
        summary: 'Credit a win; closes the round unless close_round is false',
        params: Params,
        body: WinBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { token, round, reference, amount, close_round: closeRound } = request.body;
      const result = await settleWin(db, {
        source: request.params.provider,
        reference,
        round,
        amount,
        closeRound: closeRound ?? true,
        tokenHash: hashToken(token),
      });
      return answer(reply, result);
    },
  );

  app.post(
    '/wallet/:provider/rollback',
    {
      ...route('rollback'),
      schema: {
        tags,
        summary: 'Refund a bet, by the bet reference',
        params: Params,
        body: RollbackBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await rollbackBet(db, {
        source: request.params.provider,
        betReference: request.body.reference,
        tokenHash: hashToken(request.body.token),
      });
      return answer(reply, result);
    },
  );
}
