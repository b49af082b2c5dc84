/**
 * Sport bet reports (api/README.md, "Sport bet reports"): the sportsbook tells the platform what
 * each bet looks like — selections, odds, status, stake, return — so SportHistory shows the same
 * bets and results as My bets in its frame. Signed like the seamless wallet, single use, `kind`
 * checked against the action, and from the sportsbook only.
 *
 * `POST /wallet/sportsbook/bet-report` `{kind:'bet-report', token, bet, version, status, bet_kind,
 * stake, odds, potential, payout, placed_at, settled_at, legs}`. A report never moves money: it is
 * kept only for a bet the token's player staked through the wallet (round = the bet), and only when
 * its stake and return are the wallet's own figures for that round (an open report for an open
 * round; a settled one for a closed round that paid exactly `payout`). Idempotent by bet: a report
 * is kept only over a lower version, so a late older report never overwrites a newer state.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { hashToken } from '../auth/tokens';
import { sessionPlayer } from '../provider-jackpots/repository';
import { signedCall } from '../seamless/signed-call';
import { MAX_AMOUNT } from '../wallet/service';
import { betRound, saveReport } from './repository';

/** Only the in-house sportsbook reports bets. */
const REPORT_PROVIDER = 'sportsbook';
const ACTION = 'bet-report';

const Ref = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' });
const Millimes = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, description: 'millimes' });
const Odds = Type.Integer({ minimum: 100, maximum: 100_000_000, description: 'hundredths' });
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
  description: 'ISO 8601, UTC',
});
const Text = Type.String({ minLength: 1, maxLength: 200 });
const Names = Type.Object(
  { fr: Text, en: Text, ar: Text },
  { additionalProperties: false, description: 'one text per language' },
);
const Leg = Type.Object(
  {
    event: Names,
    market: Names,
    selection: Names,
    odds: Odds,
    result: Type.Union([
      Type.Literal('win'),
      Type.Literal('lose'),
      Type.Literal('push'),
      Type.Literal('void'),
      Type.Literal('half_win'),
      Type.Literal('half_lose'),
      Type.Null(),
    ]),
    starts_at: Type.Optional(
      Type.String({
        pattern: Instant.pattern,
        description:
          "the event's start, ISO 8601 UTC: an open bet on events not started is refunded when the player excludes themselves",
      }),
    ),
  },
  { additionalProperties: false },
);
export const BetStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('won'),
  Type.Literal('lost'),
  Type.Literal('void'),
  Type.Literal('cashed_out'),
]);
const ReportBody = Type.Object(
  {
    kind: Type.Literal(ACTION),
    token: Type.String({ minLength: 16, maxLength: 128 }),
    bet: Ref,
    version: Type.Integer({
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'higher is newer; kept only over a lower version',
    }),
    status: BetStatus,
    bet_kind: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
    stake: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT, description: 'millimes' }),
    odds: Odds,
    potential: Millimes,
    payout: Type.Union([Millimes, Type.Null()], { description: 'millimes; null while open' }),
    placed_at: Instant,
    settled_at: Type.Union([Instant, Type.Null()]),
    legs: Type.Array(Leg, { minItems: 1, maxItems: 30 }),
  },
  { additionalProperties: false },
);
const Params = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{2,32}$' }) });
const Outcome = Type.Object({
  status: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
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

type Body = Static<typeof ReportBody>;

/** Why the report disagrees with itself or with the wallet's round, or null when it agrees. */
function disagreement(
  body: Body,
  round: { status: string; bet_total: number; win_total: number },
): string | null {
  if ((body.bet_kind === 'single') !== (body.legs.length === 1))
    return 'a single has one leg, a multiple several';
  if (round.status === 'cancelled') return 'the wallet rolled this bet back';
  if (body.stake !== round.bet_total)
    return `the stake is ${body.stake}, the wallet took ${round.bet_total}`;
  if (body.status === 'open') {
    if (body.payout !== null || body.settled_at !== null) return 'an open bet has no return yet';
    if (round.status !== 'open') return 'the wallet has settled this bet';
    return null;
  }
  if (body.payout === null || body.settled_at === null) return 'a settled bet has a return';
  if (body.status === 'lost' && body.payout !== 0) return 'a lost bet returns nothing';
  if (body.status === 'won' && body.payout === 0) return 'a won bet returns something';
  if (body.status === 'void' && body.payout !== body.stake) return 'a void bet returns its stake';
  if (round.status !== 'closed') return 'the wallet has not settled this bet';
  if (body.payout !== round.win_total)
    return `the return is ${body.payout}, the wallet paid ${round.win_total}`;
  return null;
}

export function registerSportBetRoutes(app: App, ctx: AppContext): void {
  const { db, config } = ctx;
  /** As the seamless wallet (signed-call.ts), and the sportsbook only. */
  const verify = signedCall(config, db)(ACTION, {
    provider: REPORT_PROVIDER,
    status: 'not_a_sportsbook',
    message: 'Only the sportsbook reports bets.',
  });

  app.post(
    '/wallet/:provider/bet-report',
    {
      config: { signed: true },
      preValidation: verify,
      schema: {
        tags: ['seamless wallet'],
        summary:
          "A sport bet's display data for SportHistory (kept over a lower version; never moves money)",
        params: Params,
        body: ReportBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const placedAt = new Date(body.placed_at);
      const settledAt = body.settled_at === null ? null : new Date(body.settled_at);
      if (Number.isNaN(placedAt.getTime()) || (settledAt && Number.isNaN(settledAt.getTime())))
        return reply.code(400).send({ status: 'invalid_request', message: 'Not a date.' });
      const playerId = await sessionPlayer(db, hashToken(body.token), REPORT_PROVIDER);
      if (playerId === undefined)
        return reply.code(401).send({ status: 'invalid_token', message: 'Unknown session token.' });
      const round = await betRound(db, body.bet, playerId);
      if (!round || round.bet_total === 0) {
        return reply.code(404).send({
          status: 'round_not_found',
          message: "The token's player staked nothing on this bet.",
        });
      }
      const why = disagreement(body, round);
      if (why !== null)
        return reply
          .code(409)
          .send({ status: 'report_mismatch', message: `The report disagrees: ${why}.` });
      const kept = await saveReport(db, {
        roundId: round.id,
        playerId,
        version: body.version,
        status: body.status,
        betKind: body.bet_kind,
        stake: body.stake,
        odds: body.odds,
        potential: body.potential,
        payout: body.payout,
        placedAt,
        settledAt,
        legs: body.legs,
      });
      return { status: 'ok', kept };
    },
  );
}
