import { Type } from '@sinclair/typebox';
import { Message } from '../../http/query';
import { MAX_AMOUNT } from '../wallet/service';

// The values of rules.ts, restated as literals for the static types (a test holds them equal).
export const LimitKind = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('loss'),
  Type.Literal('wager'),
]);
export const LimitPeriod = Type.Union([
  Type.Literal('day'),
  Type.Literal('week'),
  Type.Literal('month'),
]);
export const Duration = Type.Union([
  Type.Literal('24h'),
  Type.Literal('7d'),
  Type.Literal('30d'),
  Type.Literal('6w'),
  Type.Literal('6m'),
  Type.Literal('1y'),
  Type.Literal('5y'),
  Type.Literal('permanent'),
]);
const Instant = Type.String({ description: 'ISO 8601, UTC' });
const Millimes = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, description: 'millimes' });

export const Refusal = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer()),
  confirmable_at: Type.Optional(Type.String()),
  until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  exclusion: Type.Optional(Type.String()),
  end_requestable: Type.Optional(Type.Boolean()),
});

export const RgErrors = { 400: Message, 401: Message, 403: Refusal, 409: Refusal, 429: Message };

export const LimitView = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: Type.Union([Type.Integer(), Type.Null()], { description: 'millimes; null = none' }),
  used: Type.Integer({ description: 'millimes counted in the rolling window ending now' }),
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  resets_at: Type.Union([Instant, Type.Null()]),
  pending: Type.Union([
    Type.Object({
      new_amount: Type.Union([Type.Integer(), Type.Null()], { description: 'null = removal' }),
      requested_at: Instant,
      confirmable_at: Instant,
    }),
    Type.Null(),
  ]),
});

export const ExclusionView = Type.Object({
  kind: Type.Union([Type.Literal('timeout'), Type.Literal('self_exclusion')]),
  duration: Duration,
  started_at: Instant,
  ends_at: Type.Union([Instant, Type.Null()]),
  end_requested_at: Type.Union([Instant, Type.Null()]),
  end_effective_at: Type.Union([Instant, Type.Null()]),
});

export const Overview = Type.Object({
  now: Instant,
  limits: Type.Array(LimitView),
  reality_check_minutes: Type.Union([Type.Integer(), Type.Null()]),
  reality_check_range: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  limits_prompt: Type.Union([Type.Literal('set'), Type.Literal('skipped'), Type.Null()]),
  show_limits_prompt: Type.Boolean(),
});

export const SetLimitBody = Type.Object(
  { kind: LimitKind, period: LimitPeriod, amount: Type.Union([Millimes, Type.Null()]) },
  { additionalProperties: false },
);
export const ConfirmLimitBody = Type.Object(
  { kind: LimitKind, period: LimitPeriod },
  { additionalProperties: false },
);
export const SetLimitAnswer = Type.Object({
  applied: Type.Union([
    Type.Literal('now'),
    Type.Literal('after_cooling_off'),
    Type.Literal('unchanged'),
  ]),
  confirmable_at: Type.Union([Instant, Type.Null()]),
  limits: Type.Array(LimitView),
});

export const RealityCheckBody = Type.Object(
  { minutes: Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()]) },
  { additionalProperties: false },
);
export const LimitsPromptBody = Type.Object(
  { choice: Type.Union([Type.Literal('set'), Type.Literal('skipped')]) },
  { additionalProperties: false },
);

export const ExclusionBody = Type.Object(
  {
    duration: Duration,
    confirm: Type.Literal(true, { description: 'the ticked confirmation box' }),
  },
  { additionalProperties: false },
);
export const EndRequestBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const SessionAnswer = Type.Object({
  now: Instant,
  started_at: Instant,
  stakes: Type.Integer(),
  wins: Type.Integer(),
  net: Type.Integer({ description: 'wins less stakes since the session started' }),
  reality_check_minutes: Type.Union([Type.Integer(), Type.Null()]),
});

const Totals = {
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  stakes: Type.Integer(),
  wins: Type.Integer(),
  net: Type.Integer(),
};
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
export const StatementQuery = Type.Object({
  from: Type.String({ pattern: DAY, description: 'YYYY-MM-DD, UTC, included' }),
  to: Type.String({ pattern: DAY, description: 'YYYY-MM-DD, UTC, included' }),
});
export const StatementAnswer = Type.Object({
  from: Instant,
  to: Instant,
  days: Type.Array(Type.Object({ day: Type.String(), ...Totals })),
  totals: Type.Object(Totals),
  lifetime_net_deposits: Type.Integer(),
});
