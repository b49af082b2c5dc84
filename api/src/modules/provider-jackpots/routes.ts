/**
 * Provider jackpots (api/README.md, "Provider jackpots"): the studio tells the platform of a
 * pool hit and of its live pool amounts, by calls signed like the seamless wallet's.
 *
 * - `POST /wallet/studio/jackpot` `{kind:'jackpot', token, round, reference, tier, amount}` pays
 *   the hit into the player's cash, records it (LatestJackpot) and raises the player's one-shot
 *   popup, in one ledger call (`wallet_award_jackpot`) keyed by the reference: a retry pays once.
 *   The player is the token's, and only for a round where that player staked: a studio cannot
 *   name another player, and a token cannot claim another player's round.
 * - `POST /wallet/studio/jackpot-pools` `{kind:'jackpot-pools', version, diamond, golden, silver,
 *   bronze}` keeps the live amounts `/api/jackpots` and the `*_bet` fields read; an older version
 *   than the one kept changes nothing.
 */
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { hashToken } from '../auth/tokens';
import { awardJackpot, TIERS } from '../jackpot/service';
import { signedCall } from '../seamless/signed-call';
import { MAX_AMOUNT } from '../wallet/service';
import { playedRound, savePools, sessionPlayer } from './repository';

/** Only the in-house studio runs progressive pools. */
const JACKPOT_PROVIDER = 'studio';

type Action = 'jackpot' | 'jackpot-pools';

const Ref = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' });
const Millimes = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, description: 'millimes' });
const Params = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{2,32}$' }) });
const HitBody = Type.Object({
  kind: Type.Literal('jackpot'),
  token: Type.String({ minLength: 16, maxLength: 128 }),
  round: Ref,
  reference: Ref,
  tier: Type.Union(TIERS.map((tier) => Type.Literal(tier))),
  amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT, description: 'millimes' }),
});
const PoolsBody = Type.Object({
  kind: Type.Literal('jackpot-pools'),
  version: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: "the studio's version of its pools; higher is newer",
  }),
  diamond: Millimes,
  golden: Millimes,
  silver: Millimes,
  bronze: Millimes,
});
const Outcome = Type.Object({
  status: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  balance: Type.Optional(Type.Integer()),
  transaction_id: Type.Optional(Type.Integer()),
  replayed: Type.Optional(Type.Boolean()),
  kept: Type.Optional(Type.Boolean()),
});
const responses = {
  200: Outcome,
  400: Outcome,
  401: Outcome,
  403: Outcome,
  404: Outcome,
  409: Outcome,
};

export function registerProviderJackpotRoutes(app: App, ctx: AppContext): void {
  const { db, config } = ctx;
  /** As the seamless wallet (signed-call.ts), and the studio only. */
  const signed = signedCall(config, db);
  const verify = (action: Action) =>
    signed(action, {
      provider: JACKPOT_PROVIDER,
      status: 'not_a_jackpot_provider',
      message: 'Only the studio reports jackpots.',
    });
  const tags = ['seamless wallet'];

  app.post(
    '/wallet/:provider/jackpot',
    {
      config: { signed: true },
      preValidation: verify('jackpot'),
      schema: {
        tags,
        summary:
          "A pool hit: pay it, record it, raise the player's popup (idempotent by reference)",
        params: Params,
        body: HitBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { token, round, reference, tier, amount } = request.body;
      const source = request.params.provider;
      const playerId = await sessionPlayer(db, hashToken(token), source);
      if (playerId === undefined)
        return reply.code(401).send({ status: 'invalid_token', message: 'Unknown session token.' });
      if (!(await playedRound(db, source, round, playerId))) {
        return reply.code(404).send({
          status: 'round_not_found',
          message: "The token's player staked nothing in this round.",
        });
      }
      // The reference is the provider's, kept apart from the operator's `award-jackpot` references.
      const result = await awardJackpot(db, playerId, tier, amount, `${source}:${reference}`);
      if (result.status !== 'ok') {
        const code = result.status === 'reference_conflict' ? 409 : 400;
        return reply
          .code(code)
          .send({ status: result.status, message: 'The jackpot was not paid.' });
      }
      return {
        status: 'ok',
        balance: result.balance,
        transaction_id: result.transaction_id,
        replayed: result.replayed,
      };
    },
  );

  app.post(
    '/wallet/:provider/jackpot-pools',
    {
      config: { signed: true },
      preValidation: verify('jackpot-pools'),
      schema: {
        tags,
        summary: 'The live pool amounts (kept unless a newer version is already kept)',
        params: Params,
        body: PoolsBody,
        response: responses,
      },
    },
    async (request) => {
      const kept = await savePools(db, request.body);
      return { status: 'ok', kept };
    },
  );
}
