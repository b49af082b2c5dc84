import { Type } from '@sinclair/typebox';
import { Message } from '../../http/query';

export const Method = Type.Union([Type.Literal('konnect'), Type.Literal('flouci')]);
const Millimes = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, description: 'millimes' });
const Limits = Type.Object({ min: Type.Integer(), max: Type.Integer(), daily: Type.Integer() });

export const MethodsAnswer = Type.Object({
  methods: Type.Array(
    Type.Object({ method: Method, deposit: Limits, withdrawal: Limits, fee: Type.Integer() }),
  ),
  presets: Type.Array(Type.Integer()),
  withdrawable: Type.Integer({ description: 'cash the player may withdraw now (bonus never is)' }),
  player_daily: Type.Object({ deposit: Type.Integer(), withdrawal: Type.Integer() }),
});

export const DepositBody = Type.Object(
  { method: Method, amount: Millimes },
  { additionalProperties: false },
);

export const WithdrawalBody = Type.Object(
  {
    method: Method,
    amount: Millimes,
    account: Type.String({
      pattern: '^[A-Za-z0-9+ -]{4,40}$',
      description: "the player's wallet id or phone number at the provider",
    }),
  },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) });

export const DepositView = Type.Object({
  id: Type.Integer(),
  method: Method,
  amount: Type.Integer(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('credited'),
    Type.Literal('failed'),
    Type.Literal('expired'),
    Type.Literal('flagged'),
  ]),
  reason: Type.Union([Type.String(), Type.Null()]),
  pay_url: Type.Union([Type.String(), Type.Null()], {
    description: "the provider's payment page while the deposit is pending",
  }),
  created_at: Type.String(),
  settled_at: Type.Union([Type.String(), Type.Null()]),
});

export const WithdrawalView = Type.Object({
  id: Type.Integer(),
  method: Method,
  amount: Type.Integer(),
  account: Type.String(),
  status: Type.Union([
    Type.Literal('requested'),
    Type.Literal('approved'),
    Type.Literal('paid'),
    Type.Literal('rejected'),
    Type.Literal('failed'),
  ]),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  settled_at: Type.Union([Type.String(), Type.Null()]),
});

export const OperatorWithdrawal = Type.Composite([
  WithdrawalView,
  Type.Object({
    player_id: Type.Integer(),
    username: Type.String(),
    decided_by: Type.Union([Type.String(), Type.Null()]),
    payout_ref: Type.Union([Type.String(), Type.Null()]),
  }),
]);

export const Refusal = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer()),
  status: Type.Optional(Type.String()),
  /** `player_excluded` (403): the time-out or self-exclusion in force and its end. */
  exclusion: Type.Optional(Type.String()),
  until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const WebhookQuery = Type.Object({
  payment_ref: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' })),
  payment_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' })),
});

export const PaymentErrors = {
  400: Message,
  401: Message,
  403: Refusal,
  404: Message,
  409: Refusal,
  422: Refusal,
  429: Message,
  502: Refusal,
};
